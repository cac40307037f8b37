import type { Game, GameType } from '@casino/contracts';
import { gameById, gameMatchesSearch, textMatchesSearch } from '@casino/games';

/** Lobby category buttons (spec "Game Lobby"): All, Slots, Table Games, Live Casino. */
export type LobbyCategory = 'all' | GameType;

export const LOBBY_CATEGORIES: readonly { key: LobbyCategory; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'slot', label: 'Slots' },
  { key: 'table', label: 'Table Games' },
  { key: 'live', label: 'Live Casino' },
];

/** Cards shown at first and added by each 'Load More Games' click. */
export const LOBBY_PAGE_SIZE = 8;
/** Placeholders while the catalogue loads (spec section 9). */
export const LOBBY_SKELETON_COUNT = 12;

type Searchable = Pick<Game, 'id' | 'name' | 'provider' | 'type' | 'category'>;

/**
 * Case-insensitive match of every word of the query on the game's name, provider, type and
 * category, and for a registered game also on the registry's words (so "poker" finds the poker
 * tables and video poker); a blank query matches everything (spec section 5).
 */
export function matchesSearch(game: Searchable, query: string): boolean {
  const registered = gameById(game.id);
  if (registered && gameMatchesSearch(registered, query)) return true;
  return textMatchesSearch([game.name, game.provider, game.type, game.category].join(' '), query);
}

export interface LobbyFilter {
  search: string;
  category: LobbyCategory;
}

/** Playable (active) games of the chosen category that match the search, in catalogue order. */
export function filterLobbyGames<G extends Searchable & Pick<Game, 'type' | 'isActive'>>(
  games: readonly G[],
  filter: LobbyFilter,
): G[] {
  return games.filter(
    (game) =>
      game.isActive &&
      (filter.category === 'all' || game.type === filter.category) &&
      matchesSearch(game, filter.search),
  );
}

export interface LobbyPage<G> {
  visible: G[];
  /** True while some games are still hidden: the 'Load More Games' button shows. */
  hasMore: boolean;
}

/** The first `pages` pages of `games` (at least one page). */
export function pageOf<G>(games: readonly G[], pages: number, pageSize = LOBBY_PAGE_SIZE): LobbyPage<G> {
  const count = Math.max(1, Math.floor(pages)) * pageSize;
  return { visible: games.slice(0, count), hasMore: games.length > count };
}
