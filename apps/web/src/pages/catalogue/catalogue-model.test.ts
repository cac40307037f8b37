import { describe, expect, it } from 'vitest';
import { gameOf } from '@casino/games';
import {
  allTabSections,
  filterCatalogue,
  highRtpGames,
  inTab,
  popularGames,
  primaryTab,
  providersOf,
  sortGames,
  type CatalogueFilter,
  type CatalogueTab,
} from './catalogue-model';

interface G {
  /** Catalogue id; 0 is no registered game, so only these fields are searched. */
  id: number;
  name: string;
  provider: string;
  type: 'slot' | 'table' | 'live';
  category: string;
  rtp: number;
  isActive: boolean;
  playsLast7Days: number;
}
const g = (name: string, over: Partial<G> = {}): G => ({
  id: 0,
  name,
  provider: 'Royal Tables',
  type: 'table',
  category: 'blackjack',
  rtp: 97,
  isActive: true,
  playsLast7Days: 0,
  ...over,
});
const names = (games: readonly { name: string }[]) => games.map((x) => x.name);

describe('category mapping', () => {
  const cases: { name: string; game: G; primary: string; tabs: CatalogueTab[] }[] = [
    {
      name: 'slot',
      game: g('Diamond', { type: 'slot', category: 'slots' }),
      primary: 'slots',
      tabs: ['all', 'slots'],
    },
    {
      name: 'jackpot slot',
      game: g('Mega', { type: 'slot', category: 'jackpots' }),
      primary: 'jackpots',
      tabs: ['all', 'jackpots'],
    },
    { name: 'table blackjack', game: g('BJ'), primary: 'blackjack', tabs: ['all', 'blackjack'] },
    {
      name: 'live roulette: its category and Live',
      game: g('Euro', { type: 'live', category: 'roulette' }),
      primary: 'roulette',
      tabs: ['all', 'roulette', 'live'],
    },
    {
      name: "live hold'em: Poker and Live",
      game: g('Holdem', { type: 'live', category: 'poker' }),
      primary: 'poker',
      tabs: ['all', 'poker', 'live'],
    },
    {
      name: 'live category',
      game: g('Live BJ', { type: 'live', category: 'live' }),
      primary: 'live',
      tabs: ['all', 'live'],
    },
    {
      name: 'baccarat',
      game: g('Punto', { category: 'baccarat' }),
      primary: 'baccarat',
      tabs: ['all', 'baccarat'],
    },
    {
      name: 'specialty',
      game: g('Craps', { category: 'specialty' }),
      primary: 'specialty',
      tabs: ['all', 'specialty'],
    },
    {
      name: 'unknown category → Specialty',
      game: g('Keno', { category: 'lottery' }),
      primary: 'specialty',
      tabs: ['all', 'specialty'],
    },
    {
      name: 'category case is ignored',
      game: g('Upper', { category: 'Roulette' }),
      primary: 'roulette',
      tabs: ['all', 'roulette'],
    },
  ];
  const everyTab: CatalogueTab[] = [
    'all',
    'slots',
    'jackpots',
    'blackjack',
    'roulette',
    'poker',
    'baccarat',
    'live',
    'specialty',
  ];
  for (const c of cases)
    it(c.name, () => {
      expect(primaryTab(c.game)).toBe(c.primary);
      expect(everyTab.filter((t) => inTab(c.game, t))).toEqual(c.tabs);
    });
});

describe('sortGames', () => {
  const games = [
    g('roulette', { provider: 'Royal Live', rtp: 97.3 }),
    g('Blackjack', { provider: 'Royal Tables', rtp: 99.5 }),
    g('Aces', { provider: 'Royal Tables', rtp: 97.3 }),
    g('Cosmic', { provider: 'Royal Reels', rtp: 97 }),
  ];
  const cases = [
    { name: 'Name A-Z, case-insensitive', sort: 'name', order: ['Aces', 'Blackjack', 'Cosmic', 'roulette'] },
    { name: 'RTP High-Low, ties by name', sort: 'rtp', order: ['Blackjack', 'Aces', 'roulette', 'Cosmic'] },
    { name: 'Provider, then name', sort: 'provider', order: ['roulette', 'Cosmic', 'Aces', 'Blackjack'] },
  ] as const;
  for (const c of cases) it(c.name, () => expect(names(sortGames(games, c.sort))).toEqual(c.order));
  it('does not mutate its input', () => {
    sortGames(games, 'name');
    expect(names(games)).toEqual(['roulette', 'Blackjack', 'Aces', 'Cosmic']);
  });
});

