import { sql, type RawBuilder } from '@casino/db';

/*
 * How a ledger transaction and the round it belongs to find each other, both ways (the statement's
 * "game and round" column; a round's balance before and after and its currency). The writers keep
 * no link column; the keys are in each transaction's memo and each game session's game data:
 *
 * - a one-shot round (slots, roulette, baccarat, a free spin, a jackpot round): memo { game, nonce },
 *   written in the same database transaction as its session: same `created_at` (now()) and nonce;
 * - a round over several requests (blackjack, video poker, craps): memo { game, roundId, nonce },
 *   the session's game data { roundId, fairness.nonce } (craps: one session per roll that settled);
 * - a live table round: memo { tableId, roundId } on `live_*` kinds, the session's
 *   game data { live: { roundId } }, the stakes held in the escrow account `live-round:<roundId>`;
 * - a P2P challenge: memo { challengeId }, the stakes in the escrow account `challenge:<id>`;
 * - a poker table: memo { tableId } (buy-in, cash-out); a hand moves chips between seat escrows only.
 *
 * A one-shot round's transaction and session share now() to the microsecond: they are compared in
 * the database, never through a JavaScript Date (which keeps milliseconds only).
 */

/** How far a multi-request round's stake may precede its session (a blackjack hand left open). */
const OPEN_ROUND_WINDOW = sql`interval '1 day'`;

/**
 * The game session (id, game_id) a wallet entry's transaction belongs to, for a lateral join: `t` is
 * the alias of the entry with its transaction's kind and memo and its created_at, `userId` the
 * wallet's owner. Each branch is one index lookup (migration 0021); the others are constant false.
 */
export function sessionOfTransaction(t: string, userId: string): RawBuilder<{ id: bigint; game_id: number }> {
  const ref = (column: string) => sql.ref(`${t}.${column}`);
  const owner = sql`${userId}`;
  return sql<{ id: bigint; game_id: number }>`(
    select s.id, s.game_id from game_sessions s
    where s.user_id = ${owner} and ${ref('kind')} like 'live%' and ${ref('memo')}->>'roundId' is not null
      and s.game_data->'live'->>'roundId' = ${ref('memo')}->>'roundId'
    union all
    select s.id, s.game_id from game_sessions s
    where s.user_id = ${owner} and ${ref('kind')} not like 'live%' and ${ref('memo')}->>'roundId' is not null
      and s.game_data->>'roundId' = ${ref('memo')}->>'roundId'
      and s.game_data->'fairness'->>'nonce' = ${ref('memo')}->>'nonce'
    union all
    select s.id, s.game_id from game_sessions s
    where s.user_id = ${owner} and ${ref('memo')}->>'roundId' is null and ${ref('memo')}->>'nonce' is not null
      and s.created_at = ${ref('created_at')}
      and s.game_data->'fairness'->>'nonce' = ${ref('memo')}->>'nonce'
    limit 1)`;
}

/**
 * The ids of the ledger transactions of a game session `s` (an alias with user_id, game_data and
 * created_at): its stake and return for a casino game, every movement of its live round's escrow.
 */
export function transactionsOfSession(s: string): RawBuilder<bigint> {
  const ref = (column: string) => sql.ref(`${s}.${column}`);
  const data = ref('game_data');
  return sql<bigint>`(
    select e.transaction_id from ledger_entries e
    join accounts w on w.id = e.account_id and w.kind = 'wallet' and w.user_id = ${ref('user_id')}
    join ledger_transactions t on t.id = e.transaction_id
    where ${data}->>'roundId' is null and ${data}->'live' is null
      and e.created_at = ${ref('created_at')}
      and t.memo->>'nonce' = ${data}->'fairness'->>'nonce'
    union
    select e.transaction_id from ledger_entries e
    join accounts w on w.id = e.account_id and w.kind = 'wallet' and w.user_id = ${ref('user_id')}
    join ledger_transactions t on t.id = e.transaction_id
    where ${data}->>'roundId' is not null
      and e.created_at between ${ref('created_at')} - ${OPEN_ROUND_WINDOW} and ${ref('created_at')} + interval '1 minute'
      and t.memo->>'roundId' = ${data}->>'roundId'
      and t.memo->>'nonce' = ${data}->'fairness'->>'nonce'
    union
    select e.transaction_id from ledger_entries e
    join accounts x on x.id = e.account_id and x.kind = 'escrow'
    where ${data}->'live'->>'roundId' is not null
      and x.code = 'live-round:' || (${data}->'live'->>'roundId'))`;
}

/** The ids of the ledger transactions of a challenge: every movement of its escrow. */
export const transactionsOfChallenge = (
  challengeId: string | RawBuilder<string>,
): RawBuilder<bigint> => sql<bigint>`(
  select e.transaction_id from ledger_entries e
  join accounts x on x.id = e.account_id and x.kind = 'escrow'
  where x.code = 'challenge:' || ${challengeId})`;

/** The currency a game session was played with (game_sessions.currency, migration 0018). */
export function currencyOfSession(s: string): RawBuilder<'coins' | 'sweeps'> {
  return sql<'coins' | 'sweeps'>`${sql.ref(`${s}.currency`)}`;
}
