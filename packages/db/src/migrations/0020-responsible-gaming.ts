import { sql, type Kysely } from 'kysely';

/**
 * Responsible gaming (issue 18).
 * - rg_players: one row per player who ever used a tool (a limit, a reality check, a break, an
 *   exclusion). Every wager and purchase of such a player locks this row first (the gate,
 *   packages/domain/src/responsible-gaming), so two processes checking one player's limits take
 *   turns; a player without a row pays one index probe per wager and nothing else. It also holds the
 *   reality check interval and the current play session (session_ledger_from: the last ledger entry
 *   id when it began, so its net result reads only the wallet entries after it).
 * - rg_limits: one limit per (player, scope, period): purchases (US cents per day, week, month),
 *   wagers per currency (minor units per day, week, month) and the session length (minutes). A
 *   raise or removal waits in pending_amount until pending_at; a lowering replaces amount at once.
 * - rg_wager_totals: what the player staked in the current day, week and month (UTC), per currency,
 *   kept by the gate under the rg_players lock.
 * - rg_blocks: every break and self-exclusion; ends_at null is an indefinite exclusion (until a lift
 *   requested after the minimum sets it a cooling-off away). Rows are never deleted or shortened.
 * - rg_changes: what the player changed and when (support reads it in the back office).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rg_players')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('reality_check_minutes', 'integer', (c) => c.check(sql`reality_check_minutes > 0`))
    .addColumn('reality_check_ack_at', 'timestamptz')
    .addColumn('session_started_at', 'timestamptz')
    .addColumn('session_last_wager_at', 'timestamptz')
    .addColumn('session_ledger_from', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('rg_limits')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('scope', 'text', (c) =>
      c.notNull().check(sql`scope in ('purchase', 'wager:coins', 'wager:sweeps', 'session')`),
    )
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'week', 'month', 'session')`))
    .addColumn('amount', 'bigint', (c) => c.check(sql`amount > 0`))
    .addColumn('pending_amount', 'bigint', (c) => c.check(sql`pending_amount > 0`))
    .addColumn('pending_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('rg_limits_pk', ['user_id', 'scope', 'period'])
    .addCheckConstraint('rg_limits_session_period', sql`(scope = 'session') = (period = 'session')`)
    .addCheckConstraint('rg_limits_pending', sql`pending_at is not null or pending_amount is null`)
    .execute();

  await db.schema
    .createTable('rg_wager_totals')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('coins', 'sweeps')`))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'week', 'month')`))
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull().check(sql`total >= 0`))
    .addPrimaryKeyConstraint('rg_wager_totals_pk', ['user_id', 'currency', 'period'])
    .execute();

  await db.schema
    .createTable('rg_blocks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('break', 'exclusion')`))
    .addColumn('length', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('lift_requested_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('rg_blocks_break_ends', sql`kind = 'exclusion' or ends_at is not null`)
    .addCheckConstraint('rg_blocks_order', sql`ends_at is null or ends_at > started_at`)
    .execute();
  await db.schema.createIndex('rg_blocks_user').on('rg_blocks').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('rg_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rg_changes_user').on('rg_changes').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rg_changes', 'rg_blocks', 'rg_wager_totals', 'rg_limits', 'rg_players'])
    await db.schema.dropTable(table).ifExists().execute();
}
