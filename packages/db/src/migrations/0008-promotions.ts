import { sql, type Kysely } from 'kysely';

/**
 * The landing page's promotions made real (issue 12): every grant is one row whose `grant_key` is
 * unique, written in the same transaction as the ledger transfer that pays it, so a grant is paid
 * exactly once however many requests, reconcilers or api processes try at once:
 * - `welcome:<user>`: the welcome bonus, on the player's first completed coin purchase;
 * - `friday_reload:<purchase>`: the Friday reload bonus of one purchase (capped per player and day);
 * - `vip_cashback:<user>:<day>`: a VIP's cashback of one day's net loss.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion_grants')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('promotion', 'text', (c) => c.notNull())
    .addColumn('grant_key', 'text', (c) => c.notNull().unique())
    .addColumn('purchase_id', 'bigint', (c) => c.references('coin_purchases.id'))
    // The UTC calendar day the grant belongs to: the Friday of a reload, the day a cashback repays.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('coins', 'bigint', (c) => c.notNull())
    .addColumn('free_spins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'promotion_grants_promotion',
      sql`promotion in ('welcome', 'friday_reload', 'vip_cashback')`,
    )
    .addCheckConstraint('promotion_grants_day', sql`day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`)
    .addCheckConstraint(
      'promotion_grants_amounts',
      sql`coins >= 0 and free_spins >= 0 and coins + free_spins > 0`,
    )
    .execute();
  // A player's grants of one promotion and day (the Friday cap, the store's "already used").
  await db.schema
    .createIndex('promotion_grants_user_day')
    .on('promotion_grants')
    .columns(['user_id', 'promotion', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion_grants').ifExists().execute();
}