describe('filterCatalogue and providersOf', () => {
  const games = [
    g('Diamond Deluxe', { provider: 'Royal Reels', type: 'slot', category: 'slots' }),
    g('Classic Blackjack'),
    g('Live Roulette', { provider: 'Royal Live', type: 'live', category: 'live' }),
    g('Retired', { provider: 'Old Studio', isActive: false }),
  ];
  const cases: { name: string; filter: CatalogueFilter; out: string[] }[] = [
    {
      name: 'everything active, A-Z',
      filter: { search: '', provider: 'all', sort: 'name' },
      out: ['Classic Blackjack', 'Diamond Deluxe', 'Live Roulette'],
    },
    {
      name: 'one provider',
      filter: { search: '', provider: 'Royal Live', sort: 'name' },
      out: ['Live Roulette'],
    },
    {
      name: 'search by name',
      filter: { search: 'BLACK', provider: 'all', sort: 'name' },
      out: ['Classic Blackjack'],
    },
    {
      name: 'search by provider',
      filter: { search: 'reels', provider: 'all', sort: 'name' },
      out: ['Diamond Deluxe'],
    },
    {
      name: 'search and provider disagree',
      filter: { search: 'diamond', provider: 'Royal Live', sort: 'name' },
      out: [],
    },
    { name: 'inactive never listed', filter: { search: 'retired', provider: 'all', sort: 'name' }, out: [] },
    {
      name: 'search by type',
      filter: { search: 'live', provider: 'all', sort: 'name' },
      out: ['Live Roulette'],
    },
  ];
  for (const c of cases) it(c.name, () => expect(names(filterCatalogue(games, c.filter))).toEqual(c.out));

  it('"poker" finds video poker and the poker tables by their registry words', () => {
    const catalogue = [
      g('Jacks or Better', { id: gameOf('video-poker').id, category: 'poker' }),
      g("Live Texas Hold'em", { id: gameOf('holdem').id, provider: 'Royal Live', type: 'live' }),
      g('Street Craps', { id: gameOf('craps').id, category: 'specialty' }),
    ];
    expect(names(filterCatalogue(catalogue, { search: 'poker', provider: 'all', sort: 'name' }))).toEqual([
      'Jacks or Better',
      "Live Texas Hold'em",
    ]);
  });
  it('providers of active games, A-Z, once each', () =>
    expect(providersOf([...games, g('Another', { provider: 'Royal Reels' })])).toEqual([
      'Royal Live',
      'Royal Reels',
      'Royal Tables',
    ]));
});

describe('popularGames', () => {
  const cases = [
    {
      name: 'top four by plays',
      games: [
        g('A', { playsLast7Days: 1 }),
        g('B', { playsLast7Days: 9 }),
        g('C', { playsLast7Days: 5 }),
        g('D', { playsLast7Days: 7 }),
        g('E', { playsLast7Days: 3 }),
      ],
      out: ['B', 'D', 'C', 'E'],
    },
    {
      name: 'ties by name',
      games: [
        g('Zeta', { playsLast7Days: 4 }),
        g('alpha', { playsLast7Days: 4 }),
        g('Mid', { playsLast7Days: 4 }),
        g('Beta', { playsLast7Days: 4 }),
        g('Omega', { playsLast7Days: 4 }),
      ],
      out: ['alpha', 'Beta', 'Mid', 'Omega'],
    },
    {
      name: 'no plays yet: first four by name',
      games: [g('D'), g('C'), g('B'), g('A'), g('E')],
      out: ['A', 'B', 'C', 'D'],
    },
    { name: 'fewer than four', games: [g('Solo', { playsLast7Days: 2 })], out: ['Solo'] },
    {
      name: 'inactive excluded',
      games: [g('Gone', { playsLast7Days: 99, isActive: false }), g('Here', { playsLast7Days: 1 })],
      out: ['Here'],
    },
  ];
  for (const c of cases) it(c.name, () => expect(names(popularGames(c.games))).toEqual(c.out));
});

describe('highRtpGames', () => {
  const cases = [
    {
      name: '98 is included, 97.99 is not',
      games: [g('Edge', { rtp: 98 }), g('Below', { rtp: 97.99 })],
      out: ['Edge'],
    },
    {
      name: 'highest first, ties by name',
      games: [g('B', { rtp: 98.94 }), g('C', { rtp: 99.5 }), g('A', { rtp: 98.94 })],
      out: ['C', 'A', 'B'],
    },
    {
      name: 'at most eight',
      games: Array.from({ length: 10 }, (_, i) => g(`G${i}`, { rtp: 99 })),
      out: ['G0', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'],
    },
    { name: 'none qualify', games: [g('Low', { rtp: 96 })], out: [] },
    { name: 'inactive excluded', games: [g('Gone', { rtp: 100, isActive: false })], out: [] },
  ];
  for (const c of cases) it(c.name, () => expect(names(highRtpGames(c.games))).toEqual(c.out));
});

describe('allTabSections', () => {
  it('one section per category in tab order, empty ones left out, each game once', () => {
    const games = [
      g('Craps', { category: 'specialty' }),
      g('Euro', { type: 'live', category: 'roulette' }),
      g('Slot', { type: 'slot', category: 'slots' }),
      g('Live BJ', { type: 'live', category: 'live' }),
    ];
    expect(allTabSections(games).map((s) => `${s.label}: ${names(s.games).join(', ')}`)).toEqual([
      'Slots: Slot',
      'Roulette: Euro',
      'Live: Live BJ',
      'Specialty: Craps',
    ]);
  });
  it('at most eight per category, with the full count kept for View All', () => {
    const slots = Array.from({ length: 11 }, (_, i) => g(`S${i}`, { type: 'slot', category: 'slots' }));
    const [section] = allTabSections(slots);
    expect(section?.games).toHaveLength(8);
    expect(section?.total).toBe(11);
    expect(names(section?.games ?? [])).toEqual(['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7']);
  });
  it('no games, no sections', () => expect(allTabSections([])).toEqual([]));
});
