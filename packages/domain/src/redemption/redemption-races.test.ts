import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { expectAuditOk, refusalOf } from '../../test/challenge-fixtures.js';
import { fixedClock, label, seedCatalogue } from '../../test/economy-fixtures.js';
import {
  adminStaff,
  emitSweepsRound,
  grantSweeps,
  project,
  registeredPlayer,
  RULES,
  verifiedPlayer,
  withOutage,
} from '../../test/redemption-fixtures.js';
import type { Staff } from '../admin/staff-access.js';
import { systemClock } from '../clock.js';
import { getWalletBalances } from '../ledger/balances.js';
import { creditAmoeEntry } from './amoe-credit.js';
import { requestAmoeEntry } from './amoe-entries.js';
import { approveRedemption, retryRedemptionPayout } from './redemption-review.js';
import { cancelRedemption } from './redemption-reversal.js';
import { requestRedemption } from './request-redemption.js';
import { createSandboxKycProvider } from './sandbox-kyc-provider.js';
import { createSandboxPayoutProvider } from './sandbox-payout-provider.js';

// Races between the calls that move a redemption's or a mail-in entry's money, run at once on
// separate connections (real PostgreSQL in the integration stage, TEST_DATABASE_URL; PGlite
// serialises them, which must hold too). After each: one outcome, the money moved once, the audit true.
let t: TestDatabase;
let admins: Staff[];
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  admins = await Promise.all(['Grace', 'Hedy', 'Joan'].map((name) => adminStaff(t.db, name)));
});
afterAll(() => t.close());

const outcomes = <T>(promises: Array<Promise<T>>) => Promise.all(promises.map((p) => refusalOf(p)));
const resolvedCount = (all: Array<{ code: string } | 'resolved'>) =>
  all.filter((o) => o === 'resolved').length;
const sweepsOf = async (userId: string) => (await getWalletBalances(t.db, userId)).sweeps;
const payouts = (userId: string) =>
  t.db.selectFrom('sandbox_payouts').select('reference').where('user_id', '=', userId).execute();
const ledgerStepsOf = (id: string) =>
  t.db
    .selectFrom('ledger_transactions')
    .select('kind')
    .where('idempotency_key', 'like', `redemption:%:${id}`)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.kind));

let keys = 0;
async function pendingRequest(amount = '100.00') {
  const userId = await verifiedPlayer(t.db, createSandboxKycProvider(t.db));
  await grantSweeps(t.db, userId, 20_000n);
  await emitSweepsRound(t.db, userId, 21_000n);
  await project(t.db);
  const { redemption } = await requestRedemption(t.db, {
    userId,
    amount,
    idempotencyKey: `race-key-${++keys}`,
    rules: RULES,
    clock: systemClock,
  });
  return { userId, id: Number(redemption.id), redemptionId: redemption.id };
}

