import { sql, type Database, type Kysely, type RawBuilder } from '@casino/db';
import { ensureAccount } from './accounts/accounts.js';
import { seedCoinPackages } from './coin-store/coin-packages.js';
import { GAME_CATALOGUE, toGameRow } from './catalogue/game-catalogue.js';
import { seedPokerTables } from './games/holdem/poker-table-catalogue.js';
import { ensureJackpotSeeded } from './games/slots/jackpot-pool.js';
import { seedLiveTables } from './live-tables/public-tables.js';
import { seedCuratedAiGames } from './ai-games/ai-games-seed.js';

export interface SeedConfig {
  demo: { email: string; password: string };
  /** `resetPassword`: set an existing admin's password back to `password` (ADMIN_RESET_PASSWORD). */
  admin: { email: string; password: string; resetPassword?: boolean };
}

const limitWithinRegistry = (column: 'min_bet' | 'max_bet'): RawBuilder<bigint | null> => {
  const stored = sql.ref(`games.${column}`);
  const seeded = sql.ref(`excluded.${column}`);
  return sql<bigint | null>`case when ${stored} is null or excluded.min_bet is null then ${seeded}
    else least(greatest(${stored}, excluded.min_bet), excluded.max_bet) end`;
};

/**
 * The catalogues every process relies on: the games (poker hands are recorded as sessions of live
 * hold'em), the poker tables and the public live tables. Idempotent; a rooms process runs it too, so it never depends on an
 * api process having started first.
 */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  for (const entry of GAME_CATALOGUE) {
    const row = toGameRow(entry);
    const { id: _id, min_bet: _min, max_bet: _max, ...update } = row;
    await db
      .insertInto('games')
      .values(row)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          ...update,
          // An admin's narrowed limits survive a restart, kept within the registry's (which a deploy
          // may have changed): each bound is clamped into them, so min <= max still holds.
          min_bet: limitWithinRegistry('min_bet'),
          max_bet: limitWithinRegistry('max_bet'),
        }),
      )
      .execute();
  }
  await seedCoinPackages(db);
  await seedPokerTables(db);
  await seedLiveTables(db);
  await seedCuratedAiGames(db);
  // The Grand Jackpot starts at its published seed (once: a unique ledger key).
  await db.transaction().execute(ensureJackpotSeeded);
}

/**
 * Idempotent seed, run at every start: the game catalogue (upserted, so edits ship with a deploy),
 * the demo player and the admin account from configuration. The admin is created with the configured
 * password if missing and otherwise keeps its own unless `admin.resetPassword`; the demo player's
 * documented public password is restored at every start.
 */
export async function seed(db: Kysely<Database>, config: SeedConfig): Promise<void> {
  await seedCatalogue(db);
  await ensureAccount(db, {
    ...config.demo,
    firstName: 'Demo',
    lastName: 'Player',
    role: 'player',
    resetPassword: true,
  });
  await ensureAccount(db, {
    email: config.admin.email,
    password: config.admin.password,
    firstName: 'Casino',
    lastName: 'Admin',
    role: 'admin',
    resetPassword: config.admin.resetPassword ?? false,
  });
}
