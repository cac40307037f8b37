// The head-to-head skill challenges (the second spec's P2P area): the one place a challenge game
// type's name, icon, clock, draw rule and availability are written, and the challenge's stake
// limits, expiry and skill bands. The api validates against it, the rooms pick a game's rules by
// it, and the web builds the dialog, the cards and the arena from it.

/** The spec's game types, in its order (section 9). */
export const CHALLENGE_GAME_TYPES = [
  'blackjack',
  'poker',
  'chess',
  'checkers',
  'math',
  'image_puzzles',
  'logic_puzzles',
  'word_riddles',
] as const;
export type ChallengeGameType = (typeof CHALLENGE_GAME_TYPES)[number];

/** The spec's skill levels; `any` admits everyone. */
export const CHALLENGE_SKILL_LEVELS = ['beginner', 'intermediate', 'expert', 'any'] as const;
export type ChallengeSkillLevel = (typeof CHALLENGE_SKILL_LEVELS)[number];

/** The spec's bet types; crypto is listed by the spec and refused by the server (no crypto wagering). */
export const CHALLENGE_BET_TYPES = ['coins', 'crypto', 'sweepstakes'] as const;
export type ChallengeBetType = (typeof CHALLENGE_BET_TYPES)[number];

/** The spec's crypto currencies, shown only when the bet type is crypto. */
export const CHALLENGE_CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDC', 'USDT'] as const;
export type ChallengeCryptoCurrency = (typeof CHALLENGE_CRYPTO_CURRENCIES)[number];

/** The spec's defaults (section 9); the dialog falls back to the first playable game while blackjack is not. */
export const CHALLENGE_DEFAULTS = {
  gameType: 'blackjack',
  betType: 'coins',
  skillLevel: 'intermediate',
  cryptoCurrency: 'BTC',
} as const satisfies {
  gameType: ChallengeGameType;
  betType: ChallengeBetType;
  skillLevel: ChallengeSkillLevel;
  cryptoCurrency: ChallengeCryptoCurrency;
};

/** The spec's default skill rating (section 9), the Glicko-2 start of every game type. */
export const DEFAULT_SKILL_RATING = 1000;

/**
 * Who may accept a challenge of each level, by the accepter's rating in that game type (inclusive
 * bounds). The bands overlap so players near a boundary still find opponents, and a new player
 * (1000) may take beginner and intermediate challenges: the spec's default level admits them.
 */
export const SKILL_BANDS: Readonly<Record<ChallengeSkillLevel, { min: number; max: number }>> = {
  beginner: { min: 0, max: 1199 },
  intermediate: { min: 1000, max: 1599 },
  expert: { min: 1400, max: Number.POSITIVE_INFINITY },
  any: { min: 0, max: Number.POSITIVE_INFINITY },
};

export const isInSkillBand = (level: ChallengeSkillLevel, rating: number): boolean =>
  rating >= SKILL_BANDS[level].min && rating <= SKILL_BANDS[level].max;

/** The ledger currency a bet type stakes (crypto has none: it is refused). */
export const CHALLENGE_CURRENCY_OF_BET_TYPE = { coins: 'coins', sweepstakes: 'sweeps' } as const;

/** Stake per player, in minor units (1 coin = 100), per ledger currency. */
export const CHALLENGE_STAKE_LIMITS = {
  coins: { min: 100, max: 1_000_000 },
  sweeps: { min: 10, max: 10_000 },
} as const;

/** An open challenge nobody accepts expires after this long (CHALLENGE_EXPIRY_MS overrides it). */
export const DEFAULT_CHALLENGE_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The spec's arena constants (section 9): a 300 s clock, three rounds, first to 50 points. */
export const ARENA = { clockMs: 300_000, rounds: 3, winningScore: 50 } as const;

/**
 * The blackjack duel (issue 14): both players play the same N hands, dealt from one six-deck shoe
 * shuffled from the committed seed, against the floor's dealer rules, from the same stack; the
 * bigger stack after the last hand wins (equal stacks draw). Chips are the duel's own, not coins.
 */
export const BLACKJACK_DUEL = {
  hands: 10,
  startingChips: 1_000,
  minBet: 10,
  maxBet: 200,
  betStep: 10,
  decks: 6,
} as const;

/**
 * The spec's poker challenge (document 2, sections 4 and 9): heads-up no-limit hold'em from 1,000
 * chips each over an 1,800 s countdown, blinds rising every `levelMs`, a 30 s action timer (the
 * table's), and the per-action performance score shown on a bar of 1,000. The score is for show:
 * the money goes by the match (all the chips, or the bigger stack when time runs out).
 */
