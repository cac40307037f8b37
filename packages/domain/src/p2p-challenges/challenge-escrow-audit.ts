import { sql, type Database, type Kysely } from '@casino/db';

export interface ChallengeEscrowMismatch {
  /** The challenge id (or the escrow code when no challenge has it). */
  challengeId: string;
  status: string | null;
  expected: bigint;
  held: bigint;
}

/**
 * Every challenge's escrow holds what its status says: one stake while open, both in play, nothing
 * once it ended (paid, returned, refunded); and no challenge escrow exists without its challenge.
 * Part of the ledger audit: a stake lost or paid twice shows here.
 */
export async function auditChallengeEscrow(db: Kysely<Database>): Promise<ChallengeEscrowMismatch[]> {
  const { rows } = await sql<{ challenge_id: string; status: string | null; expected: string; held: string }>`
    select coalesce(c.id, a.code) as challenge_id, c.status,
           (case c.status when 'open' then c.bet_amount when 'playing' then 2 * c.bet_amount else 0 end)::text as expected,
           coalesce(a.balance, 0)::text as held
    from p2p_challenges c
    full join accounts a
      on a.kind = 'escrow' and a.code = 'challenge:' || c.id and a.currency = c.currency
    where (c.id is not null or a.code like 'challenge:%')
      and coalesce(a.balance, 0) <> (case c.status when 'open' then c.bet_amount when 'playing' then 2 * c.bet_amount else 0 end)
    order by 1`.execute(db);
  return rows.map((r) => ({
    challengeId: r.challenge_id,
    status: r.status,
    expected: BigInt(r.expected),
    held: BigInt(r.held),
  }));
}
