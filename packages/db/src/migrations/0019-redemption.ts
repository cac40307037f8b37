import { sql, type Kysely } from 'kysely';

/**
 * Prize redemption, the playthrough rule and the free alternative method of entry (issue 18).
 * - sweepstakes_settings: one row, the playthrough multiple the api writes at start-up from its
 *   configuration (SWEEPS_PLAYTHROUGH_MULTIPLE), read by the ledger when it records a grant, so every
 *   process records grants with the same rule and a grant keeps the rule it was given under.
 * - sweeps_grants: every credit of a player's sweepstakes wallet paid by an operator account
 *   (promotions, store, adjustments): its amount, the wagering it needs before it is redeemable
 *   (`required`), the wagering counted against it so far (`played`) and the part an operator debit
 *   took back (`revoked`). Written by the ledger's transfer (one place), played by the projection of
 *   settled sweepstakes wagers, oldest grant first.
 * - player_kyc: a player's identity check (no row: unverified), as submitted and as decided.
 * - sandbox_kyc_checks, sandbox_payouts: what the built-in sandbox providers recorded (their own
 *   books, as a real provider's are apart from ours).
 * - redemption_requests: a request's amount leaves the wallet into the `redemptions-payable` escrow at
 *   once; at most one pending request per player. redemption_steps: each step of a request.
 * - amoe_entries: mail-in entry codes (unique, one row per request), credited at most once.
 *
 * Existing sweepstakes credits from operator accounts become grants with nothing played: coins given
 * before the playthrough rule existed are held to it like any other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sweepstakes_settings')
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('playthrough_multiple', sql`numeric(6, 2)`, (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`playthrough_multiple >= 0 and playthrough_multiple <= 100`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into sweepstakes_settings (id, playthrough_multiple) values (true, 1)`.execute(db);

  await db.schema
    .createTable('sweeps_grants')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    // The ledger transaction's kind: signup_grant, free_coins, coin_purchase, adjustment, amoe_entry, ...
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('required', 'bigint', (c) => c.notNull().check(sql`required >= 0`))
    .addColumn('played', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('sweeps_grants_played', sql`played >= 0 and played <= required`)
    .addCheckConstraint('sweeps_grants_revoked', sql`revoked >= 0 and revoked <= amount`)
    .addUniqueConstraint('sweeps_grants_once', ['transaction_id', 'user_id'])
    .execute();
  await sql`create index sweeps_grants_user on sweeps_grants (user_id, id)`.execute(db);
  await sql`create index sweeps_grants_open on sweeps_grants (user_id, id) where played < required`.execute(
    db,
  );
  await sql`
    insert into sweeps_grants (user_id, transaction_id, source, amount, required, created_at)
    select a.user_id, t.id, t.kind, sum(e.amount), sum(e.amount), t.created_at
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join accounts a on a.id = e.account_id
    where a.kind = 'wallet' and a.currency = 'sweeps' and e.amount > 0
      and exists (select 1 from ledger_entries o join accounts oa on oa.id = o.account_id
                  where o.transaction_id = t.id and o.amount < 0
                    and oa.kind in ('promotions', 'store', 'adjustments'))
    group by a.user_id, t.id, t.kind, t.created_at`.execute(db);

  await db.schema
    .createTable('player_kyc')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'verified', 'rejected')`))
    .addColumn('legal_first_name', 'text', (c) => c.notNull())
    .addColumn('legal_last_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().check(sql`country ~ '^[A-Z]{2}$'`))
    .addColumn('document_type', 'text', (c) =>
      c.notNull().check(sql`document_type in ('passport', 'drivers_license', 'national_id')`),
    )
    .addColumn('document_reference', 'text', (c) => c.notNull())
    // How many times the player has submitted: names each check at the provider.
    .addColumn('submissions', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('decision_reason', 'text')
    // The staff member who decided; null when the provider did.
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`create index player_kyc_status on player_kyc (status, submitted_at)`.execute(db);

  await db.schema
    .createTable('sandbox_kyc_checks')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('document_reference', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('verified', 'rejected', 'review')`),
    )
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('redemption_requests')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'cancelled', 'rejected', 'approved', 'paid')`),
    )
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_note', 'text')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('payout_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payout_error', 'text')
    .addColumn('payout_reference', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('reserve_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('return_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('payout_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addUniqueConstraint('redemption_requests_key', ['user_id', 'idempotency_key'])
    .addCheckConstraint(
      'redemption_requests_settled',
      sql`(status = 'paid') = (payout_transaction_id is not null)
          and (status in ('cancelled', 'rejected')) = (return_transaction_id is not null)`,
    )
    .execute();
  await sql`create unique index redemption_requests_one_pending on redemption_requests (user_id)
    where status = 'pending'`.execute(db);
  await sql`create index redemption_requests_user on redemption_requests (user_id, id desc)`.execute(db);
  await sql`create index redemption_requests_status on redemption_requests (status, id)`.execute(db);

  await db.schema
    .createTable('redemption_steps')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('redemption_id', 'bigint', (c) => c.notNull().references('redemption_requests.id'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(sql`kind in ('requested', 'cancelled', 'approved', 'rejected', 'payout_failed', 'paid')`),
    )
    // The player (requested, cancelled) or the staff member; null for nobody in particular.
    .addColumn('actor_id', 'text', (c) => c.references('users.id'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index redemption_steps_request on redemption_steps (redemption_id, id)`.execute(db);

  await db.schema
    .createTable('sandbox_payouts')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('amoe_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    // The UTC day it was requested on: the daily limit counts these.
    .addColumn('requested_day', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('issued', 'credited')`))
    .addColumn('coins', 'bigint', (c) => c.check(sql`coins > 0`))
    .addColumn('credited_at', 'timestamptz')
    .addColumn('credited_by', 'text', (c) => c.references('users.id'))
    .addColumn('transaction_id', 'bigint', (c) => c.unique().references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'amoe_entries_credited',
      sql`(status = 'credited') = (transaction_id is not null and coins is not null and credited_at is not null)`,
    )
    .execute();
  await sql`create index amoe_entries_user on amoe_entries (user_id, requested_day, id)`.execute(db);
  await sql`create index amoe_entries_status on amoe_entries (status, id)`.execute(db);
}
