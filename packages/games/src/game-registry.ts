// The game registry: the one place a game's id, slug, name, category, bet limits, house account,
// route and rules summary are written. Every layer reads it: the engine checks bets against its
// limits, the domain seeds the catalogue and settles against its house account, the api and rooms
// validate against it, and the web links PLAY to its route and searches its names and keywords.
// Amounts are integer minor units (1 coin = 100 units), as everywhere else.

/** What kind of game it is, for the lobby and for the games still to come. */
export type GameCategory = 'slots' | 'table' | 'live' | 'poker' | 'challenge' | 'ai';

/** The catalogue's own type (spec "Game": slot, table, live). */
export type CatalogueType = 'slot' | 'table' | 'live';

/** The catalogue tab a game is listed under (spec: slots, jackpots, blackjack, roulette, poker, ...). */
export type CatalogueTab =
  'slots' | 'jackpots' | 'blackjack' | 'roulette' | 'poker' | 'baccarat' | 'live' | 'specialty';

/** The leaderboard a game's plays rank on (spec section 9); live tables count with their table game. */
export type LeaderboardCategoryKey =
  'slots' | 'blackjack' | 'poker' | 'roulette' | 'baccarat' | 'video_poker' | 'craps';

export interface BetLimitsUnits {
  readonly min: number;
  readonly max: number;
}

/**
 * The two currencies a game is played with: coins (GC, bought and given away, never redeemed) and
 * sweepstakes coins (SC, only ever given away, redeemable for prizes). The contracts' PlayCurrency
 * enum is built from this list.
 */
export const PLAY_CURRENCIES = ['coins', 'sweeps'] as const;
export type PlayCurrencyCode = (typeof PLAY_CURRENCIES)[number];

/**
 * A game's per-bet limits in each currency. Sweepstakes limits are much smaller, as the operators of
 * sweepstakes casinos set them (a bet of 0.20 SC up to 10-100 SC depending on the game): a
 * sweepstakes coin is redeemed one for one against a prize, a coin is play money.
 */
export type BetLimitsByCurrency = Readonly<Record<PlayCurrencyCode, BetLimitsUnits>>;

export interface GameDefinition {
  /** Stable catalogue id (the spec's client names some: roulette 1, blackjack 2). */
  readonly id: number;
  /** The game's name in code and in folders (`packages/engine/src/games/<key>/`). */
  readonly key: GameKey;
  /** The catalogue slug (URLs, house account codes of slots). */
  readonly slug: string;
  readonly name: string;
  /** The short label of its tab or picker ("Video Poker" for Jacks or Better). */
  readonly shortName: string;
  readonly provider: string;
  readonly category: GameCategory;
  readonly catalogueType: CatalogueType;
  readonly catalogueTab: CatalogueTab;
  /** Visual theme of its card. */
  readonly theme: 'luxury' | 'ancient' | 'space' | 'classic' | 'premium' | 'default';
  /** Return to player in percent, two decimals, as the catalogue shows it (the engine proves it). */
  readonly rtp: string;
  /** Per-bet limits in minor units, per currency; null where the game has none of its own. */
  readonly betLimits: BetLimitsByCurrency | null;
  /** The ledger house account code the game settles against (`house:<code>`); null for player-vs-player. */
  readonly houseAccount: string | null;
  /** The leaderboard its plays rank on; null for a game that is not ranked. */
  readonly leaderboardCategory: LeaderboardCategoryKey | null;
  /** Where PLAY takes the player: the page and the tab or table it opens. */
  readonly playPath: string;
  /** One or two sentences of rules, shown on cards and game pages. */
  readonly rulesSummary: string;
  /** The rules listed beside the table, one line each (empty where the page shows none). */
  readonly rules: readonly string[];
  /** Extra words search should match besides name, provider, category and tab. */
  readonly keywords: readonly string[];
}