describe(`redemption races on ${label}`, () => {
  it('two cancels at once: one returns the coins, the other is refused', async () => {
    const { userId, id, redemptionId } = await pendingRequest();
    const all = await outcomes([
      cancelRedemption(t.db, userId, id, new Date()),
      cancelRedemption(t.db, userId, id, new Date()),
    ]);
    expect(resolvedCount(all)).toBe(1);
    expect(all).toContainEqual({
      code: 'conflict',
      message: 'This redemption request is already cancelled: only a pending one can be cancelled.',
    });
    expect(await sweepsOf(userId)).toBe(21_000n);
    expect(await ledgerStepsOf(redemptionId)).toEqual(['redemption_reserve', 'redemption_return']);
    await expectAuditOk(t.db);
  });

  it('a cancel and an approval at once: either the coins return or the prize is paid, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const { userId, id, redemptionId } = await pendingRequest();
      const all = await outcomes([
        cancelRedemption(t.db, userId, id, new Date()),
        approveRedemption(t.db, admins[0] as Staff, id, {
          provider: createSandboxPayoutProvider(t.db),
          now: new Date(),
        }),
      ]);
      expect(resolvedCount(all)).toBe(1);
      const status = (
        await t.db
          .selectFrom('redemption_requests')
          .select('status')
          .where('id', '=', BigInt(id))
          .executeTakeFirstOrThrow()
      ).status;
      expect(['cancelled', 'paid']).toContain(status);
      expect(await sweepsOf(userId)).toBe(status === 'cancelled' ? 21_000n : 11_000n);
      expect((await payouts(userId)).length).toBe(status === 'paid' ? 1 : 0);
      expect(await ledgerStepsOf(redemptionId)).toEqual(
        status === 'paid'
          ? ['redemption_reserve', 'redemption_payout']
          : ['redemption_reserve', 'redemption_return'],
      );
    }
    await expectAuditOk(t.db);
  });

  it('three admins approving one request at once: one approves and pays it once', async () => {
    const { userId, id, redemptionId } = await pendingRequest('150.00');
    const all = await outcomes(
      admins.map((staff) =>
        approveRedemption(t.db, staff, id, { provider: createSandboxPayoutProvider(t.db), now: new Date() }),
      ),
    );
    expect(resolvedCount(all)).toBe(1);
    const refused = {
      code: 'conflict',
      message: expect.stringMatching(/^This redemption request is already (approved|paid)/) as string,
    };
    expect(all.filter((o) => o !== 'resolved')).toEqual([refused, refused]);
    expect(await payouts(userId)).toEqual([{ reference: `redemption-${redemptionId}` }]);
    expect(await ledgerStepsOf(redemptionId)).toEqual(['redemption_reserve', 'redemption_payout']);
    await expectAuditOk(t.db);
  });

  it('retries of a failed payout at once pay it once', async () => {
    const { userId, id, redemptionId } = await pendingRequest();
    const { provider, state } = withOutage(createSandboxPayoutProvider(t.db));
    state.down = true;
    await approveRedemption(t.db, admins[0] as Staff, id, { provider, now: new Date() });
    state.down = false;
    const all = await outcomes(
      Array.from({ length: 6 }, (_, i) =>
        retryRedemptionPayout(t.db, admins[i % admins.length] as Staff, id, { provider, now: new Date() }),
      ),
    );
    // Those that found it paid already are refused; the ones that raced the payer answer paid.
    expect(resolvedCount(all)).toBeGreaterThanOrEqual(1);
    const row = await t.db
      .selectFrom('redemption_requests')
      .selectAll()
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
    expect(await payouts(userId)).toHaveLength(1);
    expect(await ledgerStepsOf(redemptionId)).toEqual(['redemption_reserve', 'redemption_payout']);
    const paidSteps = await t.db
      .selectFrom('redemption_steps')
      .select('kind')
      .where('redemption_id', '=', BigInt(id))
      .where('kind', '=', 'paid')
      .execute();
    expect(paidSteps).toHaveLength(1);
    await expectAuditOk(t.db);
  });

  it('ten requests of one player at once (different keys): one is reserved, nine refused', async () => {
    const userId = await verifiedPlayer(t.db, createSandboxKycProvider(t.db));
    await grantSweeps(t.db, userId, 100_000n);
    await emitSweepsRound(t.db, userId, 101_000n);
    await project(t.db);
    const all = await outcomes(
      Array.from({ length: 10 }, (_, i) =>
        requestRedemption(t.db, {
          userId,
          amount: '100.00',
          idempotencyKey: `burst-${i}-key`,
          rules: RULES,
          clock: systemClock,
        }),
      ),
    );
    expect(resolvedCount(all)).toBe(1);
    expect(all.filter((o) => o !== 'resolved').every((o) => o.code === 'conflict')).toBe(true);
    expect(await sweepsOf(userId)).toBe(101_000n - 10_000n);
    await expectAuditOk(t.db);
  });

  it('one key sent ten times at once reserves once and answers each with that request', async () => {
    const userId = await verifiedPlayer(t.db, createSandboxKycProvider(t.db));
    await grantSweeps(t.db, userId, 30_000n);
    await emitSweepsRound(t.db, userId, 31_000n);
    await project(t.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        requestRedemption(t.db, {
          userId,
          amount: '120.00',
          idempotencyKey: 'one-key-ten-times',
          rules: RULES,
          clock: systemClock,
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.redemption.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await sweepsOf(userId)).toBe(31_000n - 12_000n);
  });
});

describe(`mail-in entry races on ${label}`, () => {
  const rules = { coinsPerEntryUnits: 500n, dailyLimit: 1, mailingAddress: 'PO Box 1', excludedRegions: [] };

  it('one code entered by three admins at once, ten times over: credited once', async () => {
    const player = await registeredPlayer(t.db);
    const { code } = await requestAmoeEntry(t.db, player, rules, systemClock);
    const before = await sweepsOf(player);
    const all = await outcomes(
      Array.from({ length: 30 }, (_, i) =>
        creditAmoeEntry(t.db, admins[i % admins.length] as Staff, code, {
          coinsPerEntryUnits: 500n,
          now: new Date(),
        }),
      ),
    );
    expect(resolvedCount(all)).toBe(1);
    expect(all.filter((o) => o !== 'resolved').every((o) => o.code === 'conflict')).toBe(true);
    expect(await sweepsOf(player)).toBe(before + 500n);
    const payments = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'amoe_entry')
      .execute();
    const entries = await t.db
      .selectFrom('amoe_entries')
      .select('id')
      .where('status', '=', 'credited')
      .execute();
    expect(payments.length).toBe(entries.length);
    await expectAuditOk(t.db);
  });

  it('five code requests at once within a limit of one a day: one code', async () => {
    const player = await registeredPlayer(t.db);
    const clock = fixedClock('2026-06-01T08:00:00Z');
    const all = await outcomes(Array.from({ length: 5 }, () => requestAmoeEntry(t.db, player, rules, clock)));
    expect(resolvedCount(all)).toBe(1);
    const rows = await t.db.selectFrom('amoe_entries').select('id').where('user_id', '=', player).execute();
    expect(rows).toHaveLength(1);
  });
});
