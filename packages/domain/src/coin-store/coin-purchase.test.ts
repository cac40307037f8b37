import { createHash } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, label, newPlayer, seedCatalogue } from '../../test/economy-fixtures.js';
import { startGateway } from '../../test/payment-fixtures.js';
import { systemClock } from '../clock.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { COIN_PACKAGES, listCoinPackages } from './coin-packages.js';
import {
  purchaseCoinPackage,
  STALE_PURCHASE_ATTEMPT_MS,
  type PurchaseInput,
  type PurchaseOutcome,
} from './coin-purchase.js';
import { createHttpPaymentProvider } from './http-payment-provider.js';
import { PURCHASE_MESSAGES } from './purchase-settlement.js';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.js';

let t: TestDatabase;
let sandbox: ReturnType<typeof createSandboxPaymentProvider>;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  sandbox = createSandboxPaymentProvider(t.db);
});
afterAll(() => t.close());

const START = { coins: 1_000_000n, sweeps: 1_000n };
/** A new player's first package comes with the welcome bonus: 200% extra coins (promotions). */
const WITH_WELCOME = (coins: bigint): bigint => coins * 3n;
const purchasesOf = (userId: string) =>
  t.db.selectFrom('coin_purchases').selectAll().where('user_id', '=', userId).execute();

/** The credited answer of a purchase that must have completed. */
async function completed(outcome: Promise<PurchaseOutcome>) {
  const settled = await outcome;
  if (settled.status !== 'completed') throw new Error(`expected completed, got ${JSON.stringify(settled)}`);
  return settled;
}

