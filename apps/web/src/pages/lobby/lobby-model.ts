import type { Game, GameType } from '@casino/contracts';

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

type Searchable = Pick<Game, 'name' | 'provider'>;

/** Case-insensitive match on name or provider; a blank query matches everything (spec section 5). */
export function matchesSearch(game: Searchable, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return game.name.toLocaleLowerCase().includes(needle) || game.provider.toLocaleLowerCase().includes(needle);
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
