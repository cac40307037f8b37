import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import type { CoinPackageCreateRequest } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, newPlayer, seedCatalogue } from '../../../test/economy-fixtures.js';
import { startGateway } from '../../../test/payment-fixtures.js';
import { systemClock } from '../../clock.js';
import { COIN_PACKAGES, findCoinPackage, listCoinPackages } from '../../coin-store/coin-packages.js';
import { purchaseCoinPackage } from '../../coin-store/coin-purchase.js';
import { createHttpPaymentProvider } from '../../coin-store/http-payment-provider.js';
import { getCoinPurchase } from '../../coin-store/purchase-state.js';
import { createSandboxPaymentProvider } from '../../coin-store/sandbox-payment-provider.js';
import { auditLedger } from '../../ledger/audit.js';
import type { Staff } from '../staff-access.js';
import { createCoinPackage, listAdminCoinPackages, updateCoinPackage } from './admin-coin-packages.js';

let t: TestDatabase;
let staff: Staff;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  const userId = await newPlayer(t.db);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
  staff = { userId, role: 'admin', name: 'Test Admin', ip: '127.0.0.1' };
});
afterAll(() => t.close());

const now = () => new Date();
const NEW_PACKAGE: CoinPackageCreateRequest = {
  name: 'Weekend Pack',
  priceUsd: '2.99',
  coins: '3000.00',
  sweepstakesCoins: '3.00',
  bonusPercentage: 0,
  description: 'A small weekend top-up.',
  isPopular: false,
  isActive: true,
  sortOrder: 0,
  reason: 'weekend promotion',
};
const auditOf = (action: string, targetId: number) =>
  t.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('action', '=', action as 'coin_package.update')
    .where('target_id', '=', String(targetId))
    .execute();

describe(`admin coin packages (${label})`, () => {
  it('are seeded once from the defaults, and an edit survives the next start', async () => {
    expect((await listCoinPackages(t.db)).map((p) => p.id)).toEqual(COIN_PACKAGES.map((p) => p.id));
    await updateCoinPackage(t.db, staff, 5, { description: 'Edited by an admin.', reason: 'copy' }, now());
    await seedCatalogue(t.db);
    expect((await listCoinPackages(t.db)).find((p) => p.id === 5)?.description).toBe('Edited by an admin.');
    expect(await auditOf('coin_package.update', 5)).toHaveLength(1);
  });

  it('a new package takes the next id, goes on sale in its sort order, and is audited', async () => {
    const created = await createCoinPackage(t.db, staff, NEW_PACKAGE, now());
    expect(created).toMatchObject({ id: 6, priceUsd: '2.99', sweepstakesCoins: '3.00', purchases: 0 });
    // sort order 0 puts it first in the store.
    expect((await listCoinPackages(t.db))[0]).toMatchObject({ id: 6, name: 'Weekend Pack' });
    const [row] = await auditOf('coin_package.create', 6);
    expect(row).toMatchObject({ before: null, after: { name: 'Weekend Pack', priceUsd: '2.99' } });
    const bought = await purchaseCoinPackage(t.db, {
      userId: await newPlayer(t.db),
      packageId: 6,
      idempotencyKey: 'weekend-pack-1',
      provider: createSandboxPaymentProvider(t.db),
      clock: systemClock,
    });
    expect(bought).toMatchObject({
      status: 'completed',
      response: { priceUsd: '2.99', coinsReceived: '3000.00' },
    });
    expect((await listAdminCoinPackages(t.db)).find((p) => p.id === 6)?.purchases).toBe(1);
  });

  it('two admins creating at once get two ids', async () => {
    const [a, b] = await Promise.all([
      createCoinPackage(t.db, staff, { ...NEW_PACKAGE, name: 'Race A', isActive: false }, now()),
      createCoinPackage(t.db, staff, { ...NEW_PACKAGE, name: 'Race B', isActive: false }, now()),
    ]);
    expect(new Set([a.id, b.id]).size).toBe(2);
    expect(Math.min(a.id, b.id)).toBe(7);
  });

  it('a package taken off sale leaves the store and is refused like an unknown one', async () => {
    await updateCoinPackage(t.db, staff, 2, { isActive: false, reason: 'retired' }, now());
    expect((await listCoinPackages(t.db)).some((p) => p.id === 2)).toBe(false);
    expect((await listAdminCoinPackages(t.db)).find((p) => p.id === 2)?.isActive).toBe(false);
    await expect(findCoinPackage(t.db, 2)).rejects.toMatchObject({ code: 'unknown_package' });
    await expect(
      purchaseCoinPackage(t.db, {
        userId: await newPlayer(t.db),
        packageId: 2,
        idempotencyKey: 'retired-pack-1',
        provider: createSandboxPaymentProvider(t.db),
        clock: systemClock,
      }),
    ).rejects.toMatchObject({ code: 'unknown_package' });
    await updateCoinPackage(t.db, staff, 2, { isActive: true, reason: 'back' }, now());
  });

  it('an edit while a purchase is pending changes nothing of it: completed later, it is charged and credited what it was sold for', async () => {
    const gateway = await startGateway({
      charge: (body, attempt) =>
        attempt === 1
          ? { status: 503, body: { error: 'unavailable' } }
          : { status: 200, body: { status: 'approved', id: `ch_${body.reference}` } },
    });
    try {
      const provider = createHttpPaymentProvider({
        name: 'Acme Pay',
        baseUrl: gateway.url,
        apiKey: 'k',
        testMode: false,
      });
      const player = await newPlayer(t.db);
      const input = {
        userId: player,
        packageId: 3,
        idempotencyKey: 'pending-edit-1',
        provider,
        clock: systemClock,
      };
      const first = await purchaseCoinPackage(t.db, input);
      expect(first.status).toBe('pending');
      // The admin reprices the package and even takes it off sale meanwhile.
      await updateCoinPackage(
        t.db,
        staff,
        3,
        {
          name: 'Repriced Pack',
          priceUsd: '29.99',
          coins: '1.00',
          sweepstakesCoins: '0.00',
          isActive: false,
          reason: 'reprice',
        },
        now(),
      );
      const done = await purchaseCoinPackage(t.db, input);
      expect(done).toMatchObject({
        status: 'completed',
        response: { priceUsd: '19.99', coinsReceived: '25000.00', sweepstakesCoinsReceived: '20.00' },
      });
      expect(gateway.charges.map((c) => c.amount)).toEqual([1_999, 1_999]);
      const state = await getCoinPurchase(t.db, player, done.response.purchaseId);
      expect(state).toMatchObject({
        packageName: 'Repriced Pack',
        priceUsd: '19.99',
        coins: '25000.00',
        status: 'completed',
      });
      expect((await auditLedger(t.db)).ok).toBe(true);
    } finally {
      await gateway.close();
    }
  });

  it.each([
    ['an unknown package', 999, { name: 'Nope Pack', reason: 'nope' }, 'not_found'],
    ['a price above the store maximum', 1, { priceUsd: '10000.01', reason: 'too dear' }, 'validation_error'],
  ])('refuses %s', async (_name, id, change, code) => {
    await expect(updateCoinPackage(t.db, staff, id, change, now())).rejects.toMatchObject({ code });
  });
});
