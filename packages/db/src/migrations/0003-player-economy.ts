import { sql, type Kysely } from 'kysely';

/**
 * The player economy (issue 5): loyalty, free coins, coin purchases, monthly leaderboards,
 * achievements and daily challenges. Everything that follows play is a projection of the
 * `game.settled` events, so the outbox gains a per-row "projected" mark (events commit out of id
 * order, so a single cursor could skip one). Every reward has a database-level guard against being
 * paid twice: a unique key, a conditional update, or both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table domain_events add column projected_at timestamptz`.execute(db);
  await sql`alter table domain_events add column projection_attempts integer not null default 0`.execute(db);
  await sql`alter table domain_events add column projection_error text`.execute(db);
  // The projector's work queue: only events not yet projected are indexed.
  await sql`create index domain_events_pending on domain_events (id) where projected_at is null`.execute(db);
  await sql`create index domain_events_pending_user on domain_events (user_id, id) where projected_at is null`.execute(
    db,
  );

  const day = (column: string) => sql.raw(`${column} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`);

  await db.schema
    .createTable('player_loyalty')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_points_earned', 'integer', (c) => c.notNull().defaultTo(0))
    // Minor units wagered that have not yet made a whole point (points are integers, bets are not).
    .addColumn('wager_carry', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('free_spins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_coins', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('streak_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_daily_reward_on', 'text')
    .addColumn('vip_from', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('player_loyalty_points', sql`points >= 0 and points <= total_points_earned`)
    .addCheckConstraint('player_loyalty_free_spins', sql`free_spins >= 0`)
    .addCheckConstraint(
      'player_loyalty_amounts',
      sql`wager_carry >= 0 and bonus_coins >= 0 and streak_days >= 0`,
    )
    .addCheckConstraint(
      'player_loyalty_day',
      sql`last_daily_reward_on is null or ${day('last_daily_reward_on')}`,
    )
    .execute();

  await db.schema
    .createTable('loyalty_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('points_change', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coins_change', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('spins_change', 'integer', (c) => c.notNull().defaultTo(0))
    // What caused the entry (`daily:<user>:<day>`, `challenge:<id>`, ...): the same cause never logs twice.
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('loyalty_log_user').on('loyalty_log').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('player_free_coins')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_claimed_at', 'timestamptz')
    .addColumn('last_claim_day', 'text')
    .addColumn('streak_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claims', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('player_free_coins_day', sql`last_claim_day is null or ${day('last_claim_day')}`)
    .execute();

  await db.schema
    .createTable('coin_purchases')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('coins', 'bigint', (c) => c.notNull())
    .addColumn('sweeps', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('failure_code', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('response', 'jsonb')
    // When the current attempt at charging began; null lets a retry with the same key take over.
    .addColumn('attempt_started_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addCheckConstraint('coin_purchases_status', sql`status in ('pending', 'completed', 'failed')`)
    .addCheckConstraint('coin_purchases_amounts', sql`price_cents > 0 and coins > 0 and sweeps >= 0`)
    .addUniqueConstraint('coin_purchases_key', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('leaderboard_stats')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('total_won', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('biggest_win', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sessions', 'integer', (c) => c.notNull().defaultTo(0))
    // When total_won last grew: of two equal totals, the one reached first ranks higher.
    .addColumn('reached_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaderboard_stats_pk', ['year', 'month', 'category', 'user_id'])
    .addCheckConstraint('leaderboard_stats_month', sql`month between 1 and 12`)
    .execute();
  await sql`create index leaderboard_stats_rank on leaderboard_stats (year, month, category, total_won desc)`.execute(
    db,
  );

  await db.schema
    .createTable('leaderboard_months')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaderboard_months_pk', ['year', 'month'])
    .execute();

  await db.schema
    .createTable('leaderboard_payouts')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('coins', 'bigint', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaderboard_payouts_pk', ['year', 'month', 'category', 'rank'])
    .addUniqueConstraint('leaderboard_payouts_player', ['year', 'month', 'category', 'user_id'])
    .execute();

  await db.schema
    .createTable('player_achievements')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('achievement_id', 'text', (c) => c.notNull())
    .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('unlocked_at', 'timestamptz')
    .addPrimaryKeyConstraint('player_achievements_pk', ['user_id', 'achievement_id'])
    .execute();

  await db.schema
    .createTable('daily_challenges')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('challenge_type', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    // Rounds for play_sessions, minor units for win_amount.
    .addColumn('target', 'bigint', (c) => c.notNull())
    .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reward_coins', 'bigint', (c) => c.notNull())
    .addColumn('reward_points', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addCheckConstraint('daily_challenges_day', day('day'))
    .addCheckConstraint('daily_challenges_type', sql`challenge_type in ('play_sessions', 'win_amount')`)
    .addCheckConstraint('daily_challenges_progress', sql`target > 0 and progress >= 0 and progress <= target`)
    .addUniqueConstraint('daily_challenges_slot', ['user_id', 'day', 'slot'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'daily_challenges',
    'player_achievements',
    'leaderboard_payouts',
    'leaderboard_months',
    'leaderboard_stats',
    'coin_purchases',
    'player_free_coins',
    'loyalty_log',
    'player_loyalty',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop index if exists domain_events_pending_user`.execute(db);
  await sql`drop index if exists domain_events_pending`.execute(db);
  for (const column of ['projection_error', 'projection_attempts', 'projected_at']) {
    await sql`alter table domain_events drop column if exists ${sql.raw(column)}`.execute(db);
  }
}
