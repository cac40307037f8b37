import { auditLedger } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const newPlayer = async () => sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
const get = async <T>(cookie: string, url: string) =>
  (await api.app.inject({ method: 'GET', url, headers: { cookie } })).json<T>();
const post = (cookie: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { cookie, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

interface Summary {
  loyaltyPoints: number;
  tierLevel: string;
  totalPointsEarned: number;
  freeSpins: number;
  streakDays: number;
  canClaimDailyReward: boolean;
}

describe(`loyalty api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('earns points from play, claims the daily reward once, and logs every change', async () => {
    const cookie = await newPlayer();
    expect(await get<Summary>(cookie, '/api/loyalty')).toMatchObject({
      loyaltyPoints: 0,
      tierLevel: 'Bronze',
      freeSpins: 0,
      streakDays: 0,
      canClaimDailyReward: true,
    });
    for (let i = 0; i < 3; i++)
      expect((await post(cookie, '/api/slots/spin', { betAmount: '100.00', gameId: 6 })).statusCode).toBe(
        200,
      );
    const afterPlay = await get<Summary>(cookie, '/api/loyalty');
    expect(afterPlay.totalPointsEarned).toBeGreaterThanOrEqual(30);

    const daily = await post(cookie, '/api/loyalty/daily-reward');
    expect(daily.statusCode).toBe(200);
    expect(daily.json()).toMatchObject({
      pointsAwarded: 10,
      streakDays: 1,
      message: expect.stringContaining('10 points') as unknown,
    });
    const twice = await post(cookie, '/api/loyalty/daily-reward');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'already_claimed' });

    const log = await get<Array<{ description: string; pointsChange: number }>>(
      cookie,
      '/api/loyalty/rewards',
    );
    expect(log[0]).toMatchObject({ pointsChange: 10 });
    // However the projector batched the three rounds, they earned 30 points in all.
    const wagering = log.filter((e) => e.description.startsWith('Points for wagering'));
    expect(wagering.reduce((s, e) => s + e.pointsChange, 0)).toBe(30);
  });

  it("redeems 10 free spins and plays them on the slots page endpoint; the stake is not the player's", async () => {
    const cookie = await newPlayer();
    // 500 coins wagered = 50 points: exactly the price of 10 free spins.
    for (let i = 0; i < 5; i++) await post(cookie, '/api/slots/spin', { betAmount: '100.00', gameId: 6 });
    const points = (await get<Summary>(cookie, '/api/loyalty')).loyaltyPoints;
    expect(points).toBeGreaterThanOrEqual(50);

    const redeemed = await post(
      cookie,
      '/api/loyalty/redeem',
      { itemId: 'free-spins-10' },
      { 'idempotency-key': 'redeem-spins-0001' },
    );
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ loyalty: { freeSpins: 10, loyaltyPoints: points - 50 } });
    const balanceBefore = Number((await get<{ balance: string }>(cookie, '/api/auth/user')).balance);
    const spin = await post(cookie, '/api/slots/spin', { betAmount: '1.00', gameId: 7, useFreeSpin: true });
    expect(spin.statusCode).toBe(200);
    const body = spin.json<{
      freeSpin: boolean;
      freeSpinsRemaining: number;
      winAmount: string;
      balance: string;
    }>();
    expect(body).toMatchObject({ freeSpin: true, freeSpinsRemaining: 9 });
    expect(Number(body.balance)).toBeCloseTo(balanceBefore + Number(body.winAmount), 2);
    expect((await get<Summary>(cookie, '/api/loyalty')).freeSpins).toBe(9);
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });

  it.each([
    ['an item that is not in the shop', { itemId: 'free-money' }, 400, 'validation_error'],
    ['an item the points do not cover', { itemId: 'vip-24h' }, 400, 'insufficient_points'],
  ])('refuses %s and changes nothing', async (_name, payload, status, error) => {
    const cookie = await newPlayer();
    const response = await post(cookie, '/api/loyalty/redeem', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
    expect(await get<Summary>(cookie, '/api/loyalty')).toMatchObject({ loyaltyPoints: 0, freeSpins: 0 });
  });

  it('refuses a free spin without free spins, with a clear message', async () => {
    const cookie = await newPlayer();
    const response = await post(cookie, '/api/slots/spin', {
      betAmount: '1.00',
      gameId: 6,
      useFreeSpin: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'no_free_spins',
      message: expect.stringContaining('reward shop') as unknown,
    });
    expect((await get<{ balance: string }>(cookie, '/api/auth/user')).balance).toBe('10000.00');
  });

  it('VIP from the shop shows on the current user', async () => {
    const cookie = await newPlayer();
    for (let i = 0; i < 20; i++) await post(cookie, '/api/slots/spin', { betAmount: '100.00', gameId: 6 });
    expect((await get<Summary>(cookie, '/api/loyalty')).loyaltyPoints).toBeGreaterThanOrEqual(200);
    expect((await get<{ isVip: boolean }>(cookie, '/api/auth/user')).isVip).toBe(false);
    expect((await post(cookie, '/api/loyalty/redeem', { itemId: 'vip-24h' })).statusCode).toBe(200);
    expect((await get<{ isVip: boolean }>(cookie, '/api/auth/user')).isVip).toBe(true);
    expect(await get(cookie, '/api/loyalty')).toMatchObject({
      isVip: true,
      vipUntil: expect.any(String) as unknown,
    });
  });
});
