import type { ReferralSummary } from '@casino/contracts';
import { auditLedger, drainPendingEvents, systemClock } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let emails = 0;
const form = (referralCode?: string) => ({
  email: `ref-api-${Date.now()}-${emails++}@example.com`,
  password: 'a long password',
  firstName: 'Nora',
  lastName: 'New',
  dateOfBirth: '1991-02-03',
  ...(referralCode === undefined ? {} : { referralCode }),
});
const post = (url: string, payload: unknown, cookie?: string) =>
  api.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const guest = async (payload: unknown = {}) => {
  const response = await post('/api/auth/guest', payload);
  return { cookie: sessionCookie(response), id: response.json<{ user: { id: string } }>().user.id };
};
const summaryOf = async (cookie: string) =>
  (
    await api.app.inject({ method: 'GET', url: '/api/social/referrals', headers: { cookie } })
  ).json<ReferralSummary>();
const balanceOf = async (cookie: string) =>
  (await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
    balance: string;
  }>().balance;
const referrerOf = (userId: string) =>
  api.t.db.selectFrom('referrals').selectAll().where('referred_user_id', '=', userId).executeTakeFirst();

describe(`referral api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('needs a signed-in player', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/social/referrals' });
    expect(response.statusCode).toBe(401);
  });

  it('gives each player one code and a link on the configured public origin', async () => {
    const me = await guest();
    const first = await summaryOf(me.cookie);
    expect(first.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(first.link).toBe(`https://casino.example/?ref=${first.code}`);
    expect(first).toMatchObject({
      referred: 0,
      qualified: 0,
      coinsEarned: '0.00',
      reward: '1000.00',
      recent: [],
    });
    expect((await summaryOf(me.cookie)).code).toBe(first.code);
  });

  it('a registration with a code pays the referrer 1,000 coins after the qualifying rounds, once', async () => {
    const referrer = await guest();
    const { code, qualifyingRounds } = await summaryOf(referrer.cookie);
    const register = await post('/api/auth/register', form(code.toLowerCase()));
    expect(register.statusCode).toBe(200);
    const referred = {
      cookie: sessionCookie(register),
      id: register.json<{ user: { id: string } }>().user.id,
    };
    expect(await referrerOf(referred.id)).toMatchObject({ referrer_user_id: referrer.id });
    const before = await balanceOf(referrer.cookie);
    for (let i = 0; i < qualifyingRounds + 1; i++)
      expect(
        (await post('/api/slots/spin', { betAmount: '1.00', gameId: 6 }, referred.cookie)).statusCode,
      ).toBe(200);
    await drainPendingEvents(api.t.db, { clock: systemClock });
    const after = await balanceOf(referrer.cookie);
    expect(Number(after) - Number(before)).toBe(1000);
    const summary = await summaryOf(referrer.cookie);
    expect(summary).toMatchObject({ referred: 1, qualified: 1, coinsEarned: '1000.00' });
    expect(summary.recent[0]).toMatchObject({ player: { id: referred.id, displayName: 'Nora N.' } });
    expect(summary.recent[0]?.qualifiedAt).not.toBeNull();
    expect(JSON.stringify(summary)).not.toContain('@example.com');
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });

  it('a guest sign-up records a known code and ignores an unknown one', async () => {
    const referrer = await guest();
    const { code } = await summaryOf(referrer.cookie);
    const referred = await guest({ referralCode: code });
    expect(await referrerOf(referred.id)).toMatchObject({ referrer_user_id: referrer.id });
    const stray = await guest({ referralCode: 'NOBODY22' });
    expect(await referrerOf(stray.id)).toBeUndefined();
  });

  it.each([
    [
      'registration with an unknown code',
      '/api/auth/register',
      () => form('NOBODY22'),
      'Unknown referral code',
    ],
    ['registration with a malformed code', '/api/auth/register', () => form('no spaces!'), 'referralCode'],
    [
      'a guest sign-up with a malformed code',
      '/api/auth/guest',
      () => ({ referralCode: '<script>' }),
      'referralCode',
    ],
    ['a guest sign-up with another field', '/api/auth/guest', () => ({ ref: 'ABCD2345' }), 'ref'],
  ])('refuses %s with a 400 and creates nobody', async (_name, url, body, text) => {
    const before = await api.t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post(url, body());
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(text);
    const after = await api.t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("refuses a guest's registration with their own code", async () => {
    const me = await guest();
    const { code } = await summaryOf(me.cookie);
    const response = await post('/api/auth/register', form(code), me.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'body.referralCode: You cannot use your own referral code',
    });
  });
});
