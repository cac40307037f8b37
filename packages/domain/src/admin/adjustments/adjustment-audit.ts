import { sql, type Database, type Kysely } from '@casino/db';
import { ADJUSTMENT_TRANSACTION_KIND } from './apply-adjustment.js';

export interface AdjustmentMismatch {
  /** The adjustment (null: a ledger transaction no applied adjustment owns). */
  adjustmentId: string | null;
  transactionId: bigint | null;
  problem: string;
}

/**
 * Part of the ledger audit (issue 15): every applied adjustment is exactly its ledger transaction (of
 * kind `adjustment`, two entries: its amount into the player's wallet and out of the adjustments
 * account, in its currency); every `adjustment` transaction, and every movement of the adjustments
 * account, belongs to exactly one applied adjustment.
 */
export async function auditAdjustments(db: Kysely<Database>): Promise<AdjustmentMismatch[]> {
  const kind = ADJUSTMENT_TRANSACTION_KIND;
  const applied = await sql<{ id: string; transaction_id: string | null }>`
    select b.id::text as id, b.transaction_id::text as transaction_id
    from balance_adjustments b
    left join ledger_transactions t on t.id = b.transaction_id
    where b.status = 'applied' and (
      t.id is null
      or t.kind <> ${kind}
      or (select count(*) from ledger_entries e where e.transaction_id = t.id) <> 2
      or not exists (
        select 1 from ledger_entries e join accounts a on a.id = e.account_id
        where e.transaction_id = t.id and a.kind = 'wallet' and a.user_id = b.user_id
          and a.currency = b.currency and e.amount = b.amount)
      or not exists (
        select 1 from ledger_entries e join accounts a on a.id = e.account_id
        where e.transaction_id = t.id and a.kind = 'adjustments'
          and a.currency = b.currency and e.amount = -b.amount)
    )
    order by b.id`.execute(db);
  const orphans = await sql<{ transaction_id: string; kind: string; owners: string }>`
    select t.id::text as transaction_id, t.kind,
           (select count(*) from balance_adjustments b
             where b.transaction_id = t.id and b.status = 'applied')::text as owners
    from ledger_transactions t
    where (t.kind = ${kind} or exists (
             select 1 from ledger_entries e join accounts a on a.id = e.account_id
             where e.transaction_id = t.id and a.kind = 'adjustments'))
      and (t.kind <> ${kind} or (select count(*) from balance_adjustments b
             where b.transaction_id = t.id and b.status = 'applied') <> 1)
    order by t.id`.execute(db);
  return [
    ...applied.rows.map((r) => ({
      adjustmentId: r.id,
      transactionId: r.transaction_id === null ? null : BigInt(r.transaction_id),
      problem: 'applied adjustment without its exact ledger transfer',
    })),
    ...orphans.rows.map((r) => ({
      adjustmentId: null,
      transactionId: BigInt(r.transaction_id),
      problem:
        r.kind !== kind
          ? `a ${r.kind} transaction moved the adjustments account`
          : r.owners === '0'
            ? 'adjustment transfer without an applied adjustment'
            : `adjustment transfer owned by ${r.owners} adjustments`,
    })),
  ];
}
