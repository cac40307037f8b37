import { sql, type Database, type Kysely } from '@casino/db';
import { formatMoney } from '../../../money.js';
import { isNumber, isString, type GameData } from './recall-steps.js';

interface RoundEntry {
  amount: bigint;
  balance_after: bigint;
}

/**
 * The coin wallet before the round's first ledger entry and after its last. A round's transactions
 * carry its nonce in their memo, and its `roundId` when it spanned several requests (blackjack,
 * video poker, craps); a one-shot round's single transaction was written with its session, in the
 * same database transaction (same `now()`, compared in the database: a JavaScript Date
 * drops the microseconds). The balance after an entry is the sum of the wallet's
 * entries up to it. Null when no entry is found (a hold'em session moves chips in escrow, not here).
 */
export async function roundBalances(
  db: Kysely<Database>,
  round: { userId: string; sessionId: bigint; data: GameData; nonce: number | null },
): Promise<{ before: string | null; after: string | null }> {
  if (round.nonce === null) return { before: null, after: null };
  const roundId =
    isString(round.data.roundId) || isNumber(round.data.roundId) ? String(round.data.roundId) : null;
  const { rows } = await sql<RoundEntry>`
    select e.amount,
           (select sum(x.amount) from ledger_entries x where x.account_id = e.account_id and x.id <= e.id)::bigint
             as balance_after
    from ledger_entries e
    join accounts w on w.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where w.kind = 'wallet' and w.user_id = ${round.userId}
      and w.currency = (select g.currency from game_sessions g where g.id = ${round.sessionId})
      and t.memo->>'nonce' = ${String(round.nonce)}
      and ${
        roundId === null
          ? sql`t.memo->>'roundId' is null
             and t.created_at = (select g.created_at from game_sessions g where g.id = ${round.sessionId})`
          : sql`t.memo->>'roundId' = ${roundId}`
      }
    order by e.id`.execute(db);
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return { before: null, after: null };
  return {
    before: formatMoney(BigInt(first.balance_after) - BigInt(first.amount)),
    after: formatMoney(BigInt(last.balance_after)),
  };
}
