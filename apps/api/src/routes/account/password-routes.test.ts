import {
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
  type AccountSession,
  type EmailStatus,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

// Email verification, password change and reset, and sessions (issue 18), through the api.
let api: TestApi;
const loggedOut: Array<{ userId: string; sids: readonly string[] | undefined }> = [];
beforeAll(async () => {
  api = await createTestApi({ onLogout: (userId, sids) => loggedOut.push({ userId, sids }) });
});
afterAll(() => api.close());

const ORIGIN = 'https://casino.example';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string | null, method: Method, url: string, payload?: unknown, headers = {}) =>
  api.app.inject({
    method,
    url,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
let n = 0;
const nextEmail = () => `account-${++n}-${Date.now()}@casino.test`;

async function register(email = nextEmail(), password = 'first-password') {
  const response = await call(null, 'POST', '/api/auth/register', {
    email,
    password,
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    email,
    password,
    cookie: sessionCookie(response),
    id: response.json<{ user: { id: string } }>().user.id,
  };
}
async function signIn(email: string, password: string, userAgent = 'Phone/1') {
  const response = await call(
    null,
    'POST',
    '/api/auth/login',
    { email, password },
    { 'user-agent': userAgent },
  );
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookie(response);
}
const signedIn = async (cookie: string) => (await call(cookie, 'GET', '/api/auth/user')).statusCode === 200;
const mailTo = (address: string) =>
  api.t.db
    .selectFrom('mail_outbox')
    .select(['kind', 'text_body'])
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();
const linkToken = async (address: string, kind: string) => {
  const mail = (await mailTo(address)).filter((m) => m.kind === kind).at(-1);
  const match = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '');
  if (!match?.[1]) throw new Error(`no ${kind} link to ${address}`);
  return match[1];
};

describe(`email verification api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('registering mails a link to the site; following it (signed out) verifies the email', async () => {
    const player = await register();
    const [mail] = await mailTo(player.email);
    expect(mail?.kind).toBe('email-verification');
    expect(mail?.text_body).toContain(`${ORIGIN}/verify-email?token=`);
    expect((await call(player.cookie, 'GET', '/api/account/profile')).json()).toMatchObject({
      email: player.email,
      emailVerified: false,
    });
    const token = await linkToken(player.email, 'email-verification');
    const verified = await call(null, 'POST', '/api/account/email/verify', { token });
    expect(verified.json<EmailStatus>()).toEqual({ email: player.email, emailVerified: true });
    expect((await call(player.cookie, 'GET', '/api/account/profile')).json()).toMatchObject({
      emailVerified: true,
    });
    const again = await call(null, 'POST', '/api/account/email/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_token' });
    expect((await call(player.cookie, 'POST', '/api/account/email/verification')).statusCode).toBe(409);
  });

  it('a guest cannot ask for a verification mail or change an email it does not have', async () => {
    const cookie = sessionCookie(await call(null, 'POST', '/api/auth/guest'));
    for (const [url, body] of [
      ['/api/account/email/verification', undefined],
      ['/api/account/email', { email: nextEmail(), password: 'whatever' }],
      ['/api/account/password', { currentPassword: 'whatever', newPassword: 'something-new' }],
    ] as const) {
      const response = await call(cookie, 'POST', url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'registration_required' });
    }
  });

  it('changes the email with the password: unverified, mailed, old address told', async () => {
    const player = await register();
    const newEmail = nextEmail();
    const wrong = await call(player.cookie, 'POST', '/api/account/email', {
      email: newEmail,
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'body.password: is not your current password' });
    const taken = await register();
    const clash = await call(player.cookie, 'POST', '/api/account/email', {
      email: taken.email.toUpperCase(),
      password: player.password,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'email_taken' });

    const changed = await call(player.cookie, 'POST', '/api/account/email', {
      email: newEmail,
      password: player.password,
    });
    expect(changed.json()).toEqual({ email: newEmail, emailVerified: false });
    expect((await mailTo(player.email)).map((m) => m.kind)).toEqual(['email-verification', 'email-changed']);
    const token = await linkToken(newEmail, 'email-verification');
    expect((await call(null, 'POST', '/api/account/email/verify', { token })).json()).toEqual({
      email: newEmail,
      emailVerified: true,
    });
  });

  it.each([
    ['a token of the wrong shape', { token: 'short' }, 'body.token'],
    ['no token', {}, 'body.token'],
    ['a token with a control character', { token: `${'a'.repeat(42)}\n` }, 'body.token'],
  ])('verify refuses %s, naming the field', async (_name, body, field) => {
    const response = await call(null, 'POST', '/api/account/email/verify', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.startsWith(field)).toBe(true);
  });
});

describe(`password and sessions api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists the sessions, marks this one, and signs out everywhere else (room connections too)', async () => {
    const player = await register();
    const phone = await signIn(player.email, player.password, 'Phone/1');
    const tablet = await signIn(player.email, player.password, 'Tablet/2');
    const list = (await call(player.cookie, 'GET', '/api/account/sessions')).json<AccountSession[]>();
    expect(list).toHaveLength(3);
    expect(list[0]?.current).toBe(true);
    expect(list.map((s) => s.userAgent).sort()).toEqual(['Phone/1', 'Tablet/2', 'lightMyRequest']);

    const ended = await call(player.cookie, 'POST', '/api/account/sessions/end-others');
    expect(ended.json()).toEqual({ success: true, sessionsEnded: 2 });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(player.cookie)).toBe(true);
    expect(loggedOut.at(-1)).toMatchObject({ userId: player.id });
    expect(loggedOut.at(-1)?.sids).toHaveLength(2);
    expect((await call(player.cookie, 'GET', '/api/account/sessions')).json<AccountSession[]>()).toHaveLength(
      1,
    );
  });

  it('signs out one other session; not this one, not an unknown one', async () => {
    const player = await register();
    const phone = await signIn(player.email, player.password);
    const list = (await call(player.cookie, 'GET', '/api/account/sessions')).json<AccountSession[]>();
    const current = list.find((s) => s.current)?.id ?? '';
    const other = list.find((s) => !s.current)?.id ?? '';
    const self = await call(player.cookie, 'DELETE', `/api/account/sessions/${current}`);
    expect(self.statusCode).toBe(409);
    expect((await call(player.cookie, 'DELETE', `/api/account/sessions/${other}`)).json()).toEqual({
      success: true,
      sessionsEnded: 1,
    });
    expect(await signedIn(phone)).toBe(false);
    expect((await call(player.cookie, 'DELETE', `/api/account/sessions/${other}`)).statusCode).toBe(404);
    const malformed = await call(player.cookie, 'DELETE', '/api/account/sessions/not-a-handle');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/^params\.sessionId/);
  });

  it('changes the password: this session stays, the others end, the new password signs in', async () => {
    const player = await register();
    const phone = await signIn(player.email, player.password);
    const same = await call(player.cookie, 'POST', '/api/account/password', {
      currentPassword: player.password,
      newPassword: player.password,
    });
    expect(same.json()).toMatchObject({
      message: 'body.newPassword: must differ from your current password',
    });
    const short = await call(player.cookie, 'POST', '/api/account/password', {
      currentPassword: player.password,
      newPassword: 'short',
    });
    expect(short.json<{ message: string }>().message).toMatch(/^body\.newPassword: /);
    const changed = await call(player.cookie, 'POST', '/api/account/password', {
      currentPassword: player.password,
      newPassword: 'second-password',
    });
    expect(changed.json()).toEqual({ success: true, sessionsEnded: 1 });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(player.cookie)).toBe(true);
    await signIn(player.email, 'second-password');
    const old = await call(null, 'POST', '/api/auth/login', {
      email: player.email,
      password: player.password,
    });
    expect(old.statusCode).toBe(401);
  });

  it('resets a forgotten password by mail: same answer for anyone, single use, every session ends', async () => {
    const player = await register();
    const phone = await signIn(player.email, player.password);
    const asked = await call(null, 'POST', '/api/account/password-reset', { email: player.email });
    const unknown = await call(null, 'POST', '/api/account/password-reset', { email: nextEmail() });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: PASSWORD_RESET_SENT_MESSAGE });
    expect(unknown.json()).toEqual(asked.json());
    const token = await linkToken(player.email, 'password-reset');
    expect((await mailTo(player.email)).at(-1)?.text_body).toContain(
      `${ORIGIN}/reset-password?token=${token}`,
    );

    const weak = await call(null, 'POST', '/api/account/password-reset/confirm', {
      token,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    const reset = await call(null, 'POST', '/api/account/password-reset/confirm', {
      token,
      newPassword: 'reset-password',
    });
    expect(reset.json()).toEqual({ success: true });
    expect(await signedIn(player.cookie)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(loggedOut.at(-1)).toMatchObject({ userId: player.id });
    await signIn(player.email, 'reset-password');
    const again = await call(null, 'POST', '/api/account/password-reset/confirm', {
      token,
      newPassword: 'another-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_token' });
  });

  it(`limits reset requests to ${PASSWORD_RESETS_PER_EMAIL_PER_HOUR} an hour per email, known or not`, async () => {
    for (const email of [(await register()).email, nextEmail()]) {
      for (let i = 0; i < PASSWORD_RESETS_PER_EMAIL_PER_HOUR; i++)
        expect((await call(null, 'POST', '/api/account/password-reset', { email })).statusCode).toBe(200);
      const limited = await call(null, 'POST', '/api/account/password-reset', { email: email.toUpperCase() });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'rate_limited' });
      expect(limited.json<{ message: string }>().message).toMatch(/^Too many reset requests for this email/);
    }
  });

  it('limits reset requests per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await call(null, 'POST', '/api/account/password-reset', { email: nextEmail() })).statusCode,
      );
    // Every request of this file came from the same address: the 429s start by the 11th.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
  });

  it('closes an account with its password: data erased, every session ended, no more sign-in', async () => {
    const player = await register();
    const phone = await signIn(player.email, player.password);
    await call(player.cookie, 'PUT', '/api/account/avatar', { avatar: 'club' });
    const wrong = await call(player.cookie, 'POST', '/api/account/close', { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'body.password: is not your current password' });
    expect(await signedIn(player.cookie)).toBe(true);

    const closed = await call(player.cookie, 'POST', '/api/account/close', { password: player.password });
    expect(closed.json()).toEqual({ success: true });
    expect(await signedIn(player.cookie)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    const login = await call(null, 'POST', '/api/auth/login', {
      email: player.email,
      password: player.password,
    });
    expect(login.statusCode).toBe(401);
    const row = await api.t.db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'date_of_birth', 'profile_image_url', 'suspended_reason'])
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      email: `closed-${player.id}@closed.invalid`,
      first_name: null,
      last_name: null,
      date_of_birth: null,
      profile_image_url: null,
      suspended_reason: 'Closed by the player',
    });
    // The address is free for a new account.
    await register(player.email);
    const guestCookie = sessionCookie(await call(null, 'POST', '/api/auth/guest'));
    const guestClose = await call(guestCookie, 'POST', '/api/account/close', { password: 'anything' });
    expect(guestClose.statusCode).toBe(403);
  });
});
