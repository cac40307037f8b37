import { auditLedger } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligiblePlayer } from '../../test/eligible-player.js';
import { createTestApi, type TestApi } from '../../test/test-api.js';

let api: TestApi;
// A Friday (UTC): the first package earns the welcome bonus, later ones the Friday reload.
let now = new Date('2026-11-27T23:00:00.000Z');
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date(now), config: { vipCashbackIntervalMs: 0 } });
});
afterAll(() => api.close());

// Buyers are registered players of a region where sweepstakes play is offered (issue 18).
const newPlayer = async () => (await eligiblePlayer(api.app, api.t.db)).cookie;
const buy = (cookie: string, packageId: number, key: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/coin-packages/purchase',
    headers: { cookie, 'idempotency-key': key },
    payload: { packageId },
  });
const promotions = (cookie?: string) =>
  api.app.inject({ method: 'GET', url: '/api/promotions', headers: cookie ? { cookie } : {} });

describe(`promotions api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses a signed-out request with 401', async () => {
    const response = await promotions();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: expect.any(String) as unknown });
  });

  it('shows the welcome bonus unused, then used once the first package paid it; the Friday reload follows', async () => {
    now = new Date('2026-11-27T23:00:00.000Z');
    const cookie = await newPlayer();
    expect((await promotions(cookie)).json()).toMatchObject({
      welcome: { used: false, coins: null },
      fridayReload: { isFridayNow: true, remainingTodayCoins: '500000.00', paidTodayCoins: '0.00' },
      vipCashback: { eligible: false, tier: 'Bronze', lastPaidDay: null },
    });
    const first = await buy(cookie, 2, 'promo-first-0001');
    expect(first.json()).toMatchObject({
      coinsReceived: '11000.00',
      promotionBonuses: [{ promotion: 'welcome', coins: '22000.00', freeSpins: 100 }],
    });
    const second = await buy(cookie, 2, 'promo-second-0001');
    expect(second.json()).toMatchObject({
      promotionBonuses: [{ promotion: 'friday_reload', coins: '5500.00', freeSpins: 0 }],
      balance: '59500.00',
    });
    expect((await promotions(cookie)).json()).toMatchObject({
      welcome: { used: true, coins: '22000.00', freeSpins: 100 },
      fridayReload: { isFridayNow: true, remainingTodayCoins: '494500.00', paidTodayCoins: '5500.00' },
    });
    const loyalty = await api.app.inject({ method: 'GET', url: '/api/loyalty', headers: { cookie } });
    expect(loyalty.json()).toMatchObject({ freeSpins: 100 });
    now = new Date('2026-11-28T00:30:00.000Z');
    expect((await promotions(cookie)).json()).toMatchObject({
      fridayReload: { isFridayNow: false, remainingTodayCoins: '0.00', paidTodayCoins: '0.00' },
    });
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });
});
