import { EMAIL_VERIFICATION_RESEND_MS, EMAIL_VERIFICATION_TTL_MS } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, createGuest } from './accounts.js';
import { mailTo, registeredPlayer, tokenInMail } from './account-test-players.js';
import {
  changeEmail,
  queueEmailVerification,
  resendEmailVerification,
  verifyEmail,
} from './email-verification.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ORIGIN = 'https://casino.example';
const T0 = new Date('2026-05-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const ctx = (now = T0) => ({ origin: ORIGIN, now });
let n = 0;
const nextEmail = () => `verify-${++n}@casino.test`;
const verifiedAt = async (userId: string) =>
  (
    await t.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).email_verified_at;
const lastLink = async (email: string) => tokenInMail((await mailTo(t.db, email)).at(-1)?.text_body ?? '');

async function newPlayerWithMail(): Promise<{ userId: string; email: string; token: string }> {
  const email = nextEmail();
  const userId = await registeredPlayer(t.db, email, 'the-password');
  await t.db.transaction().execute((trx) => queueEmailVerification(trx, { userId, email, ...ctx() }));
  return { userId, email, token: await lastLink(email) };
}

describe(`email verification on ${label}`, () => {
  it('a registered email is unverified until its link is followed, once', async () => {
    const { userId, email, token } = await newPlayerWithMail();
    const [mail] = await mailTo(t.db, email);
    expect(mail).toMatchObject({ kind: 'email-verification', subject: 'Confirm your email address' });
    expect(mail?.text_body).toContain(`${ORIGIN}/verify-email?token=${token}`);
    expect(await verifiedAt(userId)).toBeNull();

    expect(await verifyEmail(t.db, token, at(1_000))).toEqual({ email, emailVerified: true });
    expect(await verifiedAt(userId)).toEqual(at(1_000));
    await expect(verifyEmail(t.db, token, at(2_000))).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it('a link followed after a day is refused', async () => {
    const { userId, token } = await newPlayerWithMail();
    await expect(verifyEmail(t.db, token, at(EMAIL_VERIFICATION_TTL_MS))).rejects.toMatchObject({
      code: 'invalid_token',
    });
    expect(await verifiedAt(userId)).toBeNull();
  });

  it('another mail at most once a minute, only while unverified, never to a guest', async () => {
    const { userId, email } = await newPlayerWithMail();
    await expect(resendEmailVerification(t.db, userId, ctx(at(30_000)))).rejects.toMatchObject({
      code: 'rate_limited',
      message: 'We just sent you a link. Try again in 30 seconds.',
    });
    await expect(
      resendEmailVerification(t.db, userId, ctx(at(EMAIL_VERIFICATION_RESEND_MS))),
    ).resolves.toEqual({ email, emailVerified: false });
    expect(await mailTo(t.db, email)).toHaveLength(2);
    // Only the newest link works.
    const newest = await lastLink(email);
    await verifyEmail(t.db, newest, at(EMAIL_VERIFICATION_RESEND_MS + 1));
    await expect(resendEmailVerification(t.db, userId, ctx(at(3_600_000)))).rejects.toMatchObject({
      code: 'conflict',
    });
    const guest = await createGuest(t.db);
    await expect(resendEmailVerification(t.db, guest, ctx())).rejects.toMatchObject({
      code: 'registration_required',
    });
  });
});

describe(`changing the email on ${label}`, () => {
  it('takes the new address at once, unverified, mails it a link and tells the old address', async () => {
    const { userId, email: oldEmail, token: oldLink } = await newPlayerWithMail();
    await verifyEmail(t.db, oldLink, at(1_000));
    const newEmail = nextEmail();
    expect(
      await changeEmail(t.db, userId, { email: newEmail, password: 'the-password' }, ctx(at(5_000))),
    ).toEqual({ email: newEmail, emailVerified: false });
    expect(await verifiedAt(userId)).toBeNull();
    expect(await authenticate(t.db, newEmail, 'the-password')).toBe(userId);
    await expect(authenticate(t.db, oldEmail, 'the-password')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    const told = (await mailTo(t.db, oldEmail)).at(-1);
    expect(told).toMatchObject({ kind: 'email-changed', subject: 'Your email address was changed' });
    expect(told?.text_body).toContain('v***@c***.test');
    expect(told?.text_body).not.toContain(newEmail);
    await verifyEmail(t.db, await lastLink(newEmail), at(6_000));
    expect(await verifiedAt(userId)).toEqual(at(6_000));
  });

  it('voids the links sent to the old address', async () => {
    const { userId, token } = await newPlayerWithMail();
    await changeEmail(t.db, userId, { email: nextEmail(), password: 'the-password' }, ctx());
    await expect(verifyEmail(t.db, token, at(1_000))).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it.each([
    [
      'a wrong password',
      { password: 'not-the-password' },
      'validation_error',
      'body.password: is not your current password',
    ],
    [
      'the same address',
      { sameEmail: true },
      'validation_error',
      'body.email: is already your email address',
    ],
    [
      'an address another account has',
      { taken: true },
      'email_taken',
      'An account with this email already exists',
    ],
  ])('refuses %s and changes nothing', async (_name, how, code, message) => {
    const { userId, email } = await newPlayerWithMail();
    const other = nextEmail();
    if ('taken' in how) await registeredPlayer(t.db, other.toUpperCase());
    const request = {
      email: 'sameEmail' in how ? email : other,
      password: 'password' in how ? how.password : 'the-password',
    };
    await expect(changeEmail(t.db, userId, request, ctx())).rejects.toMatchObject({ code, message });
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(email);
    expect(await mailTo(t.db, email)).toHaveLength(1);
  });

  it('a guest has no email or password to change', async () => {
    const guest = await createGuest(t.db);
    await expect(
      changeEmail(t.db, guest, { email: nextEmail(), password: 'anything' }, ctx()),
    ).rejects.toMatchObject({ code: 'registration_required' });
  });
});
