import { describe, expect, it } from 'vitest';
import { filterLobbyGames, matchesSearch, pageOf, type LobbyFilter } from './lobby-model';

const game = (name: string, provider: string, type: 'slot' | 'table' | 'live', isActive = true) => ({
  name,
  provider,
  type,
  isActive,
});

const CATALOGUE = [
  game('Diamond Deluxe', 'Royal Reels', 'slot'),
  game("Pharaoh's Fortune", 'Royal Reels', 'slot'),
  game('Classic Blackjack', 'Royal Tables', 'table'),
  game('Live Roulette', 'Royal Live', 'live'),
  game('Retired Slot', 'Royal Reels', 'slot', false),
];

describe('matchesSearch', () => {
  const cases = [
    { name: 'blank query matches', query: '   ', hit: true },
    { name: 'name, other case', query: 'diamond', hit: true },
    { name: 'provider', query: 'ROYAL REELS', hit: true },
    { name: 'surrounding spaces ignored', query: '  deluxe ', hit: true },
    { name: 'substring in the middle', query: 'mond del', hit: true },
    { name: 'no match', query: 'poker', hit: false },
  ];
  for (const c of cases)
    it(c.name, () =>
      expect(matchesSearch(game('Diamond Deluxe', 'Royal Reels', 'slot'), c.query)).toBe(c.hit),
    );
});

describe('filterLobbyGames', () => {
  const cases: { name: string; filter: LobbyFilter; names: string[] }[] = [
    {
      name: 'all active games',
      filter: { search: '', category: 'all' },
      names: ['Diamond Deluxe', "Pharaoh's Fortune", 'Classic Blackjack', 'Live Roulette'],
    },
    {
      name: 'slots only',
      filter: { search: '', category: 'slot' },
      names: ['Diamond Deluxe', "Pharaoh's Fortune"],
    },
    { name: 'table games', filter: { search: '', category: 'table' }, names: ['Classic Blackjack'] },
    { name: 'live casino', filter: { search: '', category: 'live' }, names: ['Live Roulette'] },
    { name: 'search by provider', filter: { search: 'live', category: 'all' }, names: ['Live Roulette'] },
    {
      name: 'search and category combine',
      filter: { search: 'royal', category: 'table' },
      names: ['Classic Blackjack'],
    },
    { name: 'nothing matches', filter: { search: 'bingo', category: 'all' }, names: [] },
    { name: 'inactive games never show', filter: { search: 'retired', category: 'all' }, names: [] },
  ];
  for (const c of cases)
    it(c.name, () => expect(filterLobbyGames(CATALOGUE, c.filter).map((g) => g.name)).toEqual(c.names));
});

describe('pageOf', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => i);
  const cases = [
    { name: 'first page shows 8', games: twenty, pages: 1, shown: 8, hasMore: true },
    { name: 'second page shows 16', games: twenty, pages: 2, shown: 16, hasMore: true },
    { name: 'third page shows the rest', games: twenty, pages: 3, shown: 20, hasMore: false },
    { name: 'more pages than games', games: twenty, pages: 9, shown: 20, hasMore: false },
    { name: 'exactly one page: no button', games: twenty.slice(0, 8), pages: 1, shown: 8, hasMore: false },
    { name: 'fewer than a page', games: twenty.slice(0, 3), pages: 1, shown: 3, hasMore: false },
    { name: 'empty', games: [], pages: 1, shown: 0, hasMore: false },
    { name: 'zero pages still shows one', games: twenty, pages: 0, shown: 8, hasMore: true },
  ];
  for (const c of cases)
    it(c.name, () => {
      const page = pageOf(c.games, c.pages);
      expect(page.visible.length).toBe(c.shown);
      expect(page.hasMore).toBe(c.hasMore);
    });
  it('keeps catalogue order', () => expect(pageOf(twenty, 1).visible).toEqual([0, 1, 2, 3, 4, 5, 6, 7]));
});
