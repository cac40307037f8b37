import { createHash, randomUUID } from 'node:crypto';
import { createDatabase, type Database, type DatabaseHandle, type Kysely } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, label, newPlayer, seedCatalogue } from '../../test/economy-fixtures.js';
import {
  dyingProvider,
  flakyProvider,
  gate,
  namedSandbox,
  scriptedLookups,
  startGateway,
} from '../../test/payment-fixtures.js';
import type { Clock } from '../clock.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { COIN_PACKAGES } from './coin-packages.js';
import { purchaseCoinPackage, STALE_PURCHASE_ATTEMPT_MS } from './coin-purchase.js';
import { createHttpPaymentProvider } from './http-payment-provider.js';
import { chargeReferenceOf, type ChargeLookup, type PaymentProvider } from './payment-provider.js';
import { reconcilePendingPurchases, type ReconcileReport } from './purchase-reconciler.js';
import { createPurchaseReconcilerWorker } from './purchase-reconciler-worker.js';
import { PURCHASE_MESSAGES } from './purchase-settlement.js';
import { getCoinPurchase } from './purchase-state.js';

let t: TestDatabase;
/** A second pool on the same PostgreSQL database: another api process. PGlite has one handle. */
let otherProcess: DatabaseHandle | null = null;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  if (t.url) otherProcess = createDatabase({ kind: 'postgres', url: t.url, poolSize: 10 });
});
afterAll(async () => {
  await otherProcess?.close();
  await t.close();
});
const secondDb = (): Kysely<Database> => otherProcess?.db ?? t.db;

const START = { coins: 1_000_000n, sweeps: 1_000n };
const STALE = STALE_PURCHASE_ATTEMPT_MS;
const PKG = COIN_PACKAGES[0]!;

/** Each test's provider has a name of its own, so a reconciler sees only that test's purchases. */
let providers = 0;
const freshSandbox = () => namedSandbox(t.db, `sandbox-${++providers}`);

type Crash = 'after-charge' | 'before-charge' | 'before-send';

interface Interrupted {
  player: string;
  key: string;
  purchaseId: bigint;
}

/**
 * A purchase whose api process died: `after-charge` once the provider approved it (coins never
 * credited), `before-charge` while the charge was being sent (it never reached the provider),
 * `before-send` right after the pending row was written (no charge was ever sent).
 */
async function interrupt(
  provider: PaymentProvider,
  clock: Clock,
  crash: Crash,
  packageId = 1,
): Promise<Interrupted> {
  const player = await newPlayer(t.db);
  const key = `crash-${randomUUID()}`;
  if (crash === 'before-send') {
    const pkg = COIN_PACKAGES.find((p) => p.id === packageId)!;
    await t.db
      .insertInto('coin_purchases')
      .values({
        user_id: player,
        idempotency_key: key,
        fingerprint: createHash('sha256').update(`coin-package:${packageId}`).digest('hex'),
        package_id: packageId,
        price_cents: pkg.priceCents,
        coins: pkg.coins,
        sweeps: pkg.sweeps,
        provider: provider.info.name,
        attempt_started_at: clock(),
        attempt_token: 'the-dead-process',
      })
      .execute();
  } else {
    const dying = dyingProvider(provider, crash);
    void purchaseCoinPackage(t.db, {
      userId: player,
      packageId,
      idempotencyKey: key,
      provider: dying.provider,
      clock,
    });
    await dying.died;
  }
  const row = await t.db
    .selectFrom('coin_purchases')
    .select('id')
    .where('user_id', '=', player)
    .executeTakeFirstOrThrow();
  return { player, key, purchaseId: row.id };
}

const reconcile = (provider: PaymentProvider, clock: Clock, db: Kysely<Database> = t.db) =>
  reconcilePendingPurchases(db, { provider, clock });

const EMPTY: ReconcileReport = { completed: [], failed: [], pending: [], skipped: [] };

