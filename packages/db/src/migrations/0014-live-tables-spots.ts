import type { Kysely } from 'kysely';

/**
 * Live tables, what the domain needed beyond 0013 (issue 16):
 * - live_rounds.cards_used: how many cards of the shoe a card round took; the next round of the shoe
 *   starts at shoe_position + cards_used, and the shoe ends (its seed revealed) once that reaches the
 *   cut card. Roulette rounds leave it null.
 * - live_bets.spot_key: the bet spot a bet is on (the game adapter's canonical key): the table's
 *   min..max applies to each player's total on a spot, and a bet only reads the totals it needs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_rounds').addColumn('cards_used', 'integer').execute();
  await db.schema
    .alterTable('live_bets')
    .addColumn('spot_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_bets').dropColumn('spot_key').execute();
  await db.schema.alterTable('live_rounds').dropColumn('cards_used').execute();
}
