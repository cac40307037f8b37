import { sql, type Kysely } from 'kysely';

/**
 * The outbox is written on every bet and marked on every projection, so each of its indexes costs
 * two insertions a bet (marking an event moves it out of the pending indexes, which makes the update
 * a new row version with new entries in every other index). Nothing reads events by type: the
 * projector finds them through the pending indexes, so the (type, id) index goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists domain_events_type`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('domain_events_type').on('domain_events').columns(['type', 'id']).execute();
}
