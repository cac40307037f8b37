import { sql, type Database, type Kysely } from '@casino/db';

/** A purchase whose credits in the ledger do not match its status. */
export interface PurchaseCreditMismatch {
  purchaseId: bigint;
  status: string;
  coinsCredited: bigint;
  coinCredits: number;
  sweepsCredited: bigint;
  sweepsCredits: number;
}

/**
 * Every completed purchase is credited once, with exactly its package (coins from the store, bonus
 * sweepstakes coins from promotions), and no other purchase is credited at all. The credits are the
 * ledger transactions keyed `coin_purchase:<currency>:<purchase id>` (purchase-settlement.ts).
 */
export async function auditPurchaseCredits(db: Kysely<Database>): Promise<PurchaseCreditMismatch[]> {
  const { rows } = await sql<{
    id: bigint;
    status: string;
    coins: bigint;
    sweeps: bigint;
    coins_credited: bigint;
    coin_credits: number;
    sweeps_credited: bigint;
    sweeps_credits: number;
  }>`
    with credits as (
      select substring(t.idempotency_key from '^coin_purchase:([a-z]+):') as currency,
             substring(t.idempotency_key from '^coin_purchase:[a-z]+:([0-9]+)$')::bigint as purchase_id,
             sum(e.amount) filter (where a.kind = 'wallet') as credited,
             count(distinct t.id) as transactions
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      where t.idempotency_key like 'coin_purchase:%'
      group by 1, 2
    )
    select p.id, p.status, p.coins, p.sweeps,
           coalesce(c.credited, 0)::bigint as coins_credited, coalesce(c.transactions, 0)::int as coin_credits,
           coalesce(s.credited, 0)::bigint as sweeps_credited, coalesce(s.transactions, 0)::int as sweeps_credits
    from coin_purchases p
    left join credits c on c.purchase_id = p.id and c.currency = 'coins'
    left join credits s on s.purchase_id = p.id and s.currency = 'sweeps'
    where case when p.status = 'completed'
               then coalesce(c.transactions, 0) <> 1 or coalesce(c.credited, 0) <> p.coins
                    or coalesce(s.transactions, 0) <> (case when p.sweeps > 0 then 1 else 0 end)
                    or coalesce(s.credited, 0) <> p.sweeps
               else coalesce(c.transactions, 0) + coalesce(s.transactions, 0) > 0 end
    order by p.id`.execute(db);
  return rows.map((r) => ({
    purchaseId: BigInt(r.id),
    status: r.status,
    coinsCredited: BigInt(r.coins_credited),
    coinCredits: Number(r.coin_credits),
    sweepsCredited: BigInt(r.sweeps_credited),
    sweepsCredits: Number(r.sweeps_credits),
  }));
}
