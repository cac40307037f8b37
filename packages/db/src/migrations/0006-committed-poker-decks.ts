import { sql, type Kysely } from 'kysely';

/**
 * Committed decks for live hold'em (engine README, "Fairness and dealing"): a hand's record keeps the
 * deck commitment published before it and the dealt-in players' seeds. Its server seed stays in
 * `server_seed` for operators only and is never revealed (it would rebuild every folded hand). Hands
 * dealt before keep their seed hash, client seed and nonce; hands dealt since have none of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('poker_hands')
    .addColumn('deck_commitment', 'text')
    // [{ seat, seed }] in seat order: what the players put into the deal.
    .addColumn('player_seeds', 'jsonb')
    .execute();
  for (const column of ['server_seed_hash', 'client_seed', 'nonce'])
    await db.schema
      .alterTable('poker_hands')
      .alterColumn(column, (c) => c.dropNotNull())
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Committed hands get placeholders where the old columns were required.
  await sql`update poker_hands set server_seed_hash = coalesce(server_seed_hash, deck_commitment, ''),
    client_seed = coalesce(client_seed, ''), nonce = coalesce(nonce, hand_number)`.execute(db);
  for (const column of ['server_seed_hash', 'client_seed', 'nonce'])
    await db.schema
      .alterTable('poker_hands')
      .alterColumn(column, (c) => c.setNotNull())
      .execute();
  await db.schema
    .alterTable('poker_hands')
    .dropColumn('player_seeds')
    .dropColumn('deck_commitment')
    .execute();
}
