import type { Game } from '@casino/contracts';
import { matchesSearch } from '../lobby/lobby-model';

/** Catalogue tabs (document 2, "/games"), in order. Every tab but All and Live is a game.category. */
export const CATALOGUE_TABS = [
  { key: 'all', label: 'All' },
  { key: 'slots', label: 'Slots' },
  { key: 'jackpots', label: 'Jackpots' },
  { key: 'blackjack', label: 'Blackjack' },
  { key: 'roulette', label: 'Roulette' },
  { key: 'poker', label: 'Poker' },
  { key: 'baccarat', label: 'Baccarat' },
  { key: 'live', label: 'Live' },
  { key: 'specialty', label: 'Specialty' },
] as const;

export type CatalogueTab = (typeof CATALOGUE_TABS)[number]['key'];
export type CategoryTab = Exclude<CatalogueTab, 'all'>;

export const SORTS = [
  { key: 'name', label: 'Name A-Z' },
  { key: 'rtp', label: 'RTP High-Low' },
  { key: 'provider', label: 'Provider' },
] as const;
export type CatalogueSort = (typeof SORTS)[number]['key'];

/** The All tab shows at most this many games per category, then 'View All'. */
export const ALL_TAB_PER_CATEGORY = 8;
export const POPULAR_COUNT = 4;
export const HIGH_RTP_MIN = 98;
export const HIGH_RTP_MAX_COUNT = 8;
export const CATALOGUE_SKELETON_COUNT = 12;

export const ALL_PROVIDERS = 'all';

type CatalogueGame = Pick<
  Game,
  'id' | 'name' | 'provider' | 'type' | 'category' | 'rtp' | 'isActive' | 'playsLast7Days'
>;

const CATEGORY_TABS: readonly CategoryTab[] = CATALOGUE_TABS.filter((t) => t.key !== 'all').map((t) => t.key);

/** The one tab a game is filed under: its category, or Specialty for a category with no tab. */
export function primaryTab(game: Pick<Game, 'category'>): CategoryTab {
  const category = game.category.trim().toLowerCase();
  return (CATEGORY_TABS as readonly string[]).includes(category) ? (category as CategoryTab) : 'specialty';
}

/** Whether a tab lists the game: All lists everything; Live lists every live-dealer game too. */
export function inTab(game: Pick<Game, 'category' | 'type'>, tab: CatalogueTab): boolean {
  if (tab === 'all') return true;
  if (tab === 'live' && game.type === 'live') return true;
  return primaryTab(game) === tab;
}

export function tabLabel(tab: CatalogueTab): string {
  return CATALOGUE_TABS.find((t) => t.key === tab)?.label ?? tab;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Name A-Z; RTP high to low; provider A-Z. Ties fall back to the name so the order is stable. */
export function sortGames<G extends CatalogueGame>(games: readonly G[], sort: CatalogueSort): G[] {
  const copy = [...games];
  switch (sort) {
    case 'name':
      return copy.sort(byName);
    case 'rtp':
      return copy.sort((a, b) => b.rtp - a.rtp || byName(a, b));
    case 'provider':
      return copy.sort(
        (a, b) => a.provider.localeCompare(b.provider, 'en', { sensitivity: 'base' }) || byName(a, b),
      );
  }
}

/** Providers of the active games, A-Z, once each (the provider filter's options). */
export function providersOf(games: readonly CatalogueGame[]): string[] {
  return [...new Set(games.filter((g) => g.isActive).map((g) => g.provider))].sort((a, b) =>
    a.localeCompare(b),
  );
}

export interface CatalogueFilter {
  search: string;
  /** A provider's name, or ALL_PROVIDERS. */
  provider: string;
  sort: CatalogueSort;
}

/** Active games matching search and provider, sorted. Tabs are applied on top (see inTab). */
export function filterCatalogue<G extends CatalogueGame>(games: readonly G[], filter: CatalogueFilter): G[] {
  const kept = games.filter(
    (g) =>
      g.isActive &&
      (filter.provider === ALL_PROVIDERS || g.provider === filter.provider) &&
      matchesSearch(g, filter.search),
  );
  return sortGames(kept, filter.sort);
}

/** 'Popular Games': the four most played of the last 7 days, ties by name. */
export function popularGames<G extends CatalogueGame>(games: readonly G[]): G[] {
  return games
    .filter((g) => g.isActive)
    .sort((a, b) => b.playsLast7Days - a.playsLast7Days || byName(a, b))
    .slice(0, POPULAR_COUNT);
}

/** 'High RTP Games': RTP of 98% or more, highest first (ties by name), at most eight. */
export function highRtpGames<G extends CatalogueGame>(games: readonly G[]): G[] {
  return games
    .filter((g) => g.isActive && g.rtp >= HIGH_RTP_MIN)
    .sort((a, b) => b.rtp - a.rtp || byName(a, b))
    .slice(0, HIGH_RTP_MAX_COUNT);
}

export interface CategorySection<G> {
  tab: CategoryTab;
  label: string;
  /** At most ALL_TAB_PER_CATEGORY games, in the given order. */
  games: G[];
  /** Every game of the category (the count 'View All' shows). */
  total: number;
}

/**
 * The All tab: one section per category tab, in tab order, each game filed once under its own
 * category (a live roulette table appears under Roulette here; the Live tab lists it too).
 * Empty categories are left out.
 */
export function allTabSections<G extends CatalogueGame>(games: readonly G[]): CategorySection<G>[] {
  return CATEGORY_TABS.map((tab) => {
    const inCategory = games.filter((g) => primaryTab(g) === tab);
    return {
      tab,
      label: tabLabel(tab),
      games: inCategory.slice(0, ALL_TAB_PER_CATEGORY),
      total: inCategory.length,
    };
  }).filter((section) => section.total > 0);
}
