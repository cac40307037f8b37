import { sql, type Kysely } from 'kysely';

/**
 * Interrupted coin purchases are settled by a reconciler that asks the payment provider
 * (packages/domain/src/coin-store/purchase-reconciler.ts):
 * - `attempt_token` names who holds the purchase's current attempt (a request charging it, or a
 *   reconciler asking about it): every write of that holder is conditional on it, so a holder that
 *   stalled past its lease and was taken over cannot fail or release what another now holds;
 * - `charge_sent_at` is when a charge for the purchase was last sent: a provider that does not know
 *   the charge is believed only once that charge has had time to land;
 * - `checks`, `last_checked_at` and `last_check_error` say how often the reconciler asked and why a
 *   purchase is still pending (operators), and rotate the reconciler's batches;
 * - `sandbox_charges` is the built-in sandbox provider's memory of the charges it approved, in the
 *   same database, so it answers "was this charged?" honestly after a crash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coin_purchases')
    .addColumn('attempt_token', 'text')
    .addColumn('charge_sent_at', 'timestamptz')
    .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_checked_at', 'timestamptz')
    .addColumn('last_check_error', 'text')
    .execute();
  // The reconciler's scan reads only pending purchases: few at any time, among all ever made.
  await db.schema
    .createIndex('coin_purchases_pending')
    .on('coin_purchases')
    .column('id')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // A player's recent purchases, newest first (the coin store page).
  await db.schema
    .createIndex('coin_purchases_user_recent')
    .on('coin_purchases')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('sandbox_charges')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('sandbox_charges_amount', sql`amount_cents > 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_charges').ifExists().execute();
  await sql`drop index if exists coin_purchases_user_recent`.execute(db);
  await sql`drop index if exists coin_purchases_pending`.execute(db);
  for (const column of ['last_check_error', 'last_checked_at', 'checks', 'charge_sent_at', 'attempt_token']) {
    await sql`alter table coin_purchases drop column if exists ${sql.raw(column)}`.execute(db);
  }
}
