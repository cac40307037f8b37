import type { Database, GameBadge, GameRow, Kysely } from '@casino/db';
import { betLimitsOfId, type BetLimitsUnits } from '@casino/games';
import { perDatabase } from '../per-database.js';

/** What an admin decides about a game (issue 15), as every play reads it. */
export interface GameSettings {
  /** The catalogue row as it was read (shared by every caller of this process: never mutate it). */
  row: GameRow;
  active: boolean;
  /** Per-bet limits in minor units: the admin's, within the registry's; null for a game without. */
  limits: BetLimitsUnits | null;
  badge: GameBadge | null;
}

/**
 * How long a process trusts the settings it read. Every play needs them, so a query a play would cost
 * the spin path (issue 20's benchmark) a round trip; the admin's own process forgets them at once
 * (`forgetGameSettings`), and every other api or rooms process reads them again within this time: an
 * admin turning a game off is obeyed everywhere within a second. A TTL rather than a version check,
 * because a version check is itself a query per play.
 */
export const GAME_SETTINGS_TTL_MS = 1_000;

interface CachedSettings {
  /** The read in flight or done: concurrent plays after expiry share one query. */
  settings: Promise<GameSettings | undefined>;
  at: number;
}

const cacheOf = perDatabase(() => new Map<number, CachedSettings>());

/**
 * A row's per-bet coin limits: the admin's (always within the registry's), or the registry's where it
 * has none. (Sweepstakes limits are the registry's alone: casino/casino-games-catalogue.ts.)
 */
export function betLimitsOfRow(row: GameRow): BetLimitsUnits | null {
  if (row.min_bet !== null && row.max_bet !== null) {
    return { min: Number(row.min_bet), max: Number(row.max_bet) };
  }
  return betLimitsOfId(row.id, 'coins') ?? null;
}

export const settingsOfRow = (row: GameRow): GameSettings => ({
  row,
  active: row.is_active,
  limits: betLimitsOfRow(row),
  badge: row.badge,
});

async function readSettings(db: Kysely<Database>, id: number): Promise<GameSettings | undefined> {
  const row = await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  return row && settingsOfRow(row);
}

/** A catalogue game's settings (undefined: no such game), from this process's cache when fresh. */
export function gameSettingsOf(db: Kysely<Database>, id: number): Promise<GameSettings | undefined> {
  const cache = cacheOf(db);
  const now = performance.now();
  const cached = cache.get(id);
  if (cached && now - cached.at < GAME_SETTINGS_TTL_MS) return cached.settings;
  // Ids come from requests: an unknown one is cached too, but the map cannot grow without bound.
  if (cache.size > 1_000) cache.clear();
  const settings = readSettings(db, id);
  const entry = { settings, at: now };
  cache.set(id, entry);
  // A failed read is not remembered: the next play asks again.
  settings.catch(() => {
    if (cache.get(id) === entry) cache.delete(id);
  });
  return settings;
}

/** Drops this process's cached settings: an admin's change applies to the very next play here. */
export function forgetGameSettings(db: Kysely<Database>): void {
  cacheOf(db).clear();
}
