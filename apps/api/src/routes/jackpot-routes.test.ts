import { JackpotsResponse } from '@casino/contracts';
import { gameOf } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { vipCashbackIntervalMs: 0 } });
});
afterAll(() => api.close());

const jackpots = async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/jackpots' });
  expect(response.statusCode).toBe(200);
  return JackpotsResponse.parse(response.json()).jackpots;
};

describe(`jackpots api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows the Grand Jackpot at its seed, in coins, and grows by 1% of each slot bet', async () => {
    const [grand] = await jackpots();
    expect(grand).toMatchObject({
      id: 'grand',
      name: 'Grand Jackpot',
      amount: '10000.00',
      currency: 'GC',
      sharePercent: 1,
      seedAmount: '10000.00',
      lastWin: null,
    });
    const cookie = sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
    for (let i = 0; i < 4; i++) {
      const spin = await api.app.inject({
        method: 'POST',
        url: '/api/slots/spin',
        headers: { cookie },
        payload: { gameId: gameOf('diamond-deluxe').id, betAmount: '10.00' },
      });
      expect(spin.statusCode).toBe(200);
    }
    expect((await jackpots())[0]?.amount).toBe('10000.40');
  });
});
