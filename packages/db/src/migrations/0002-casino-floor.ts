import { sql, type Kysely } from 'kysely';

/**
 * Provably fair seed pairs, settled game sessions, open multi-step rounds (blackjack, video poker,
 * craps tables) and the domain-event outbox that projections read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_seeds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revealed_at', 'timestamptz')
    .addCheckConstraint('player_seeds_status', sql`status in ('active', 'revealed')`)
    .execute();
  // One active pair per player: every play locks it, which also serialises a player's plays.
  await sql`create unique index player_seeds_active on player_seeds (user_id) where status = 'active'`.execute(
    db,
  );

  await db.schema
    .createTable('game_sessions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('bet_amount', 'bigint', (c) => c.notNull())
    .addColumn('win_amount', 'bigint', (c) => c.notNull())
    .addColumn('game_data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('game_sessions_amounts', sql`bet_amount >= 0 and win_amount >= 0`)
    .execute();
  await db.schema.createIndex('game_sessions_user').on('game_sessions').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('game_sessions_game_time')
    .on('game_sessions')
    .columns(['game_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('game_rounds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('fairness', 'jsonb', (c) => c.notNull())
    .addColumn('staked', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('game_rounds_status', sql`status in ('open', 'settled')`)
    .execute();
  // At most one open round per player and game (issue 4).
  await sql`create unique index game_rounds_open on game_rounds (user_id, game) where status = 'open'`.execute(
    db,
  );

  await db.schema
    .createTable('domain_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('domain_events_type').on('domain_events').columns(['type', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['domain_events', 'game_rounds', 'game_sessions', 'player_seeds']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
