import { sql, type Kysely } from 'kysely';

/**
 * Generated games (issue 19).
 * - ai_games: one row per game asked for. The row is also its design job: `pending` rows are claimed
 *   by any api process's worker with FOR UPDATE SKIP LOCKED, their next_attempt_at moved a lease
 *   ahead, so each is designed by one process; `ready` rows hold the design (presentation and
 *   mathematics), its exact return, net-win chance and volatility; `failed` rows keep the last error.
 *   Staff may hide a game (hidden_at) or pick it for Featured; curated rows are the studio's own.
 *   play_count is projected from `game.settled` events; ratings are summed beside their rows.
 * - ai_game_ratings: one rating (1-5) per player and game, ever.
 * - game_sessions_ai_game: a player's rounds of one generated game (rating needs a round played).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_games')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('creator_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator_name', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) =>
      c.notNull().check(sql`game_type in ('slots', 'blackjack', 'poker', 'roulette', 'arcade')`),
    )
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull().check(sql`difficulty in ('easy', 'medium', 'hard')`))
    .addColumn('ai_prompt', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'ready', 'failed')`),
    )
    .addColumn('design_seed', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('description', 'text')
    .addColumn('design', 'jsonb')
    .addColumn('designer', 'text', (c) => c.check(sql`designer in ('procedural', 'language-model')`))
    .addColumn('rtp', 'numeric(7, 4)')
    .addColumn('hit_rate', 'numeric(7, 4)')
    .addColumn('volatility', 'numeric(10, 3)')
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('curated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('hidden_reason', 'text')
    .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ready_at', 'timestamptz')
    // A ready game has its design and figures; a designed game is never without them.
    .addCheckConstraint(
      'ai_games_ready_has_design',
      sql`status <> 'ready' or (design is not null and name is not null and rtp is not null)`,
    )
    .addCheckConstraint(
      'ai_games_ratings',
      sql`rating_count >= 0 and rating_sum between rating_count and 5 * rating_count`,
    )
    .execute();
  await sql`create index ai_games_jobs on ai_games (next_attempt_at) where status = 'pending'`.execute(db);
  await sql`create index ai_games_listed on ai_games (created_at desc) where status = 'ready' and hidden_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('ai_games_creator')
    .on('ai_games')
    .columns(['creator_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('ai_game_ratings')
    .addColumn('ai_game_id', 'integer', (c) => c.notNull().references('ai_games.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ai_game_ratings_pkey', ['ai_game_id', 'user_id'])
    .execute();

  // The AI Game Studio's catalogue id is 13 (the game registry): its rounds name their game.
  await sql`create index game_sessions_ai_game on game_sessions (user_id, ((game_data ->> 'aiGameId'))) where game_id = 13`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists game_sessions_ai_game`.execute(db);
  await db.schema.dropTable('ai_game_ratings').ifExists().execute();
  await db.schema.dropTable('ai_games').ifExists().execute();
}
