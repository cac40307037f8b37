import type { NewGame } from '@casino/db';
import { GAMES, type GameDefinition } from '@casino/games';

/**
 * The seeded game catalogue (issue 2): one row per game of the registry (@casino/games), which
 * holds every game's id, slug, name, limits and RTP. The seed upserts these rows, so ids and values
 * stay as they were seeded.
 */
export interface CatalogueEntry {
  id: number;
  slug: string;
  name: string;
  provider: string;
  type: 'slot' | 'table' | 'live';
  category: string;
  theme: string;
  /** Percent, two decimals. */
  rtp: string;
  minBetUnits: number | null;
  maxBetUnits: number | null;
}

export const catalogueEntryOf = (game: GameDefinition): CatalogueEntry => ({
  id: game.id,
  slug: game.slug,
  name: game.name,
  provider: game.provider,
  type: game.catalogueType,
  category: game.catalogueTab,
  theme: game.theme,
  rtp: game.rtp,
  minBetUnits: game.betLimits?.coins.min ?? null,
  maxBetUnits: game.betLimits?.coins.max ?? null,
});

export const GAME_CATALOGUE: readonly CatalogueEntry[] = GAMES.map(catalogueEntryOf);

export const toGameRow = (entry: CatalogueEntry): NewGame => ({
  id: entry.id,
  slug: entry.slug,
  name: entry.name,
  provider: entry.provider,
  type: entry.type,
  category: entry.category,
  theme: entry.theme,
  rtp: entry.rtp,
  min_bet: entry.minBetUnits === null ? null : BigInt(entry.minBetUnits),
  max_bet: entry.maxBetUnits === null ? null : BigInt(entry.maxBetUnits),
  image_url: null,
});