const coins = (min: number, max: number): BetLimitsUnits => ({ min: min * 100, max: max * 100 });
/** Limits of a game in both currencies: coins and sweepstakes coins (SC, in minor units too). */
const limits = (inCoins: BetLimitsUnits, inSweeps: BetLimitsUnits): BetLimitsByCurrency => ({
  coins: inCoins,
  sweeps: inSweeps,
});
/** Sweepstakes coin limits written in SC (0.20 SC = 20 minor units). */
const sc = (min: number, max: number): BetLimitsUnits => ({
  min: Math.round(min * 100),
  max: Math.round(max * 100),
});

/**
 * The return band of generated games (issue 19), in basis points of the stake: the designer keeps
 * every design's exact return between the two, ends included; the engine proves each one.
 */
export const AI_GAME_RETURN_BAND_BP = { min: 9_400, max: 9_750 } as const;
const percentOfBp = (bp: number): string => (bp / 100).toFixed(2);

// Every game, in catalogue id order (literal types, so GameKey is derived from it).
const REGISTERED = [
  {
    id: 1,
    key: 'roulette',
    slug: 'european-roulette',
    name: 'European Roulette',
    shortName: 'Roulette',
    provider: 'Royal Live',
    category: 'table',
    catalogueType: 'live',
    catalogueTab: 'roulette',
    theme: 'luxury',
    rtp: '97.30',
    betLimits: limits(coins(1, 1000), sc(0.2, 50)),
    houseAccount: 'roulette',
    leaderboardCategory: 'roulette',
    playPath: '/table-games?tab=roulette',
    rulesSummary: 'Single-zero wheel: every bet returns 36/37 of its stake on average.',
    rules: [],
    keywords: ['wheel', 'table'],
  },
  {
    id: 2,
    key: 'blackjack',
    slug: 'blackjack',
    name: 'Classic Blackjack',
    shortName: 'Blackjack',
    provider: 'Royal Tables',
    category: 'table',
    catalogueType: 'table',
    catalogueTab: 'blackjack',
    theme: 'classic',
    rtp: '99.50',
    betLimits: limits(coins(5, 500), sc(0.2, 100)),
    houseAccount: 'blackjack',
    leaderboardCategory: 'blackjack',
    playPath: '/table-games?tab=blackjack',
    rulesSummary: 'Dealer stands on all 17s; blackjack pays 3:2; double on any two cards, split once.',
    rules: [
      'Soft 17 counts: the dealer stands on it too.',
      'Blackjack pays 3:2; other wins pay 1:1; a tie is a push.',
      'Double down on any first two cards; split a pair once.',
      'Dealer ace: insurance (half the bet) pays 2:1; a blackjack may take even money.',
    ],
    keywords: ['21', 'cards', 'table'],
  },
  {
    id: 3,
    key: 'video-poker',
    slug: 'jacks-or-better',
    name: 'Jacks or Better',
    shortName: 'Video Poker',
    provider: 'Royal Tables',
    category: 'table',
    catalogueType: 'table',
    catalogueTab: 'poker',
    theme: 'classic',
    rtp: '99.54',
    betLimits: limits(coins(1, 100), sc(0.2, 10)),
    houseAccount: 'video-poker',
    leaderboardCategory: 'video_poker',
    playPath: '/table-games?tab=video-poker',
    rulesSummary: 'Full-pay 9/6 Jacks or Better: hold any cards, draw once; jacks or better pay.',
    rules: [
      'Jacks or Better, full-pay 9/6 paytable.',
      'Hold any cards, then draw replacements once.',
      'A pair of jacks or better is the lowest paying hand.',
    ],
    keywords: ['video poker', 'poker', 'cards'],
  },
  {
    id: 4,
    key: 'baccarat',
    slug: 'baccarat',
    name: 'Punto Banco Baccarat',
    shortName: 'Baccarat',
    provider: 'Royal Tables',
    category: 'table',
    catalogueType: 'table',
    catalogueTab: 'baccarat',
    theme: 'premium',
    rtp: '98.94',
    betLimits: limits(coins(10, 1000), sc(0.2, 50)),
    houseAccount: 'baccarat',
    leaderboardCategory: 'baccarat',
    playPath: '/table-games?tab=baccarat',
    rulesSummary: 'Player pays 1:1, Banker 0.95:1, Tie 8:1; standard third-card rules.',
    rules: [
      'Punto banco with standard third-card rules; a natural 8 or 9 stands.',
      'Player pays 1:1, Banker 0.95:1 (5% commission), Tie 8:1.',
      'On a tie, Player and Banker bets push.',
    ],
    keywords: ['punto banco', 'cards', 'table'],
  },
  {
    id: 5,
    key: 'craps',
    slug: 'craps',
    name: 'Street Craps',
    shortName: 'Craps',
    provider: 'Royal Tables',
    category: 'table',
    catalogueType: 'table',
    catalogueTab: 'specialty',
    theme: 'default',
    rtp: '98.59',
    betLimits: limits(coins(5, 250), sc(0.2, 25)),
    houseAccount: 'craps',
    leaderboardCategory: 'craps',
    playPath: '/table-games?tab=craps',
    rulesSummary: 'Pass and Don’t Pass on the come-out, then the point must repeat before a 7.',
    rules: [
      'Pass and Don’t Pass are placed on the come-out roll.',
      '7 or 11 wins Pass on the come-out; 2, 3 or 12 is craps.',
      'A point of 4, 5, 6, 8, 9 or 10 must repeat before a 7.',
      'Field, Any Seven and Any Craps are one-roll bets.',
      'Odds pay true odds, up to 3x, 4x, 5x; place and come bets stay up until decided.',
    ],
    keywords: ['dice', 'table'],
  },
  {
    id: 6,
    key: 'diamond-deluxe',
    slug: 'diamond-deluxe',
    name: 'Diamond Deluxe',
    shortName: 'Diamond Deluxe',
    provider: 'Royal Reels',
    category: 'slots',
    catalogueType: 'slot',
    catalogueTab: 'slots',
    theme: 'luxury',
    rtp: '97.50',
    betLimits: limits({ min: 25, max: 10_000 }, sc(0.2, 20)),
    houseAccount: 'slots:diamond-deluxe',
    leaderboardCategory: 'slots',
    playPath: '/slots?game=6',
    rulesSummary: 'Five reels, one payline: three or more matching symbols from the left pay.',
    rules: [],
    keywords: ['slot', 'reels'],
  },
  {
    id: 7,
    key: 'pharaohs-fortune',
    slug: 'pharaohs-fortune',
    name: "Pharaoh's Fortune",
    shortName: "Pharaoh's Fortune",
    provider: 'Royal Reels',
    category: 'slots',
    catalogueType: 'slot',
    catalogueTab: 'slots',
    theme: 'ancient',
    rtp: '97.00',
    betLimits: limits({ min: 10, max: 5_000 }, sc(0.2, 10)),
    houseAccount: 'slots:pharaohs-fortune',
    leaderboardCategory: 'slots',
    playPath: '/slots?game=7',
    rulesSummary: 'Five reels, one payline: three or more matching symbols from the left pay.',
    rules: [],
    keywords: ['slot', 'reels', 'egypt'],
  },
  {
    id: 8,
    key: 'cosmic-spins',
    slug: 'cosmic-spins',
    name: 'Cosmic Spins',
    shortName: 'Cosmic Spins',
    provider: 'Royal Reels',
    category: 'slots',
    catalogueType: 'slot',
    catalogueTab: 'slots',
    theme: 'space',
    rtp: '98.00',
    betLimits: limits({ min: 10, max: 10_000 }, sc(0.2, 20)),
    houseAccount: 'slots:cosmic-spins',
    leaderboardCategory: 'slots',
    playPath: '/slots?game=8',
    rulesSummary: 'Five reels, one payline: three or more matching symbols from the left pay.',
    rules: [],
    keywords: ['slot', 'reels', 'space'],
  },
  {
    id: 9,
    key: 'live-roulette',
    slug: 'live-roulette',
    name: 'Live Roulette',
    shortName: 'Live Roulette',
    provider: 'Royal Live',
    category: 'live',
    catalogueType: 'live',
    catalogueTab: 'live',
    theme: 'luxury',
    rtp: '97.30',
    betLimits: limits(coins(1, 1000), sc(0.2, 50)),
    houseAccount: 'live-roulette',
    leaderboardCategory: 'roulette',
    playPath: '/live-casino',
    rulesSummary: 'A shared European wheel: everyone at the table bets on the same spin.',
    rules: [],
    keywords: ['roulette', 'wheel', 'live dealer'],
  },
  {
    id: 10,
    key: 'live-blackjack',
    slug: 'live-blackjack',
    name: 'Live Blackjack',
    shortName: 'Live Blackjack',
    provider: 'Royal Live',
    category: 'live',
    catalogueType: 'live',
    catalogueTab: 'live',
    theme: 'premium',
    rtp: '99.50',
    betLimits: limits(coins(25, 2500), sc(1, 100)),
    houseAccount: 'live-blackjack',
    leaderboardCategory: 'blackjack',
    playPath: '/live-casino',
    rulesSummary: 'A shared blackjack table: every seat plays against the same dealer hand.',
    rules: [],
    keywords: ['blackjack', '21', 'cards', 'live dealer'],
  },
  {
    id: 11,
    key: 'live-baccarat',
    slug: 'live-baccarat',
    name: 'Live Baccarat',
    shortName: 'Live Baccarat',
    provider: 'Royal Live',
    category: 'live',
    catalogueType: 'live',
    catalogueTab: 'live',
    theme: 'premium',
    rtp: '98.94',
    betLimits: limits(coins(5, 500), sc(0.2, 50)),
    houseAccount: 'live-baccarat',
    leaderboardCategory: 'baccarat',
    playPath: '/live-casino',
    rulesSummary: 'A shared punto banco shoe: everyone bets on the same coup.',
    rules: [],
    keywords: ['baccarat', 'punto banco', 'cards', 'live dealer'],
  },
  // Player against player: the house takes no edge, every chip stays with the players.
  {
    id: 12,
    key: 'holdem',
    slug: 'live-holdem',
    name: "Live Texas Hold'em",
    shortName: "Hold'em",
    provider: 'Royal Live',
    category: 'poker',
    catalogueType: 'live',
    catalogueTab: 'poker',
    theme: 'classic',
    rtp: '100.00',
    betLimits: limits(coins(10, 200), sc(0.2, 5)),
    houseAccount: null,
    leaderboardCategory: 'poker',
    playPath: '/poker',
    rulesSummary: "No-limit Texas hold'em at 6-seat tables; no rake, chips move only between players.",
    rules: [],
    keywords: ['poker', 'holdem', "hold'em", 'texas', 'cards', 'multiplayer'],
  },
  // Generated games (issue 19): one family entry; each game the generator designs is data
  // (ai_games), settled against this house account within these limits.
  {
    id: 13,
    key: 'ai-games',
    slug: 'ai-games',
    name: 'AI Game Studio',
    shortName: 'AI Studio',
    provider: 'Royal AI',
    category: 'ai',
    catalogueType: 'table',
    catalogueTab: 'specialty',
    theme: 'default',
    // The lower edge of the return band every generated game is designed in.
    rtp: percentOfBp(AI_GAME_RETURN_BAND_BP.min),
    betLimits: limits(coins(10, 5000), sc(0.2, 50)),
    houseAccount: 'ai-games',
    leaderboardCategory: null,
    playPath: '/ai-games',
    rulesSummary: `Themed games designed on request: slots, blackjack, video poker, roulette and arcade games, each returning ${percentOfBp(AI_GAME_RETURN_BAND_BP.min)}% to ${percentOfBp(AI_GAME_RETURN_BAND_BP.max)}% of the stake, computed exactly.`,
    rules: [],
    keywords: ['ai', 'generated', 'themed', 'studio'],
  },
] as const satisfies readonly GameDefinitionShape[];

