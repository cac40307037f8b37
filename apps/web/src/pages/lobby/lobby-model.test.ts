import { describe, expect, it } from 'vitest';
import { gameOf, type GameKey } from '@casino/games';
import { filterLobbyGames, matchesSearch, pageOf, type LobbyFilter } from './lobby-model';

/** A catalogue row of a registered game, as the api lists it. */
const registered = (key: GameKey, isActive = true) => {
  const g = gameOf(key);
  return {
    id: g.id,
    name: g.name,
    provider: g.provider,
    type: g.catalogueType,
    category: g.catalogueTab,
    isActive,
  };
};
const unregistered = (name: string, provider: string, type: 'slot' | 'table' | 'live', isActive = true) => ({
  id: 900,
  name,
  provider,
  type,
  category: type === 'slot' ? 'slots' : 'specialty',
  isActive,
});

const CATALOGUE = [
  registered('diamond-deluxe'),
  registered('pharaohs-fortune'),
  registered('blackjack'),
  registered('video-poker'),
  registered('live-roulette'),
  registered('holdem'),
  unregistered('Retired Slot', 'Royal Reels', 'slot', false),
];

describe('matchesSearch', () => {
  const cases = [
    { name: 'blank query matches', query: '   ', hit: true },
    { name: 'name, other case', query: 'diamond', hit: true },
    { name: 'provider', query: 'ROYAL REELS', hit: true },
    { name: 'surrounding spaces ignored', query: '  deluxe ', hit: true },
    { name: 'substring in the middle', query: 'mond del', hit: true },
    { name: 'type', query: 'slot', hit: true },
    { name: 'category', query: 'slots', hit: true },
    { name: 'registry keyword', query: 'reels', hit: true },
    { name: 'no match', query: 'poker', hit: false },
  ];
  for (const c of cases)
    it(c.name, () => expect(matchesSearch(registered('diamond-deluxe'), c.query)).toBe(c.hit));

  it.each([
    ['an unregistered game by name', 'scratch', true],
    ['an unregistered game by type', 'table', true],
    ['an unregistered game by category', 'specialty', true],
    ['an unregistered game on a word it lacks', 'poker', false],
  ])('%s', (_name, query, hit) => {
    expect(matchesSearch(unregistered('Scratch Cards', 'Royal Tables', 'table'), query)).toBe(hit);
  });
});

describe('filterLobbyGames', () => {
  const cases: { name: string; filter: LobbyFilter; names: string[] }[] = [
    {
      name: 'all active games',
      filter: { search: '', category: 'all' },
      names: [
        'Diamond Deluxe',
        "Pharaoh's Fortune",
        'Classic Blackjack',
        'Jacks or Better',
        'Live Roulette',
        "Live Texas Hold'em",
      ],
    },
    {
      name: 'slots only',
      filter: { search: '', category: 'slot' },
      names: ['Diamond Deluxe', "Pharaoh's Fortune"],
    },
    {
      name: 'table games',
      filter: { search: '', category: 'table' },
      names: ['Classic Blackjack', 'Jacks or Better'],
    },
    {
      name: 'live casino',
      filter: { search: '', category: 'live' },
      names: ['Live Roulette', "Live Texas Hold'em"],
    },
    {
      name: 'search by provider',
      filter: { search: 'royal live', category: 'all' },
      names: ['Live Roulette', "Live Texas Hold'em"],
    },
    {
      name: '"poker" finds video poker and the poker tables',
      filter: { search: 'poker', category: 'all' },
      names: ['Jacks or Better', "Live Texas Hold'em"],
    },
    {
      name: 'search and category combine',
      filter: { search: 'royal', category: 'table' },
      names: ['Classic Blackjack', 'Jacks or Better'],
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
