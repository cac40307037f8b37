import { sql, type Kysely } from 'kysely';

/**
 * The back office (issue 15): staff roles instead of the `is_admin` flag (support reads, admin
 * changes), suspension, the audit log of every staff action, balance adjustments with four-eyes
 * approval (through the ledger's `adjustments` account), the conservation audit's runs, coin
 * packages and game badges an admin edits, and the address and browser a session was opened from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('player'))
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('suspended_reason', 'text')
    .execute();
  await sql`update users set role = 'admin' where is_admin`.execute(db);
  await db.schema.alterTable('users').dropColumn('is_admin').execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_role', sql`role in ('player', 'support', 'admin')`)
    .execute();
  // The overview's new players per day.
  await sql`create index users_created_at on users (created_at)`.execute(db);

  // Staff adjustments move money between a wallet and this system account, never a house account.
  await db.schema.alterTable('accounts').dropConstraint('accounts_kind').execute();
  await db.schema
    .alterTable('accounts')
    .addCheckConstraint(
      'accounts_kind',
      sql`kind in ('wallet', 'escrow', 'house', 'promotions', 'store', 'adjustments')`,
    )
    .execute();

  // The sessions page of a player: where each session was opened from.
  await db.schema.alterTable('sessions').addColumn('ip', 'text').addColumn('user_agent', 'text').execute();

  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('actor_role', 'text', (c) => c.notNull())
    // e.g. player.suspend, adjustment.request, game.update (contracts: AdminAction).
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index admin_audit_log_created on admin_audit_log (created_at desc, id desc)`.execute(db);
  await sql`create index admin_audit_log_target on admin_audit_log (target_kind, target_id)`.execute(db);
  await sql`create index admin_audit_log_actor on admin_audit_log (actor_id, created_at)`.execute(db);

  await db.schema
    .createTable('balance_adjustments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    // Signed minor units: a credit is positive, a debit negative.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason_code', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_note', 'text')
    .addColumn('transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('balance_adjustments_amount', sql`amount <> 0`)
    .addCheckConstraint('balance_adjustments_currency', sql`currency in ('coins', 'sweeps')`)
    .addCheckConstraint(
      'balance_adjustments_status',
      sql`status in ('pending', 'applied', 'rejected', 'failed')`,
    )
    // Four eyes: whoever asked for an adjustment cannot be the one who approves it.
    .addCheckConstraint(
      'balance_adjustments_four_eyes',
      sql`decided_by is null or decided_by <> requested_by`,
    )
    .addCheckConstraint(
      'balance_adjustments_applied',
      sql`(status = 'applied') = (transaction_id is not null)`,
    )
    .execute();
  await sql`create index balance_adjustments_pending on balance_adjustments (created_at) where status = 'pending'`.execute(
    db,
  );
  await sql`create index balance_adjustments_user on balance_adjustments (user_id, created_at)`.execute(db);

  await db.schema
    .createTable('ledger_audit_runs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // manual (a staff member asked) | schedule (the api's periodic job)
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id'))
    .addColumn('ok', 'boolean', (c) => c.notNull())
    // The audit's findings (contracts: LedgerAuditResult).
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('ledger_audit_runs_trigger', sql`trigger in ('manual', 'schedule')`)
    .execute();
  await sql`create index ledger_audit_runs_started on ledger_audit_runs (started_at desc)`.execute(db);

  // Coin packages move from code to a table an admin edits; the seed inserts the defaults once.
  await db.schema
    .createTable('coin_packages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('coins', 'bigint', (c) => c.notNull())
    .addColumn('sweeps', 'bigint', (c) => c.notNull())
    .addColumn('bonus_percentage', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_popular', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('coin_packages_price', sql`price_cents > 0`)
    .addCheckConstraint('coin_packages_coins', sql`coins > 0 and sweeps >= 0`)
    .addCheckConstraint('coin_packages_bonus', sql`bonus_percentage between 0 and 1000`)
    .execute();

  // A badge an admin pins on a game's card; null leaves HOT and NEW to the data.
  await db.schema.alterTable('games').addColumn('badge', 'text').execute();
  await db.schema
    .alterTable('games')
    .addCheckConstraint('games_badge', sql`badge is null or badge in ('hot', 'new', 'featured', 'none')`)
    .execute();
  await db.schema
    .alterTable('games')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('poker_tables').addColumn('closed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('poker_tables').dropColumn('closed_at').execute();
  await db.schema.alterTable('games').dropConstraint('games_badge').execute();
  await db.schema.alterTable('games').dropColumn('badge').dropColumn('updated_at').execute();
  await db.schema.dropTable('coin_packages').execute();
  await db.schema.dropTable('ledger_audit_runs').execute();
  await db.schema.dropTable('balance_adjustments').execute();
  await db.schema.dropTable('admin_audit_log').execute();
  await db.schema.alterTable('sessions').dropColumn('ip').dropColumn('user_agent').execute();
  await db.schema.alterTable('accounts').dropConstraint('accounts_kind').execute();
  await db.schema
    .alterTable('accounts')
    .addCheckConstraint('accounts_kind', sql`kind in ('wallet', 'escrow', 'house', 'promotions', 'store')`)
    .execute();
  await sql`drop index users_created_at`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update users set is_admin = true where role = 'admin'`.execute(db);
  await db.schema.alterTable('users').dropConstraint('users_role').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('role')
    .dropColumn('suspended_at')
    .dropColumn('suspended_reason')
    .execute();
}
