import { sql, type Kysely } from 'kysely';

/**
 * The back office's overview (issue 15) reads game sessions by when they settled, a period of days
 * out of the whole history: without an index on created_at that is a full scan of the largest table
 * (EXPLAIN: Parallel Seq Scan on game_sessions). A BRIN index fits rows appended in time order: a few
 * pages for millions of rows, and next to nothing added to the bet's insert (a btree would be one more
 * index entry per round on the hottest table).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index game_sessions_created_brin on game_sessions using brin (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists game_sessions_created_brin`.execute(db);
}
