import { sql, type Database, type Kysely } from '@casino/db';

export interface LiveRoundEscrowMismatch {
  /** The round id (or the escrow code when no round has it). */
  roundId: string;
  /** The escrow's currency (the table's; another currency's escrow of a round must hold nothing). */
  currency: string;
  status: string | null;
  /** The stakes of the round's bets still placed: what its escrow must hold. */
  expected: bigint;
  held: bigint;
}

/**
 * Every live round's escrow holds exactly the stakes of its bets still placed (all of them while it
 * takes bets or plays, nothing once settled, voided or cancelled), and no live-round escrow exists
 * without its round. Part of the ledger audit: a stake lost, paid twice or left behind shows here.
 * Per currency (issue 18): a round's escrow is in its table's currency, and an escrow of the round in
 * the other currency, should one ever hold anything, shows as a mismatch.
 */
export async function auditLiveRoundEscrow(db: Kysely<Database>): Promise<LiveRoundEscrowMismatch[]> {
  const { rows } = await sql<{
    round_id: string;
    currency: string;
    status: string | null;
    expected: string;
    held: string;
  }>`
    with expected as (
      select r.id, r.status, t.currency, coalesce(sum(b.stake) filter (where b.status = 'placed'), 0) as stakes
      from live_rounds r join live_tables t on t.id = r.table_id left join live_bets b on b.round_id = r.id
      group by r.id, r.status, t.currency
    ),
    escrows as (
      select a.code, a.currency, a.balance from accounts a
      where a.kind = 'escrow' and a.code like 'live-round:%'
    )
    select coalesce(x.id::text, e.code) as round_id, coalesce(x.currency, e.currency) as currency, x.status,
           coalesce(x.stakes, 0)::text as expected, coalesce(e.balance, 0)::text as held
    from expected x full join escrows e on e.code = 'live-round:' || x.id and e.currency = x.currency
    where coalesce(e.balance, 0) <> coalesce(x.stakes, 0)
    order by 1`.execute(db);
  return rows.map((r) => ({
    roundId: r.round_id,
    currency: r.currency,
    status: r.status,
    expected: BigInt(r.expected),
    held: BigInt(r.held),
  }));
}
