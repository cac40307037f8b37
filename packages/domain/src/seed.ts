import type { Database, Kysely } from '@casino/db';
import { ensureAccount } from './accounts/accounts.js';
import { GAME_CATALOGUE, toGameRow } from './catalogue/game-catalogue.js';

export interface SeedConfig {
  demo: { email: string; password: string };
  admin: { email: string; password: string };
}

/**
 * Idempotent seed, run at every start: the game catalogue (upserted, so edits ship with a deploy),
 * the demo player and the admin account from configuration.
 */
export async function seed(db: Kysely<Database>, config: SeedConfig): Promise<void> {
  for (const entry of GAME_CATALOGUE) {
    const row = toGameRow(entry);
    const { id: _id, ...update } = row;
    await db.insertInto('games').values(row).onConflict((oc) => oc.column('id').doUpdateSet(update)).execute();
  }
  await ensureAccount(db, { ...config.demo, firstName: 'Demo', lastName: 'Player', isAdmin: false });
  await ensureAccount(db, { ...config.admin, firstName: 'Casino', lastName: 'Admin', isAdmin: true });
}