/** How many ledger transactions credited this purchase (coins and sweepstakes coins: 2 when paid). */
const creditsOf = async (purchaseId: bigint) =>
  (
    await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', 'in', [
        `coin_purchase:coins:${purchaseId}`,
        `coin_purchase:sweeps:${purchaseId}`,
      ])
      .execute()
  ).length;

const purchaseRow = (purchaseId: bigint) =>
  t.db.selectFrom('coin_purchases').selectAll().where('id', '=', purchaseId).executeTakeFirstOrThrow();

async function expectConserved() {
  const audit = await auditLedger(t.db);
  expect(
    audit,
    JSON.stringify(audit, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toMatchObject({
    ok: true,
  });
}

async function expectCredited(p: Interrupted, times: 0 | 1) {
  expect(await creditsOf(p.purchaseId)).toBe(times * 2);
  expect(await getWalletBalances(t.db, p.player)).toEqual(
    // The player's first package: the welcome bonus (200% extra coins) comes with it, once.
    times ? { coins: START.coins + 3n * PKG.coins, sweeps: START.sweeps + PKG.sweeps } : START,
  );
}

describe(`coin purchase reconciler (${label})`, () => {
  const CRASHES = [
    {
      name: 'charged, then the process died before crediting',
      crash: 'after-charge',
      settles: 'completed',
      charged: true,
    },
    {
      name: 'died while sending the charge, which never reached the provider',
      crash: 'before-charge',
      settles: 'failed',
      charged: false,
    },
    {
      name: 'died after writing the purchase, before any charge was sent',
      crash: 'before-send',
      settles: 'failed',
      charged: false,
    },
  ] as const;

  it.each(CRASHES)(
    '$name: settled once as $settles, and the player is told',
    async ({ crash, settles, charged }) => {
      const clock = fixedClock(new Date().toISOString());
      const provider = freshSandbox();
      const p = await interrupt(provider, clock, crash);
      const retry = () =>
        purchaseCoinPackage(t.db, { userId: p.player, packageId: 1, idempotencyKey: p.key, provider, clock });

      // While the dead attempt still holds it, nobody touches it: a retry is told it is pending.
      expect(await reconcile(provider, clock)).toEqual(EMPTY);
      expect(await retry()).toMatchObject({
        status: 'pending',
        replayed: true,
        response: { status: 'pending' },
      });
      expect(await getCoinPurchase(t.db, p.player, p.purchaseId.toString())).toMatchObject({
        status: 'pending',
        message: PURCHASE_MESSAGES.pending,
      });

      clock.advance(STALE + 1);
      expect(await reconcile(provider, clock)).toEqual({ ...EMPTY, [settles]: [p.purchaseId] });
      expect(await reconcile(provider, clock)).toEqual(EMPTY);

      // The provider's books agree: charged exactly when the coins were credited.
      expect(await provider.lookup(chargeReferenceOf(p.purchaseId))).toMatchObject({
        status: charged ? 'approved' : 'not_found',
      });
      await expectCredited(p, charged ? 1 : 0);
      const state = await getCoinPurchase(t.db, p.player, p.purchaseId.toString());
      if (charged) {
        expect(state).toMatchObject({ status: 'completed', message: null, coins: '5000.00' });
        expect(await retry()).toMatchObject({
          status: 'completed',
          replayed: true,
          response: { purchaseId: p.purchaseId.toString(), coinsReceived: '5000.00' },
        });
      } else {
        expect(state).toMatchObject({ status: 'failed', message: PURCHASE_MESSAGES.notCompleted });
        expect(state.message).toMatch(/you were not charged/);
        await expect(retry()).rejects.toMatchObject({
          code: 'payment_not_completed',
          message: PURCHASE_MESSAGES.notCompleted,
        });
      }
      await expectCredited(p, charged ? 1 : 0);
      await expectConserved();
    },
  );

  it('two reconcilers at once (two pools on PostgreSQL) settle each purchase exactly once', async () => {
    const clock = fixedClock(new Date().toISOString());
    const provider = freshSandbox();
    const paid = await Promise.all(
      Array.from({ length: 8 }, () => interrupt(provider, clock, 'after-charge')),
    );
    const unpaid = await Promise.all(
      Array.from({ length: 4 }, () => interrupt(provider, clock, 'before-charge')),
    );
    clock.advance(STALE + 1);
    // Slow lookups keep both reconcilers inside the same purchases at the same time.
    const slow = scriptedLookups(provider, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return null;
    });
    const [a, b] = await Promise.all([reconcile(slow, clock, t.db), reconcile(slow, clock, secondDb())]);
    const ids = (list: Interrupted[]) => list.map((p) => p.purchaseId).sort();
    expect([...a.completed, ...b.completed].sort()).toEqual(ids(paid));
    expect([...a.failed, ...b.failed].sort()).toEqual(ids(unpaid));
    expect([...a.pending, ...b.pending]).toEqual([]);
    for (const p of paid) await expectCredited(p, 1);
    for (const p of unpaid) await expectCredited(p, 0);
    await expectConserved();
  });

  it('a reconciler that stalls past its hold is taken over, and the purchase is still credited once', async () => {
    const clock = fixedClock(new Date().toISOString());
    const provider = freshSandbox();
    const p = await interrupt(provider, clock, 'after-charge');
    clock.advance(STALE + 1);
    const stall = gate();
    let asked!: () => void;
    const askedOnce = new Promise<void>((resolve) => (asked = resolve));
    const stalled = scriptedLookups(provider, async () => {
      asked();
      await stall.wait;
      return null;
    });
    const first = reconcile(stalled, clock, t.db);
    await askedOnce;
    // The first reconciler's process froze for longer than its hold: another takes the purchase over.
    clock.advance(STALE + 1);
    expect(await reconcile(provider, clock, secondDb())).toEqual({ ...EMPTY, completed: [p.purchaseId] });
    stall.open();
    // It wakes up with the provider's "approved" and credits nothing more.
    expect(await first).toEqual({ ...EMPTY, skipped: [p.purchaseId] });
    await expectCredited(p, 1);
    await expectConserved();
  });

  it('a player retrying with the same key while the reconciler settles it: one charge, one credit', async () => {
    const clock = fixedClock(new Date().toISOString());
    const provider = freshSandbox();
    const players = await Promise.all(
      Array.from({ length: 6 }, () => interrupt(provider, clock, 'after-charge')),
    );
    clock.advance(STALE + 1);
    const outcomes = await Promise.all(
      players.map(async (p) => {
        const [retry] = await Promise.all([
          purchaseCoinPackage(secondDb(), {
            userId: p.player,
            packageId: 1,
            idempotencyKey: p.key,
            provider,
            clock,
          }),
          reconcile(provider, clock),
        ]);
        return retry;
      }),
    );
    for (const outcome of outcomes) expect(['completed', 'pending']).toContain(outcome.status);
    for (const p of players) {
      await expectCredited(p, 1);
      // Settled either way: the same key now answers the credited purchase.
      expect(
        await purchaseCoinPackage(t.db, {
          userId: p.player,
          packageId: 1,
          idempotencyKey: p.key,
          provider,
          clock,
        }),
      ).toMatchObject({ status: 'completed', response: { purchaseId: p.purchaseId.toString() } });
    }
    await expectConserved();
  });

  it('a charge that lands after the reconciler gave up on it is still credited, once', async () => {
    const clock = fixedClock(new Date().toISOString());
    const provider = freshSandbox();
    const player = await newPlayer(t.db);
    const late = gate();
    let sending!: () => void;
    const sent = new Promise<void>((resolve) => (sending = resolve));
    // The request's process freezes with the charge on its way, for longer than its hold.
    const frozen: PaymentProvider = {
      ...provider,
      charge: async (request) => {
        sending();
        await late.wait;
        return provider.charge(request);
      },
    };
    const request = purchaseCoinPackage(t.db, {
      userId: player,
      packageId: 1,
      idempotencyKey: 'late-charge-01',
      provider: frozen,
      clock,
    });
    await sent;
    const { id } = await t.db
      .selectFrom('coin_purchases')
      .select('id')
      .where('user_id', '=', player)
      .executeTakeFirstOrThrow();
    clock.advance(STALE + 1);
    expect(await reconcile(provider, clock)).toEqual({ ...EMPTY, failed: [id] });
    expect((await purchaseRow(id)).failure_code).toBe('payment_not_completed');
    // The charge reaches the provider after all: the player paid, so the coins are theirs.
    late.open();
    expect(await request).toMatchObject({ status: 'completed', response: { purchaseId: id.toString() } });
    const p = { player, key: 'late-charge-01', purchaseId: id };
    await expectCredited(p, 1);
    expect(await getCoinPurchase(t.db, player, id.toString())).toMatchObject({
      status: 'completed',
      message: null,
    });
    await expectConserved();
  });

  it.each([
    ['charged before the outage', 'after-charge', 'completed', 1],
    ['never charged', 'before-charge', 'failed', 0],
  ] as const)(
    'the provider unreachable: a purchase %s stays pending, then settles once it is back',
    async (_name, crash, settles, credited) => {
      const clock = fixedClock(new Date().toISOString());
      const provider = freshSandbox();
      const p = await interrupt(provider, clock, crash);
      clock.advance(STALE + 1);
      let down = true;
      const flaky = flakyProvider(provider, () => down);
      for (const checks of [1, 2]) {
        expect(await reconcile(flaky, clock)).toEqual({ ...EMPTY, pending: [p.purchaseId] });
        expect(await purchaseRow(p.purchaseId)).toMatchObject({
          status: 'pending',
          checks,
          attempt_started_at: null,
          last_check_error: expect.stringMatching(/^provider unreachable: .*ECONNREFUSED/) as unknown,
        });
      }
      await expectCredited(p, 0);
      down = false;
      expect(await reconcile(flaky, clock)).toEqual({ ...EMPTY, [settles]: [p.purchaseId] });
      expect(await purchaseRow(p.purchaseId)).toMatchObject({
        status: settles,
        checks: 3,
        last_check_error: null,
      });
      await expectCredited(p, credited);
      await expectConserved();
    },
  );

  it('a charge the request could not send is failed only once it can no longer land', async () => {
    const clock = fixedClock(new Date().toISOString());
    const provider = freshSandbox();
    const player = await newPlayer(t.db);
    let down = true;
    const flaky = flakyProvider(provider, () => down);
    const first = await purchaseCoinPackage(t.db, {
      userId: player,
      packageId: 1,
      idempotencyKey: 'unsent-charge-1',
      provider: flaky,
      clock,
    });
    expect(first).toMatchObject({ status: 'pending', response: { message: PURCHASE_MESSAGES.unreachable } });
    const id = BigInt(first.response.purchaseId);
    down = false;
    // The provider does not know it yet, but a charge sent moments ago may still be on its way.
    expect(await reconcile(provider, clock)).toEqual({ ...EMPTY, pending: [id] });
    expect((await purchaseRow(id)).last_check_error).toMatch(/may still land/);
    clock.advance(STALE + 1);
    expect(await reconcile(provider, clock)).toEqual({ ...EMPTY, failed: [id] });
    await expectCredited({ player, key: 'unsent-charge-1', purchaseId: id }, 0);
    await expectConserved();
  });

  it.each<[string, ChargeLookup, 'completed' | 'failed' | 'pending', string | null]>([
    ['approved', { status: 'approved', providerReference: 'ch_scripted' }, 'completed', null],
    [
      'declined',
      { status: 'declined', reason: 'Insufficient funds' },
      'failed',
      'Payment declined: Insufficient funds',
    ],
    ['still processing', { status: 'processing' }, 'pending', PURCHASE_MESSAGES.pending],
  ])('the provider answers %s: the purchase ends %s', async (_name, answer, settles, message) => {
    const clock = fixedClock(new Date().toISOString());
    const provider = freshSandbox();
    const p = await interrupt(provider, clock, 'before-charge');
    clock.advance(STALE + 1);
    expect(
      await reconcile(
        scriptedLookups(provider, () => answer),
        clock,
      ),
    ).toEqual({
      ...EMPTY,
      [settles]: [p.purchaseId],
    });
    const state = await getCoinPurchase(t.db, p.player, p.purchaseId.toString());
    expect(state).toMatchObject({ status: settles, message });
    if (settles === 'completed') expect(state.providerReference).toBe('ch_scripted');
    await expectCredited(p, settles === 'completed' ? 1 : 0);
    await expectConserved();
  });

  it('only asks its own provider about purchases made through it', async () => {
    const clock = fixedClock(new Date().toISOString());
    const mine = freshSandbox();
    const theirs = freshSandbox();
    const p = await interrupt(theirs, clock, 'after-charge');
    clock.advance(STALE + 1);
    expect(await reconcile(mine, clock)).toEqual(EMPTY);
    expect(await reconcile(theirs, clock)).toEqual({ ...EMPTY, completed: [p.purchaseId] });
  });

  describe('through an HTTP gateway', () => {
    const CASES = [
      { name: 'charged, then the process died', crash: 'after-charge', settles: 'completed', credited: 1 },
      { name: 'died before the charge was sent', crash: 'before-charge', settles: 'failed', credited: 0 },
    ] as const;

    it.each(CASES)(
      '$name: the gateway is asked by our reference and the purchase ends $settles',
      async (c) => {
        const gateway = await startGateway();
        try {
          const clock = fixedClock(new Date().toISOString());
          const provider = createHttpPaymentProvider({
            name: `Acme Pay ${++providers}`,
            baseUrl: gateway.url,
            apiKey: 'sk_test_rec',
            testMode: false,
          });
          const p = await interrupt(provider, clock, c.crash);
          clock.advance(STALE + 1);
          expect(await reconcile(provider, clock)).toEqual({ ...EMPTY, [c.settles]: [p.purchaseId] });
          expect(gateway.lookups).toEqual([
            { reference: chargeReferenceOf(p.purchaseId), auth: 'Bearer sk_test_rec' },
          ]);
          expect(gateway.charges).toHaveLength(c.crash === 'after-charge' ? 1 : 0);
          await expectCredited(p, c.credited);
          await expectConserved();
        } finally {
          await gateway.close();
        }
      },
    );

    it('a gateway that answers 404 without saying "not_found" (a wrong URL) fails nothing', async () => {
      const gateway = await startGateway({
        lookup: () => ({ status: 404, body: { error: 'no such route' } }),
      });
      try {
        const clock = fixedClock(new Date().toISOString());
        const provider = createHttpPaymentProvider({
          name: `Acme Pay ${++providers}`,
          baseUrl: gateway.url,
          apiKey: 'k',
          testMode: false,
        });
        const p = await interrupt(provider, clock, 'before-charge');
        clock.advance(STALE + 1);
        expect(await reconcile(provider, clock)).toEqual({ ...EMPTY, pending: [p.purchaseId] });
        expect((await purchaseRow(p.purchaseId)).last_check_error).toMatch(/answered a lookup with 404/);
      } finally {
        await gateway.close();
      }
    });
  });

  it('the worker settles on its interval, and stop waits for the run under way', async () => {
    const clock = fixedClock(new Date().toISOString());
    const provider = freshSandbox();
    const p = await interrupt(provider, clock, 'after-charge');
    clock.advance(STALE + 1);
    const reports: ReconcileReport[] = [];
    const worker = createPurchaseReconcilerWorker(t.db, {
      provider,
      clock,
      intervalMs: 20,
      onReport: (report) => reports.push(report),
    });
    worker.start();
    try {
      await expect
        .poll(async () => (await purchaseRow(p.purchaseId)).status, { timeout: 10_000 })
        .toBe('completed');
    } finally {
      await worker.stop();
    }
    expect(reports.flatMap((r) => r.completed)).toEqual([p.purchaseId]);
    await expectCredited(p, 1);
  });
});