export const POKER_CHALLENGE = {
  startingChips: 1_000,
  clockMs: 1_800_000,
  actionMs: 30_000,
  levelMs: 300_000,
  blindLevels: [
    { small: 10, big: 20 },
    { small: 15, big: 30 },
    { small: 25, big: 50 },
    { small: 50, big: 100 },
    { small: 75, big: 150 },
    { small: 100, big: 200 },
  ],
  scoreBarMax: 1_000,
  score: { fold: 10, call: 20, raise: 30, allIn: 50, win: 100, perStreakPoint: 10 },
  streak: { raise: 1, allIn: 2 },
} as const;

/** How long a player who dropped keeps their seat before they forfeit. */
export const CHALLENGE_RECONNECT_GRACE_MS = 60_000;

/** The spec's redirect delay after accepting (section 9). */
export const ACCEPT_REDIRECT_MS = 1_000;

export interface ChallengeGameDefinition {
  readonly type: ChallengeGameType;
  readonly name: string;
  /** A one-glyph icon for cards and the dialog, from plain text fonts (no emoji font needed). */
  readonly icon: string;
  /** Playable now; the others are listed as coming and refused on create. */
  readonly playable: boolean;
  /** Whether the game can end drawn (equal scores, stalemate, agreement). */
  readonly hasDraws: boolean;
  /** Whether players may offer and accept a draw (the board games; score duels end on the score). */
  readonly drawOffers: boolean;
  /** How the time runs: one clock per side (board games) or one shared game clock (duels). */
  readonly clock: 'per-side' | 'shared';
  /** The clock's length: the arena's 300 s, or the poker challenge's 1,800 s. */
  readonly clockMs: number;
  /** Where the game is played: the arena (/game-room/{id}) or the poker challenge page (/p2p-challenge/{id}). */
  readonly page: 'game-room' | 'p2p-challenge';
  readonly description: string;
  readonly rules: readonly string[];
}