// The shape GAMES is checked against (GameKey is derived from GAMES, so it cannot be used there).
type GameDefinitionShape = Omit<GameDefinition, 'key'> & { readonly key: string };

export type GameKey = (typeof REGISTERED)[number]['key'];
export type SlotGameKey = Extract<(typeof REGISTERED)[number], { category: 'slots' }>['key'];

/** Every game, in catalogue id order. */
export const GAMES: readonly GameDefinition[] = REGISTERED;

const byKey = new Map<string, GameDefinition>(GAMES.map((game) => [game.key, game]));
const byId = new Map<number, GameDefinition>(GAMES.map((game) => [game.id, game]));
const bySlug = new Map<string, GameDefinition>(GAMES.map((game) => [game.slug, game]));

/** The registered game of a key (typed keys always have one). */
export function gameOf(key: GameKey): GameDefinition {
  const game = byKey.get(key);
  if (!game) throw new Error(`no registered game ${key}`);
  return game;
}

export const gameById = (id: number): GameDefinition | undefined => byId.get(id);
export const gameBySlug = (slug: string): GameDefinition | undefined => bySlug.get(slug);

/** The catalogue id of a game. */
export const gameIdOf = (key: GameKey): number => gameOf(key).id;

/** A game's bet limits in a currency (coins unless named); throws for games without. */
export function betLimitsOf(key: GameKey, currency: PlayCurrencyCode = 'coins'): BetLimitsUnits {
  const byCurrency = gameOf(key).betLimits;
  if (!byCurrency) throw new Error(`${key} has no bet limits`);
  return byCurrency[currency];
}

