import { sql, type CurrencyCode, type Database, type Kysely, type RawBuilder } from '@casino/db';
import { transactionsOfChallenge, transactionsOfSession } from '../round-links.js';

/** A wallet around a round: before its first entry on the wallet, after the round's last movement. */
export interface RoundBalances {
  currency: CurrencyCode;
  before: bigint;
  after: bigint;
}

interface BalanceRow {
  currency: CurrencyCode;
  before: bigint | string;
  after: bigint | string;
}

/**
 * The player's wallet before and after a round, given the round's ledger transactions. A wallet's
 * balance after an entry is its balance now less every later entry (a wallet changes only through
 * the ledger, which the conservation audit checks), so recent rounds read few rows. "After" counts
 * the round's last transaction even when it did not touch the wallet (a lost live round settles
 * from the escrow without paying this player). Null when no entry of the round is on a wallet of theirs.
 */
async function balancesAround(
  db: Kysely<Database>,
  userId: string,
  transactions: RawBuilder<bigint>,
): Promise<RoundBalances | null> {
  const { rows } = await sql<BalanceRow>`
    with tx as ${transactions},
    legs as (select e.id, e.account_id from ledger_entries e where e.transaction_id in (select * from tx)),
    wallet as (
      select l.account_id, min(l.id) as first_id from legs l
      join accounts a on a.id = l.account_id and a.kind = 'wallet' and a.user_id = ${userId}
      group by l.account_id order by min(l.id) limit 1
    )
    select a.currency,
      (a.balance - coalesce((select sum(x.amount) from ledger_entries x
                             where x.account_id = w.account_id and x.id >= w.first_id), 0))::bigint as before,
      (a.balance - coalesce((select sum(x.amount) from ledger_entries x
                             where x.account_id = w.account_id and x.id > (select max(id) from legs)), 0))::bigint as after
    from wallet w join accounts a on a.id = w.account_id`.execute(db);
  const row = rows[0];
  return row ? { currency: row.currency, before: BigInt(row.before), after: BigInt(row.after) } : null;
}

/** The wallet around a game session (null for a poker hand, which moves chips at the table only). */
export const sessionBalances = (
  db: Kysely<Database>,
  session: { userId: string; sessionId: bigint },
): Promise<RoundBalances | null> =>
  balancesAround(
    db,
    session.userId,
    sql<bigint>`(select r.* from game_sessions s cross join lateral ${transactionsOfSession('s')} as r
                 where s.id = ${session.sessionId})`,
  );

/** The wallet around a challenge: before its stake, after it was paid, returned or refunded. */
export const challengeBalances = (
  db: Kysely<Database>,
  userId: string,
  challengeId: string,
): Promise<RoundBalances | null> => balancesAround(db, userId, transactionsOfChallenge(challengeId));
