import { sql, type Database, type Kysely } from '@casino/db';
import { auditAdjustments, type AdjustmentMismatch } from '../admin/adjustments/adjustment-audit.js';
import { auditPurchaseCredits, type PurchaseCreditMismatch } from '../coin-store/purchase-audit.js';
import { auditPromotionGrants, type PromotionGrantMismatch } from '../promotions/promotion-audit.js';
import {
  auditChallengeEscrow,
  type ChallengeEscrowMismatch,
} from '../p2p-challenges/challenge-escrow-audit.js';
import { auditLiveRoundEscrow, type LiveRoundEscrowMismatch } from '../live-tables/live-escrow-audit.js';
import {
  auditAmoeEntries,
  auditRedemptions,
  auditSweepsGrants,
  type SweepstakesMismatch,
} from '../redemption/redemption-audit.js';
import { reconcileRounds, type HouseMismatch } from './round-reconciliation.js';

export interface LedgerAudit {
  ok: boolean;
  transactions: number;
  entries: number;
  /** Sum of every entry per currency: zero when money is conserved. */
  totals: Record<string, bigint>;
  unbalancedTransactions: bigint[];
  mixedCurrencyTransactions: bigint[];
  /** Bounded accounts whose stored balance differs from the sum of their entries. */
  balanceMismatches: Array<{ accountId: bigint; stored: bigint; fromEntries: bigint }>;
  negativeBalances: bigint[];
  /** Completed purchases not credited exactly once with their package, or other purchases credited. */
  purchaseMismatches: PurchaseCreditMismatch[];
  /** Promotion grants not paid exactly once with their coins, or promotion payments without a grant. */
  promotionMismatches: PromotionGrantMismatch[];
  /** House accounts that do not hold what their games' recorded rounds took (a round lost or doubled). */
  houseMismatches: HouseMismatch[];
  /** Sum of every live hold'em session's stake minus return: zero when every hand's chips add up. */
  holdemImbalance: bigint;
  /** P2P challenges whose escrow does not hold what their status says (one stake open, both in play, none after). */
  challengeEscrowMismatches: ChallengeEscrowMismatch[];
  /** Applied staff adjustments not moved exactly once by their ledger transfer, or transfers without one. */
  adjustmentMismatches: AdjustmentMismatch[];
  /** Live rounds whose escrow does not hold the stakes of their placed bets (all while open, none after). */
  liveRoundEscrowMismatches: LiveRoundEscrowMismatch[];
  /**
   * Issue 18: redemptions that did not move their money exactly as their status says (or a
   * redemptions-payable balance that is not what pending and approved requests are owed), operator
   * credits of sweepstakes coins without their grant, and mail-in entries not paid exactly once.
   */
  sweepstakesMismatches: SweepstakesMismatch[];
}

/**
 * The money audit the tests and the operators run: conservation (every transaction sums to zero in one
 * currency, all accounts together sum to zero, every wallet and escrow balance equals the sum of its
 * entries and is not negative), every completed purchase and promotion grant credited once, every settled round in
 * the ledger (each house account equals its rounds), and every staff adjustment moved exactly once.
 */
export async function auditLedger(db: Kysely<Database>): Promise<LedgerAudit> {
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select('transaction_id')
    .groupBy('transaction_id')
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  const mixed = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select('e.transaction_id')
    .groupBy('e.transaction_id')
    .having(sql`count(distinct a.currency)`, '>', 1)
    .execute();
  const totals = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select(['a.currency', sql<bigint>`coalesce(sum(e.amount), 0)::bigint`.as('total')])
    .groupBy('a.currency')
    .execute();
  const mismatches = await db
    .selectFrom('accounts as a')
    .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select(['a.id', 'a.balance', sql<bigint>`coalesce(sum(e.amount), 0)::bigint`.as('from_entries')])
    .where('a.kind', 'in', ['wallet', 'escrow'])
    .groupBy(['a.id', 'a.balance'])
    .having(sql`a.balance`, '<>', sql`coalesce(sum(e.amount), 0)`)
    .execute();
  const negative = await db
    .selectFrom('accounts')
    .select('id')
    .where('kind', 'in', ['wallet', 'escrow'])
    .where('balance', '<', 0n)
    .execute();
  const counts = await db
    .selectFrom('ledger_entries')
    .select([
      sql<bigint>`count(*)::bigint`.as('entries'),
      sql<bigint>`count(distinct transaction_id)::bigint`.as('transactions'),
    ])
    .executeTakeFirstOrThrow();

  const purchaseMismatches = await auditPurchaseCredits(db);
  const promotionMismatches = await auditPromotionGrants(db);
  const rounds = await reconcileRounds(db);
  const challengeEscrowMismatches = await auditChallengeEscrow(db);
  const adjustmentMismatches = await auditAdjustments(db);
  const liveRoundEscrowMismatches = await auditLiveRoundEscrow(db);
  const sweepstakesMismatches = [
    ...(await auditRedemptions(db)),
    ...(await auditSweepsGrants(db)),
    ...(await auditAmoeEntries(db)),
  ];

  const totalsByCurrency = Object.fromEntries(totals.map((t) => [t.currency, BigInt(t.total)]));
  const audit: LedgerAudit = {
    ok: false,
    transactions: Number(counts.transactions),
    entries: Number(counts.entries),
    totals: totalsByCurrency,
    unbalancedTransactions: unbalanced.map((r) => r.transaction_id),
    mixedCurrencyTransactions: mixed.map((r) => r.transaction_id),
    balanceMismatches: mismatches.map((m) => ({
      accountId: m.id,
      stored: m.balance,
      fromEntries: BigInt(m.from_entries),
    })),
    negativeBalances: negative.map((r) => r.id),
    purchaseMismatches,
    promotionMismatches,
    houseMismatches: rounds.houseMismatches,
    holdemImbalance: rounds.holdemImbalance,
    challengeEscrowMismatches,
    adjustmentMismatches,
    liveRoundEscrowMismatches,
    sweepstakesMismatches,
  };
  audit.ok =
    audit.unbalancedTransactions.length === 0 &&
    audit.mixedCurrencyTransactions.length === 0 &&
    Object.values(audit.totals).every((t) => t === 0n) &&
    audit.balanceMismatches.length === 0 &&
    audit.negativeBalances.length === 0 &&
    audit.purchaseMismatches.length === 0 &&
    audit.promotionMismatches.length === 0 &&
    audit.houseMismatches.length === 0 &&
    audit.holdemImbalance === 0n &&
    audit.challengeEscrowMismatches.length === 0 &&
    audit.adjustmentMismatches.length === 0 &&
    audit.liveRoundEscrowMismatches.length === 0 &&
    audit.sweepstakesMismatches.length === 0;
  return audit;
}
