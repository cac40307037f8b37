import { sql, type Kysely } from 'kysely';

/**
 * Live tables (issue 16): shared roulette, blackjack and baccarat rounds in rooms.
 * - live_tables: one row per table, public (one per live game of the registry, seeded) or private
 *   (opened by a player, joined by its short room code); hosted by whichever rooms process holds its
 *   lease, as a poker table.
 * - live_shoes: the card games' shoes, each shuffled from a server seed whose hash is published when
 *   the shoe starts and which is revealed when it ends (the cut card).
 * - live_rounds: one round of a table: its seed commitment (roulette: the round's own seed; cards:
 *   the shoe's, with the round's first card position), the betting window, the persisted outcome and
 *   its settlement. At most one unfinished round per table.
 * - live_bets: every accepted bet; its stake sits in the round's escrow account
 *   (`escrow:live-round:<id>`) from the moment it is accepted until the round settles or is voided.
 * Private poker tables get a room code and a creator too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_tables')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('game_key', 'text', (c) =>
      c.notNull().check(sql`game_key in ('live-roulette', 'live-blackjack', 'live-baccarat')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    // Private tables only: six characters from an alphabet without look-alikes.
    .addColumn('room_code', 'text', (c) => c.unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id'))
    .addColumn('min_bet', 'bigint', (c) => c.notNull())
    .addColumn('max_bet', 'bigint', (c) => c.notNull())
    .addColumn('round_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_active_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addCheckConstraint('live_tables_limits', sql`min_bet > 0 and max_bet >= min_bet`)
    .addCheckConstraint('live_tables_private_code', sql`(room_code is null) = (created_by is null)`)
    .execute();

  await db.schema
    .createTable('live_shoes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('live_tables.id'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('decks', 'integer', (c) => c.notNull())
    .addColumn('cut_position', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set when the cut card came out (or the table closed): the seed is public from then on.
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await sql`create unique index live_shoes_one_open on live_shoes (table_id) where ended_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('live_rounds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('live_tables.id'))
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('betting', 'playing', 'settling', 'settled', 'voided')`),
    )
    // Roulette: the round's own seed (revealed once settled). Card games: null, the shoe's seed.
    .addColumn('server_seed', 'text')
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('shoe_id', 'bigint', (c) => c.references('live_shoes.id'))
    .addColumn('shoe_position', 'integer')
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('betting_closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    // The decided outcome, persisted before any money moves: a restart settles from it.
    .addColumn('outcome', 'jsonb')
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('live_rounds_number', ['table_id', 'round_number'])
    .execute();
  await sql`create unique index live_rounds_one_open on live_rounds (table_id)
    where status in ('betting', 'playing', 'settling')`.execute(db);
  await sql`create index live_rounds_recent on live_rounds (table_id, round_number desc)`.execute(db);

  await db.schema
    .createTable('live_bets')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('live_rounds.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('coins'))
    // The game's bet kind (roulette: straight, red, ...; baccarat: banker, ...; blackjack: seat,
    // behind, double, split, insurance) and the whole bet as the contracts describe it.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('spec', 'jsonb', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('payout', 'bigint', (c) => c.check(sql`payout >= 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('placed')
        .check(sql`status in ('placed', 'settled', 'refunded')`),
    )
    // The client's id for the message that placed it: a resent message places nothing twice.
    .addColumn('client_bet_id', 'text', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('live_bets_once', ['round_id', 'user_id', 'client_bet_id'])
    .execute();
  await sql`create index live_bets_round on live_bets (round_id)`.execute(db);
  await sql`create index live_bets_player on live_bets (user_id, placed_at desc)`.execute(db);

  await db.schema
    .alterTable('poker_tables')
    .addColumn('room_code', 'text', (c) => c.unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('poker_tables').dropColumn('room_code').dropColumn('created_by').execute();
  await db.schema.dropTable('live_bets').execute();
  await db.schema.dropTable('live_rounds').execute();
  await db.schema.dropTable('live_shoes').execute();
  await db.schema.dropTable('live_tables').execute();
}