describe(`coin store purchases (${label})`, () => {
  it('lists the seeded packages: coins sold, sweepstakes coins only as a free bonus', async () => {
    const packages = await listCoinPackages(t.db);
    expect(packages.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(packages.filter((p) => p.isPopular)).toHaveLength(1);
    expect(packages[2]).toMatchObject({
      name: 'Popular Pack',
      priceUsd: '19.99',
      coins: '25000.00',
      sweepstakesCoins: '20.00',
      bonusPercentage: 25,
    });
  });

  it('credits the coins and the bonus sweepstakes coins once, and replays the answer for the same key', async () => {
    const player = await newPlayer(t.db);
    const first = await completed(
      purchaseCoinPackage(t.db, {
        userId: player,
        packageId: 3,
        idempotencyKey: 'buy-0001-aaaa',
        provider: sandbox,
        clock: systemClock,
      }),
    );
    expect(first.replayed).toBe(false);
    expect(first.response).toMatchObject({
      packageId: 3,
      priceUsd: '19.99',
      coinsReceived: '25000.00',
      sweepstakesCoinsReceived: '20.00',
      balance: '85000.00',
      sweepstakesCoins: '30.00',
      promotionBonuses: [{ promotion: 'welcome', coins: '50000.00', freeSpins: 100 }],
      paymentProvider: { name: 'sandbox', testMode: true },
      providerReference: `sandbox_coin-purchase-${first.response.purchaseId}`,
    });
    const again = await purchaseCoinPackage(t.db, {
      userId: player,
      packageId: 3,
      idempotencyKey: 'buy-0001-aaaa',
      provider: sandbox,
      clock: systemClock,
    });
    expect(again).toEqual({ status: 'completed', response: first.response, replayed: true });
    expect(await getWalletBalances(t.db, player)).toEqual({
      coins: START.coins + WITH_WELCOME(2_500_000n),
      sweeps: START.sweeps + 2_000n,
    });
    expect(await purchasesOf(player)).toHaveLength(1);
  });

  it('refuses the same key with another package (422) and an unknown package (404), changing nothing', async () => {
    const player = await newPlayer(t.db);
    await purchaseCoinPackage(t.db, {
      userId: player,
      packageId: 1,
      idempotencyKey: 'buy-0002-bbbb',
      provider: sandbox,
      clock: systemClock,
    });
    await expect(
      purchaseCoinPackage(t.db, {
        userId: player,
        packageId: 2,
        idempotencyKey: 'buy-0002-bbbb',
        provider: sandbox,
        clock: systemClock,
      }),
    ).rejects.toMatchObject({ code: 'idempotency_key_reused' });
    await expect(
      purchaseCoinPackage(t.db, {
        userId: player,
        packageId: 99,
        idempotencyKey: 'buy-0002-cccc',
        provider: sandbox,
        clock: systemClock,
      }),
    ).rejects.toMatchObject({ code: 'unknown_package' });
    expect((await getWalletBalances(t.db, player)).coins).toBe(START.coins + WITH_WELCOME(500_000n));
    expect(await purchasesOf(player)).toHaveLength(1);
  });

  it('keys belong to one player: another player may use the same key', async () => {
    const [a, b] = [await newPlayer(t.db), await newPlayer(t.db)];
    for (const player of [a, b]) {
      const { replayed } = await purchaseCoinPackage(t.db, {
        userId: player,
        packageId: 1,
        idempotencyKey: 'shared-key-123',
        provider: sandbox,
        clock: systemClock,
      });
      expect(replayed).toBe(false);
    }
  });

  it('pays once for 20 simultaneous purchases with one key: the others replay it or are told it is pending', async () => {
    const player = await newPlayer(t.db);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        purchaseCoinPackage(t.db, {
          userId: player,
          packageId: 5,
          idempotencyKey: 'race-key-0001',
          provider: sandbox,
          clock: systemClock,
        }),
      ),
    );
    const done = outcomes.filter((o) => o.status === 'completed');
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.response.purchaseId)).size).toBe(1);
    for (const o of outcomes.filter((x) => x.status === 'pending'))
      expect(o.response).toMatchObject({
        status: 'pending',
        packageId: 5,
        message: PURCHASE_MESSAGES.pending,
      });
    const pkg = COIN_PACKAGES[4]!;
    expect(await getWalletBalances(t.db, player)).toEqual({
      coins: START.coins + WITH_WELCOME(pkg.coins),
      sweeps: START.sweeps + pkg.sweeps,
    });
    const credits = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', 'like', `coin_purchase:%:${done[0]!.response.purchaseId}`)
      .execute();
    expect(credits).toHaveLength(2);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('a real gateway plugs in: approved charges carry our reference as their idempotency key', async () => {
    const gateway = await startGateway();
    try {
      const provider = createHttpPaymentProvider({
        name: 'Acme Pay',
        baseUrl: gateway.url,
        apiKey: 'sk_test_123',
        testMode: false,
      });
      const player = await newPlayer(t.db);
      const { response } = await completed(
        purchaseCoinPackage(t.db, {
          userId: player,
          packageId: 2,
          idempotencyKey: 'gateway-ok-01',
          provider,
          clock: systemClock,
        }),
      );
      expect(response).toMatchObject({
        paymentProvider: { name: 'Acme Pay', testMode: false },
        providerReference: `ch_coin-purchase-${response.purchaseId}`,
      });
      expect(gateway.charges).toEqual([
        {
          reference: `coin-purchase-${response.purchaseId}`,
          amount: 999,
          currency: 'USD',
          description: expect.any(String) as unknown,
          customer: player,
          idempotencyKey: `coin-purchase-${response.purchaseId}`,
          auth: 'Bearer sk_test_123',
        },
      ]);
    } finally {
      await gateway.close();
    }
  });

  it('a declined charge credits nothing, and the same key replays the refusal', async () => {
    const gateway = await startGateway({
      charge: () => ({ status: 402, body: { status: 'declined', reason: 'Card expired' } }),
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
        packageId: 1,
        idempotencyKey: 'gateway-declined',
        provider,
        clock: systemClock,
      };
      await expect(purchaseCoinPackage(t.db, input)).rejects.toMatchObject({
        code: 'payment_declined',
        message: 'Payment declined: Card expired',
      });
      await expect(purchaseCoinPackage(t.db, input)).rejects.toMatchObject({
        code: 'payment_declined',
        message: 'Payment declined: Card expired',
      });
      expect(gateway.charges).toHaveLength(1);
      expect(await getWalletBalances(t.db, player)).toEqual(START);
    } finally {
      await gateway.close();
    }
  });

  it('an unreachable gateway leaves the purchase pending; a retry with the same key charges the same reference once', async () => {
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
        packageId: 1,
        idempotencyKey: 'gateway-retry-1',
        provider,
        clock: systemClock,
      };
      const first = await purchaseCoinPackage(t.db, input);
      expect(first).toMatchObject({
        status: 'pending',
        replayed: false,
        response: { status: 'pending', packageId: 1, message: PURCHASE_MESSAGES.unreachable },
      });
      expect(await getWalletBalances(t.db, player)).toEqual(START);
      const { response } = await completed(purchaseCoinPackage(t.db, input));
      expect(response.coinsReceived).toBe('5000.00');
      expect(response.purchaseId).toBe(first.response.purchaseId);
      expect(new Set(gateway.charges.map((s) => s.reference))).toEqual(
        new Set([`coin-purchase-${response.purchaseId}`]),
      );
      expect((await getWalletBalances(t.db, player)).coins).toBe(START.coins + WITH_WELCOME(500_000n));
    } finally {
      await gateway.close();
    }
  });

  it('a pending attempt held by another process answers pending; once it is stale a retry takes it over', async () => {
    const clock = fixedClock(new Date().toISOString());
    const player = await newPlayer(t.db);
    // The first attempt committed its pending row, then its process died before charging.
    await t.db
      .insertInto('coin_purchases')
      .values({
        user_id: player,
        idempotency_key: 'crashed-attempt',
        fingerprint: createHash('sha256').update('coin-package:1').digest('hex'),
        package_id: 1,
        price_cents: 499,
        coins: 500_000n,
        sweeps: 500n,
        provider: 'sandbox',
        attempt_started_at: clock(),
        attempt_token: 'the-dead-process',
      })
      .execute();
    const input: PurchaseInput = {
      userId: player,
      packageId: 1,
      idempotencyKey: 'crashed-attempt',
      provider: sandbox,
      clock,
    };
    expect(await purchaseCoinPackage(t.db, input)).toMatchObject({
      status: 'pending',
      replayed: true,
      response: { status: 'pending', packageId: 1 },
    });
    clock.advance(STALE_PURCHASE_ATTEMPT_MS + 1);
    expect((await completed(purchaseCoinPackage(t.db, input))).response.coinsReceived).toBe('5000.00');
    expect(await purchaseCoinPackage(t.db, input)).toMatchObject({ status: 'completed', replayed: true });
    expect((await getWalletBalances(t.db, player)).coins).toBe(START.coins + WITH_WELCOME(500_000n));
  });
});
