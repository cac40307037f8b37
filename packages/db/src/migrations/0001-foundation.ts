import { sql, type Kysely } from 'kysely';

/**
 * Accounts, the double-entry ledger, sessions and the game catalogue.
 * Written with Kysely's schema builder and plain SQL that PGlite and PostgreSQL both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('profile_image_url', 'text')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_guest', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('vip_until', 'timestamptz')
    .addColumn('skill_rating', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('total_wins_p2p', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_losses_p2p', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('friends_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('social_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A registered player has both an email and a password; a guest has neither.
    .addCheckConstraint(
      'users_guest_or_credentials',
      sql`is_guest or (email is not null and password_hash is not null)`,
    )
    .execute();
  await sql`create unique index users_email_unique on users (lower(email)) where email is not null`.execute(
    db,
  );

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('code', 'text')
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('accounts_kind', sql`kind in ('wallet', 'escrow', 'house', 'promotions', 'store')`)
    .addCheckConstraint('accounts_currency', sql`currency in ('coins', 'sweeps')`)
    // Player money can never go below zero (ARCHITECTURE.md, "Money"): enforced here, not only in code.
    .addCheckConstraint('accounts_non_negative', sql`kind not in ('wallet', 'escrow') or balance >= 0`)
    // House, promotions and store accounts are the counterparty of every bet and grant; their balance is
    // derived from their entries instead of a stored row that every transaction would have to lock.
    .addCheckConstraint('accounts_unbounded_derived', sql`kind in ('wallet', 'escrow') or balance = 0`)
    .addCheckConstraint('accounts_owner', sql`(kind = 'wallet') = (user_id is not null)`)
    .addCheckConstraint('accounts_code', sql`kind = 'wallet' or code is not null`)
    .execute();
  await sql`create unique index accounts_wallet_unique on accounts (user_id, currency) where kind = 'wallet'`.execute(
    db,
  );
  await sql`create unique index accounts_code_unique on accounts (code, currency) where code is not null`.execute(
    db,
  );

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('memo', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'bigint', (c) =>
      c.notNull().references('ledger_transactions.id').onDelete('restrict'),
    )
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('restrict'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ledger_entries_nonzero', sql`amount <> 0`)
    .execute();
  await db.schema
    .createIndex('ledger_entries_account')
    .on('ledger_entries')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_transaction')
    .on('ledger_entries')
    .column('transaction_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('rtp', 'numeric(5, 2)', (c) => c.notNull())
    .addColumn('min_bet', 'bigint')
    .addColumn('max_bet', 'bigint')
    .addColumn('image_url', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('games_type', sql`type in ('slot', 'table', 'live')`)
    .addCheckConstraint(
      'games_bets',
      sql`min_bet is null or max_bet is null or (min_bet > 0 and min_bet <= max_bet)`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['games', 'sessions', 'ledger_entries', 'ledger_transactions', 'accounts', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