export const CHALLENGE_GAMES: readonly ChallengeGameDefinition[] = [
  {
    type: 'blackjack',
    name: 'Blackjack Duel',
    icon: '♥',
    playable: true,
    hasDraws: true,
    drawOffers: false,
    clock: 'shared',
    clockMs: ARENA.clockMs,
    page: 'game-room',
    description: 'Both players play the same shoe against the dealer; the bigger stack wins.',
    rules: [
      'Both players play the same 10 hands, dealt from one six-deck shoe shuffled from a seed committed when the duel starts and revealed at the end.',
      'Each starts with 1,000 chips and bets 10-200 per hand in steps of 10; the dealer stands on 17, blackjack pays 3:2, double, one split and insurance as at the blackjack table.',
      'Play at your own pace: each hand’s result shows once both have played it. The bigger stack after the last hand wins, equal stacks draw; when the 300 s run out a hand in play stands and the stacks decide.',
    ],
  },
  {
    type: 'poker',
    name: 'Heads-Up Poker',
    icon: '♠',
    playable: true,
    hasDraws: true,
    drawOffers: false,
    clock: 'shared',
    clockMs: POKER_CHALLENGE.clockMs,
    page: 'p2p-challenge',
    description: "Timed heads-up no-limit hold'em from equal stacks.",
    rules: [
      "Heads-up no-limit hold'em from 1,000 chips each; the creator has the button (and small blind) first, then it alternates.",
      'Blinds start at 10/20 and rise every 5 minutes to 100/200; 30 s to act, or you check if you can, else fold.',
      'All the chips win at once; when the 30 minutes run out the hand in play is called off and the bigger stack wins (equal stacks draw).',
      'Every hand is dealt from the seed committed at the start and revealed at the end; the performance score is for show, the chips decide.',
    ],
  },
  {
    type: 'chess',
    name: 'Chess',
    icon: '♞',
    playable: true,
    hasDraws: true,
    drawOffers: true,
    clock: 'per-side',
    clockMs: ARENA.clockMs,
    page: 'game-room',
    description: 'Five-minute blitz: checkmate, flag or outlast your opponent.',
    rules: [
      'Standard chess rules: the creator plays white.',
      'Five minutes on each clock, no increment; a flag falls unless the opponent cannot mate.',
      'Stalemate, threefold repetition, the fifty-move rule, insufficient material and agreed draws return both stakes.',
    ],
  },
  {
    type: 'checkers',
    name: 'Checkers',
    icon: '⛀',
    playable: true,
    hasDraws: true,
    drawOffers: true,
    clock: 'per-side',
    clockMs: ARENA.clockMs,
    page: 'game-room',
    description: 'English draughts on 8×8: captures are forced, kings move both ways.',
    rules: [
      'English draughts: dark moves first (the creator), captures are compulsory, multi-jumps continue.',
      'A man reaching the far row is crowned and the move ends.',
      'Five minutes on each clock; 40 moves each without a capture or a man moving, or a threefold repetition, is a draw.',
    ],
  },
  {
    type: 'math',
    name: 'Math Duel',
    icon: '∑',
    playable: true,
    hasDraws: true,
    drawOffers: false,
    clock: 'shared',
    clockMs: ARENA.clockMs,
    page: 'game-room',
    description: 'The same problems for both: answer fast and right, first to 50 points.',
    rules: [
      'Both players get the same problems, from a seed committed when the duel starts and revealed at the end.',
      'A correct answer scores 1-10 points: the faster, the more; a wrong answer locks you out for 3 seconds.',
      'Three rounds of rising difficulty; first to 50 points wins, or the higher score when the 300 s run out.',
    ],
  },
  {
    type: 'image_puzzles',
    name: 'Image Puzzles',
    icon: '▦',
    playable: true,
    hasDraws: true,
    drawOffers: false,
    clock: 'shared',
    clockMs: ARENA.clockMs,
    page: 'game-room',
    description: 'Race to solve the same sliding-tile picture.',
    rules: [
      'Both players get the same sliding-tile pictures, shuffled by legal moves from a seed committed when the duel starts and revealed at the end.',
      'Slide the tiles back into the picture: the fewer moves against the optimum and the faster, the more points (1-10); a wrong solution locks you out for 3 seconds.',
      'Three rounds: 3×3 boards, harder 3×3 boards, then 4×4; first to 50 points wins, or the higher score when the 300 s run out.',
    ],
  },
  {
    type: 'logic_puzzles',
    name: 'Logic Puzzles',
    icon: '∴',
    playable: true,
    hasDraws: true,
    drawOffers: false,
    clock: 'shared',
    clockMs: ARENA.clockMs,
    page: 'game-room',
    description: 'The same generated puzzles for both; fastest correct solutions score most.',
    rules: [
      'Both players get the same sudoku, generated from a seed committed when the duel starts and revealed at the end; each has exactly one solution.',
      'Fill every cell so each row, column and box holds each digit once: a correct grid scores 1-10 points, the faster the more; a wrong one locks you out for 3 seconds.',
      'Round 1 is 4×4, round 2 is 6×6, round 3 is a sparser 6×6; first to 50 points wins, or the higher score when the 300 s run out.',
    ],
  },
  {
    type: 'word_riddles',
    name: 'Word Riddles',
    icon: '?',
    playable: true,
    hasDraws: true,
    drawOffers: false,
    clock: 'shared',
    clockMs: ARENA.clockMs,
    page: 'game-room',
    description: 'Solve the same riddles first; hints cost points.',
    rules: [
      'Both players get the same riddles, from a seed committed when the duel starts and revealed at the end.',
      'A correct answer scores 1-10 points (one less per 3 seconds), each hint costs 2; a wrong answer locks you out for 3 seconds; a skip scores nothing.',
      'Three rounds of harder riddles; first to 50 points wins, or the higher score when the 300 s run out.',
    ],
  },
];

const byType = new Map<string, ChallengeGameDefinition>(CHALLENGE_GAMES.map((game) => [game.type, game]));

export function challengeGameOf(type: ChallengeGameType): ChallengeGameDefinition {
  const game = byType.get(type);
  if (!game) throw new Error(`no challenge game ${type}`);
  return game;
}

export const playableChallengeGames = (): ChallengeGameDefinition[] =>
  CHALLENGE_GAMES.filter((game) => game.playable);

/** The dialog's default game: the spec's blackjack once it is playable, otherwise the first playable. */
export function defaultChallengeGameType(): ChallengeGameType {
  const preferred = challengeGameOf(CHALLENGE_DEFAULTS.gameType);
  if (preferred.playable) return preferred.type;
  const first = playableChallengeGames()[0];
  if (!first) throw new Error('no playable challenge game');
  return first.type;
}
