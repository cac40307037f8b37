import { sql, type Kysely } from 'kysely';

/**
 * The Grand Jackpot (issue 12): its pool is a ledger account (`escrow` `jackpot:grand`, a stored
 * balance that can never go below zero), fed by a share of every slot bet in the spin's settlement.
 * Each win is one row here, unique per game session, written in the transaction that locks the pool,
 * pays it to the winner and reseeds it from the house, so one pool is never paid twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jackpot_wins')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('pool', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'bigint', (c) => c.notNull().unique().references('game_sessions.id'))
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reseed', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('jackpot_wins_amounts', sql`amount >= 0 and reseed > 0`)
    .execute();
  // The latest win of a pool (GET /api/jackpots).
  await db.schema
    .createIndex('jackpot_wins_pool_recent')
    .on('jackpot_wins')
    .columns(['pool', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jackpot_wins').ifExists().execute();
}
