import { sql, type Kysely } from 'kysely';

/**
 * The player's history (issue 18): indexes for the statement and the game recall, no new table.
 * - ledger_entries (account_id, created_at): a statement's period ("today", a custom range) reads
 *   only its days of a wallet, however long the wallet's history.
 * - game_sessions (user_id, created_at): the rounds list, newest first, and a one-shot round's
 *   session found from its ledger transaction (same now(), history/round-links.ts).
 * - game_sessions by (user_id, roundId) and (user_id, live roundId): the session of a multi-request
 *   round's stake and payout, and of a live table round's bets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_entries_account_time on ledger_entries (account_id, created_at)`.execute(db);
  await sql`create index game_sessions_user_time on game_sessions (user_id, created_at)`.execute(db);
  await sql`create index game_sessions_user_round on game_sessions (user_id, (game_data->>'roundId'))
            where (game_data->>'roundId') is not null`.execute(db);
  await sql`create index game_sessions_user_live_round on game_sessions (user_id, (game_data->'live'->>'roundId'))
            where (game_data->'live'->>'roundId') is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists game_sessions_user_live_round`.execute(db);
  await sql`drop index if exists game_sessions_user_round`.execute(db);
  await sql`drop index if exists game_sessions_user_time`.execute(db);
  await sql`drop index if exists ledger_entries_account_time`.execute(db);
}