/** The registry's limits of a catalogue game in a currency; undefined for an unknown id or a game without. */
export const betLimitsOfId = (id: number, currency: PlayCurrencyCode = 'coins'): BetLimitsUnits | undefined =>
  byId.get(id)?.betLimits?.[currency];

/** How the app writes each currency after an amount ("12.50 GC", "0.20 SC"): never a currency sign. */
export const CURRENCY_SHORT: Readonly<Record<PlayCurrencyCode, string>> = { coins: 'GC', sweeps: 'SC' };
/** Each currency's name in a sentence ("You don't have enough sweepstakes coins for this bet."). */
export const CURRENCY_NAME: Readonly<Record<PlayCurrencyCode, string>> = {
  coins: 'coins',
  sweeps: 'sweepstakes coins',
};

/** The ledger house account code a game settles against; throws for player-vs-player games. */
export function houseAccountOf(key: GameKey): string {
  const house = gameOf(key).houseAccount;
  if (house === null) throw new Error(`${key} has no house account`);
  return house;
}

export const gamesInCategory = (category: GameCategory): GameDefinition[] =>
  GAMES.filter((game) => game.category === category);

/** The words a search matches a game on: name, provider, type, category, tab, slug and keywords. */
export function searchTextOf(game: GameDefinition): string {
  return [
    game.name,
    game.provider,
    game.catalogueType,
    game.category,
    game.catalogueTab,
    game.slug,
    ...game.keywords,
  ].join(' ');
}

/** True when every word of the query appears in the text (case-insensitive; a blank query matches). */
export function textMatchesSearch(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .every((word) => haystack.includes(word));
}

/** True when every word of the query appears in the game's search text. */
export function gameMatchesSearch(game: GameDefinition, query: string): boolean {
  return textMatchesSearch(searchTextOf(game), query);
}
