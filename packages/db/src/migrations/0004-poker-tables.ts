import { sql, type Kysely } from 'kysely';

/**
 * Live hold'em: the catalogue of cash tables (with the lease that says which rooms process hosts each
 * one) and the record of every hand (seed commitment at the start, history and revealed seed at the
 * end, or voided after a crash). The chips at a table are escrow accounts in the ledger, one per seated
 * player (`poker:<tableId>:<userId>`), so a crash can never lose them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('poker_tables')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('small_blind', 'bigint', (c) => c.notNull())
    .addColumn('big_blind', 'bigint', (c) => c.notNull())
    .addColumn('max_players', 'integer', (c) => c.notNull())
    .addColumn('min_buy_in', 'bigint', (c) => c.notNull())
    .addColumn('max_buy_in', 'bigint', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    // Kept by the hosting room as players sit and leave, so the lobby needs no round trip to the room.
    .addColumn('seated_players', 'integer', (c) => c.notNull().defaultTo(0))
    // Which rooms process hosts the table, until when: a process that stops renewing (killed, frozen)
    // loses the table, and the next host voids its unfinished hand and refunds the chips first.
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('poker_tables_blinds', sql`small_blind > 0 and big_blind >= small_blind`)
    .addCheckConstraint('poker_tables_seats', sql`max_players between 2 and 10`)
    .addCheckConstraint('poker_tables_buy_in', sql`min_buy_in >= big_blind and max_buy_in >= min_buy_in`)
    .addCheckConstraint('poker_tables_seated', sql`seated_players between 0 and max_players`)
    .execute();

  await db.schema
    .createTable('poker_hands')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('poker_tables.id'))
    .addColumn('hand_number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('in_progress'))
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    // Revealed when the hand ends (completed or voided); never sent to anyone before.
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('players', 'jsonb', (c) => c.notNull())
    .addColumn('pot', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('history', 'jsonb')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .addCheckConstraint('poker_hands_status', sql`status in ('in_progress', 'completed', 'voided')`)
    .execute();
  await sql`create unique index poker_hands_number on poker_hands (table_id, hand_number)`.execute(db);
  await sql`create index poker_hands_recent on poker_hands (table_id, ended_at) where status = 'completed'`.execute(
    db,
  );
  await sql`create index poker_hands_open on poker_hands (table_id) where status = 'in_progress'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('poker_hands').ifExists().execute();
  await db.schema.dropTable('poker_tables').ifExists().execute();
}
