import { PASSWORD_RESET_TTL_MS } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, createGuest } from './accounts.js';
import { liveSids, mailTo, registeredPlayer, signedInSession, tokenInMail } from './account-test-players.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ORIGIN = 'https://casino.example';
const T0 = new Date('2026-05-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let n = 0;
const nextEmail = () => `reset-${++n}@casino.test`;

async function linkFor(email: string, now = T0): Promise<string> {
  await requestPasswordReset(t.db, email, { origin: ORIGIN, now });
  const mails = await mailTo(t.db, email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  expect(last.kind).toBe('password-reset');
  expect(last.text_body).toContain(`${ORIGIN}/reset-password?token=`);
  return tokenInMail(last.text_body);
}
const signsIn = (email: string, password: string) =>
  authenticate(t.db, email, password).then(
    () => true,
    () => false,
  );

describe(`password reset requests on ${label}`, () => {
  it.each([
    ['an address no account has', () => Promise.resolve()],
    ['a guest (no email)', async () => void (await createGuest(t.db))],
    [
      'a suspended account',
      async (email: string) => {
        const id = await registeredPlayer(t.db, email);
        await t.db.updateTable('users').set({ suspended_at: T0 }).where('id', '=', id).execute();
      },
    ],
  ])('mails nothing and makes no token for %s, and answers the same', async (_name, setup) => {
    const email = nextEmail();
    await setup(email);
    const tokensBefore = await t.db.selectFrom('account_tokens').select('id').execute();
    await expect(requestPasswordReset(t.db, email, { origin: ORIGIN, now: T0 })).resolves.toBeUndefined();
    expect(await mailTo(t.db, email)).toEqual([]);
    expect(await t.db.selectFrom('account_tokens').select('id').execute()).toHaveLength(tokensBefore.length);
  });

  it('finds the account whatever the case of the address typed', async () => {
    const email = nextEmail();
    await registeredPlayer(t.db, email);
    await requestPasswordReset(t.db, email.toUpperCase(), { origin: ORIGIN, now: T0 });
    expect(await mailTo(t.db, email)).toHaveLength(1);
  });
});

describe(`resetting the password on ${label}`, () => {
  it('sets the new password once, ends every session and verifies the email', async () => {
    const email = nextEmail();
    const userId = await registeredPlayer(t.db, email, 'old-password-1');
    await signedInSession(t.db, `${userId}-phone`, userId, T0);
    await signedInSession(t.db, `${userId}-laptop`, userId, T0);
    const token = await linkFor(email);

    const done = await resetPassword(t.db, { token, newPassword: 'new-password-1' }, at(60_000));
    expect(done.userId).toBe(userId);
    expect(done.endedSessions.sort()).toEqual([`${userId}-laptop`, `${userId}-phone`]);
    expect(await liveSids(t.db, userId, at(60_000))).toEqual([]);
    expect(await signsIn(email, 'new-password-1')).toBe(true);
    expect(await signsIn(email, 'old-password-1')).toBe(false);
    const user = await t.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toEqual(at(60_000));

    // The same link again: refused, and the password stays the one it set.
    await expect(
      resetPassword(t.db, { token, newPassword: 'another-password' }, at(120_000)),
    ).rejects.toMatchObject({ code: 'invalid_token' });
    expect(await signsIn(email, 'new-password-1')).toBe(true);
  });

  it.each([
    ['a minute before it expires', PASSWORD_RESET_TTL_MS - 60_000, true],
    ['when it expires', PASSWORD_RESET_TTL_MS, false],
    ['a day later', 86_400_000, false],
  ])('a link used %s', async (_name, after, works) => {
    const email = nextEmail();
    await registeredPlayer(t.db, email, 'old-password-1');
    const token = await linkFor(email);
    const attempt = resetPassword(t.db, { token, newPassword: 'new-password-2' }, at(after));
    if (works) await expect(attempt).resolves.toMatchObject({ endedSessions: [] });
    else await expect(attempt).rejects.toMatchObject({ code: 'invalid_token' });
    expect(await signsIn(email, 'new-password-2')).toBe(works);
  });

  it('only the latest link works when several were asked for', async () => {
    const email = nextEmail();
    await registeredPlayer(t.db, email);
    const first = await linkFor(email);
    const second = await linkFor(email, at(1_000));
    await expect(
      resetPassword(t.db, { token: first, newPassword: 'from-the-first' }, at(2_000)),
    ).rejects.toMatchObject({ code: 'invalid_token' });
    await resetPassword(t.db, { token: second, newPassword: 'from-the-second' }, at(2_000));
    expect(await signsIn(email, 'from-the-second')).toBe(true);
  });

  it('a link sent before the email changed does not reset the account', async () => {
    const email = nextEmail();
    const userId = await registeredPlayer(t.db, email, 'kept-password');
    const token = await linkFor(email);
    await t.db.updateTable('users').set({ email: nextEmail() }).where('id', '=', userId).execute();
    await expect(
      resetPassword(t.db, { token, newPassword: 'hijacked-pass' }, at(1_000)),
    ).rejects.toMatchObject({
      code: 'invalid_token',
    });
  });

  // Four resets at once with one link (each its own connection on PostgreSQL): one wins, the others
  // are refused and change nothing; the account ends with the winner's password and no session.
  it('four resets racing with the same link: exactly one wins', async () => {
    const email = nextEmail();
    const userId = await registeredPlayer(t.db, email, 'before-the-race');
    await signedInSession(t.db, `${userId}-tablet`, userId, T0);
    const token = await linkFor(email);
    const passwords = ['racer-one-pw', 'racer-two-pw', 'racer-three-pw', 'racer-four-pw'];
    const results = await Promise.allSettled(
      passwords.map((newPassword) => resetPassword(t.db, { token, newPassword }, at(5_000))),
    );
    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ i, value: r.value }] : []));
    expect(won).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'invalid_token' });
    const winner = passwords[won[0]?.i ?? -1] ?? '';
    for (const password of passwords) expect(await signsIn(email, password)).toBe(password === winner);
    expect(won[0]?.value.endedSessions).toEqual([`${userId}-tablet`]);
    const used = await t.db
      .selectFrom('account_tokens')
      .select('used_at')
      .where('user_id', '=', userId)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(1);
  });
});
