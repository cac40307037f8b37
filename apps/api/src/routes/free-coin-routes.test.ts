import { auditLedger } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const newPlayer = async () => sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
const claim = (cookie: string) =>
  api.app.inject({ method: 'POST', url: '/api/daily-reward/claim', headers: { cookie } });
const status = async (cookie: string) =>
  (await api.app.inject({ method: 'GET', url: '/api/daily-reward/status', headers: { cookie } })).json<
    Record<string, unknown>
  >();

describe(`free coins api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('claims 500 coins and 10 sweepstakes coins, then says when the next claim opens', async () => {
    const cookie = await newPlayer();
    expect(await status(cookie)).toMatchObject({ canClaim: true, streakDays: 0, nextRewardAt: null });
    const first = await claim(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      coinsAwarded: '500.00',
      sweepstakesCoinsAwarded: '10.00',
      streakDays: 1,
      balance: '10500.00',
      sweepstakesCoins: '20.00',
    });
    const again = await claim(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'already_claimed',
      message: expect.stringContaining('next free coins') as unknown,
    });
    const after = await status(cookie);
    expect(after).toMatchObject({ canClaim: false, streakDays: 1 });
    expect(Date.parse(after.nextRewardAt as string) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
  });

  it('pays once for 50 simultaneous claims', async () => {
    const cookie = await newPlayer();
    const responses = await Promise.all(Array.from({ length: 50 }, () => claim(cookie)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const user = (await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
      balance: string;
      sweepstakesCoins: string;
    }>();
    expect(user).toMatchObject({ balance: '10500.00', sweepstakesCoins: '20.00' });
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });

  it('refuses a claim with a body it does not expect, and a signed-out claim', async () => {
    const cookie = await newPlayer();
    const odd = await api.app.inject({
      method: 'POST',
      url: '/api/daily-reward/claim',
      headers: { cookie },
      payload: { coins: '1000000' },
    });
    expect(odd.statusCode).toBe(400);
    expect((await claim('casino.sid=nope')).statusCode).toBe(401);
    expect(await status(cookie)).toMatchObject({ canClaim: true });
  });
});
