import type { AdminCoinPackage, CoinPackage } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligiblePlayer } from '../../../test/eligible-player.js';
import { signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

let api: TestApi;
let admin: SignedIn;
let support: SignedIn;
beforeAll(async () => {
  api = await createTestApi({ config: { projectorIntervalMs: 0 } });
  admin = await signedInAs(api, 'admin');
  support = await signedInAs(api, 'support');
});
afterAll(() => api.close());

const call = (who: { cookie: string }, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function newGuest(): Promise<{ cookie: string }> {
  return { cookie: sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' })) };
}
const store = async () => (await call(await newGuest(), 'GET', '/api/coin-packages')).json<CoinPackage[]>();

const PACKAGE = {
  name: 'Midweek Pack',
  priceUsd: '7.49',
  coins: '8000.00',
  sweepstakesCoins: '7.00',
  bonusPercentage: 5,
  description: 'Midweek coins; sweepstakes coins come free.',
  isPopular: false,
  isActive: true,
  sortOrder: 25,
  reason: 'midweek offer',
};

describe('admin catalogue: coin packages over HTTP', () => {
  it('an admin creates a package (201, next id) that the store lists in its sort order', async () => {
    const created = await call(admin, 'POST', '/api/admin/coin-packages', PACKAGE);
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<AdminCoinPackage>();
    expect(body).toMatchObject({ id: 6, priceUsd: '7.49', purchases: 0, isActive: true, sortOrder: 25 });
    // Seeded packages are sorted 1..5; 25 puts it last.
    expect((await store()).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('two admins creating at once both succeed with two ids', async () => {
    const [a, b] = await Promise.all([
      call(admin, 'POST', '/api/admin/coin-packages', { ...PACKAGE, name: 'Race One', isActive: false }),
      call(admin, 'POST', '/api/admin/coin-packages', { ...PACKAGE, name: 'Race Two', isActive: false }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json<AdminCoinPackage>().id).not.toBe(b.json<AdminCoinPackage>().id);
  });

  it('taken off sale, it leaves the store and a purchase of it is refused (404 unknown_package)', async () => {
    const patched = await call(admin, 'PATCH', '/api/admin/coin-packages/6', {
      isActive: false,
      reason: 'ended',
    });
    expect(patched.json<AdminCoinPackage>().isActive).toBe(false);
    expect((await store()).some((p) => p.id === 6)).toBe(false);
    const player = await eligiblePlayer(api.app, api.t.db);
    const bought = await api.app.inject({
      method: 'POST',
      url: '/api/coin-packages/purchase',
      headers: { cookie: player.cookie, 'idempotency-key': 'midweek-ended-1' },
      payload: { packageId: 6 },
    });
    expect(bought.statusCode).toBe(404);
    expect(bought.json()).toMatchObject({ error: 'unknown_package' });
  });

  it('support reads the list (with every package, on sale or not) but may not change it', async () => {
    const list = (await call(support, 'GET', '/api/admin/coin-packages')).json<AdminCoinPackage[]>();
    expect(list.find((p) => p.id === 6)?.isActive).toBe(false);
    expect((await call(support, 'POST', '/api/admin/coin-packages', PACKAGE)).statusCode).toBe(403);
    expect(
      (await call(support, 'PATCH', '/api/admin/coin-packages/1', { isActive: false, reason: 'nope' }))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    [
      'a missing reason',
      'POST',
      '/api/admin/coin-packages',
      { ...PACKAGE, reason: undefined },
      400,
      'body.reason',
    ],
    [
      'a negative bonus',
      'POST',
      '/api/admin/coin-packages',
      { ...PACKAGE, bonusPercentage: -1 },
      400,
      'body.bonusPercentage',
    ],
    [
      'a zero price',
      'PATCH',
      '/api/admin/coin-packages/1',
      { priceUsd: '0.00', reason: 'free' },
      400,
      'body.priceUsd',
    ],
    [
      'a price above the store maximum',
      'PATCH',
      '/api/admin/coin-packages/1',
      { priceUsd: '10000.01', reason: 'dear' },
      400,
      'body.priceUsd',
    ],
    [
      'an unknown package',
      'PATCH',
      '/api/admin/coin-packages/999',
      { name: 'Ghost Pack', reason: 'ghost' },
      404,
      'No coin package',
    ],
  ] as const)('refuses %s', async (_name, method, url, payload, status, message) => {
    const response = await call(admin, method, url, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toContain(message);
  });
});
