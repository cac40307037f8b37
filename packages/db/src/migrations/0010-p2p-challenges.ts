import { sql, type Kysely } from 'kysely';

/**
 * Head-to-head skill challenges (issue 13). A challenge's two stakes are an escrow account in the
 * ledger (`escrow` `challenge:<id>`), so a crash can never lose them. An accepted challenge is
 * hosted by one rooms process at a time (the lease, as a poker table's), which appends every move
 * to `p2p_challenge_moves` so another process can resume the game after a crash. Ratings are
 * Glicko-2, one per player and game type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('p2p_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // Per player, in minor units; the prize pool is twice this.
    .addColumn('bet_amount', 'bigint', (c) => c.notNull())
    .addColumn('skill_level', 'text', (c) => c.notNull())
    .addColumn('crypto_currency', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('opponent_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    // A rematch is offered to one player only; null lists the challenge for everyone.
    .addColumn('invited_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('rematch_of', 'text', (c) => c.references('p2p_challenges.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    // creator | opponent | draw | void, and why (checkmate, timeout, resignation, forfeit, ...).
    .addColumn('result', 'text')
    .addColumn('end_reason', 'text')
    .addColumn('winner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    // Seeded games (the math duel): sha256 of the seed shown at the start, the seed revealed at the end.
    .addColumn('seed_hash', 'text')
    .addColumn('server_seed', 'text')
    // The game's final record (moves, scores, clocks) as the room wrote it when the game ended.
    .addColumn('record', 'jsonb')
    // Ratings before and after, per side, when the challenge was rated.
    .addColumn('ratings', 'jsonb')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addCheckConstraint('p2p_challenges_amount', sql`bet_amount > 0`)
    .addCheckConstraint('p2p_challenges_currency', sql`currency in ('coins', 'sweeps')`)
    .addCheckConstraint(
      'p2p_challenges_status',
      sql`status in ('open', 'playing', 'finished', 'cancelled', 'expired', 'voided')`,
    )
    .addCheckConstraint(
      'p2p_challenges_result',
      sql`result is null or result in ('creator', 'opponent', 'draw', 'void')`,
    )
    .addCheckConstraint('p2p_challenges_players', sql`opponent_id is null or opponent_id <> creator_id`)
    .execute();
  // The open list, newest first, and the expiry sweep.
  await sql`create index p2p_challenges_open on p2p_challenges (expires_at) where status = 'open'`.execute(
    db,
  );
  // The rooms' keeper: games in play whose host is gone.
  await sql`create index p2p_challenges_playing on p2p_challenges (lease_until) where status = 'playing'`.execute(
    db,
  );
  await sql`create index p2p_challenges_creator on p2p_challenges (creator_id, created_at)`.execute(db);
  await sql`create index p2p_challenges_opponent on p2p_challenges (opponent_id, created_at)`.execute(db);

  await db.schema
    .createTable('p2p_challenge_moves')
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('p2p_challenges.id').onDelete('cascade'))
    .addColumn('ply', 'integer', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('action', 'jsonb', (c) => c.notNull())
    // Milliseconds of game time (the clocks) when the action was applied.
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('p2p_challenge_moves_pk', ['challenge_id', 'ply'])
    .addCheckConstraint('p2p_challenge_moves_seat', sql`seat in (0, 1)`)
    .execute();

  await db.schema
    .createTable('p2p_ratings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('deviation', 'double precision', (c) => c.notNull())
    .addColumn('volatility', 'double precision', (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('p2p_ratings_pk', ['user_id', 'game_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('p2p_ratings').ifExists().execute();
  await db.schema.dropTable('p2p_challenge_moves').ifExists().execute();
  await db.schema.dropTable('p2p_challenges').ifExists().execute();
}
