import { sql, type Database, type Kysely } from '@casino/db';

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
}

/**
 * Proves conservation: every transaction sums to zero in one currency, all accounts together sum to
 * zero, and every wallet and escrow balance equals the sum of its entries and is not negative.
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
  };
  audit.ok =
    audit.unbalancedTransactions.length === 0 &&
    audit.mixedCurrencyTransactions.length === 0 &&
    Object.values(audit.totals).every((t) => t === 0n) &&
    audit.balanceMismatches.length === 0 &&
    audit.negativeBalances.length === 0;
  return audit;
}
