import { sql, type Database, type Kysely } from '@casino/db';

/** A promotion grant not paid exactly once with its amount, or a promotion payment without a grant. */
export interface PromotionGrantMismatch {
  grantKey: string;
  granted: bigint | null;
  credited: bigint;
  payments: number;
}

/**
 * Every promotion grant with coins is paid by exactly one ledger transaction keyed
 * `promotion:<grant key>` that credits the player's wallet with the grant's coins, and no such
 * payment exists without its grant (purchase-bonuses.ts, vip-cashback.ts).
 */
export async function auditPromotionGrants(db: Kysely<Database>): Promise<PromotionGrantMismatch[]> {
  const { rows } = await sql<{
    grant_key: string;
    granted: string | null;
    credited: string;
    payments: number;
  }>`
    with payments as (
      select substring(t.idempotency_key from '^promotion:(.*)$') as grant_key,
             coalesce(sum(e.amount) filter (where a.kind = 'wallet'), 0) as credited,
             count(distinct t.id) as payments
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      where t.idempotency_key like 'promotion:%'
      group by 1
    )
    select coalesce(g.grant_key, p.grant_key) as grant_key, g.coins::text as granted,
           coalesce(p.credited, 0)::text as credited, coalesce(p.payments, 0)::int as payments
    from promotion_grants g
    full join payments p on p.grant_key = g.grant_key
    where g.grant_key is null
       or (g.coins > 0 and (coalesce(p.payments, 0) <> 1 or coalesce(p.credited, 0) <> g.coins))
       or (g.coins = 0 and coalesce(p.payments, 0) <> 0)
    order by 1`.execute(db);
  return rows.map((r) => ({
    grantKey: r.grant_key,
    granted: r.granted === null ? null : BigInt(r.granted),
    credited: BigInt(r.credited),
    payments: Number(r.payments),
  }));
}
