import { z } from 'zod';
import { AI_BLACKJACK_MOVES, AI_DIFFICULTIES, AI_GAME_TYPES, AI_ROULETTE_BETS } from '@casino/engine';
import { Card } from './cards.js';
import { IdParam } from './ids.js';
import { RoundFairness } from './fairness.js';
import { MoneyString, PlayCurrency, PositiveMoneyAmount, WagerCurrency } from './money.js';
import { plainText } from './plain-text.js';

// Generated games (issue 19; spec "social and competitive areas": /ai-games, /ai-game/{gameId}, the
// AI game entity, POST /api/ai-games/generate, the AI game play constants). The game types,
// difficulties and moves are the engine's; the contract names them for the wire.

export const AiGameType = z.enum(AI_GAME_TYPES);
export type AiGameType = z.infer<typeof AiGameType>;
export const AiDifficulty = z.enum(AI_DIFFICULTIES);
export type AiDifficulty = z.infer<typeof AiDifficulty>;
/** Spec section 9: difficulty easy, medium (default), hard. */
export const DEFAULT_AI_DIFFICULTY: AiDifficulty = 'medium';

/** Spec section 9, AI game play: default bet 100, step 50, minimum 10 on decrement, presets. */
export const AI_GAME_BET = {
  default: 100,
  step: 50,
  minimumOnDecrement: 10,
  presets: [100, 500, 1000],
  /** Spec section 4: a round shows as playing for 3 s before its result. */
  playDelayMs: 3_000,
} as const;

/** Spec section 8: the toast when generation cannot start. */
export const AI_GENERATION_FAILED_MESSAGE = 'Failed to start game generation';
/** Spec section 5: the toast when the balance is lower than the bet. */
export const AI_INSUFFICIENT_BALANCE = {
  title: 'Insufficient Balance',
  message: "You don't have enough coins to play this game.",
  /** The same toast for a bet in sweepstakes coins (issue 18): it names that currency. */
  sweepsMessage: "You don't have enough sweepstakes coins to play this game.",
} as const;

export const AI_THEME_MAX = 60;
export const AI_PROMPT_MAX = 500;

/** POST /api/ai-games/generate (spec: gameType, theme, difficulty, aiPrompt; theme and prompt required). */
export const GenerateAiGameRequest = z.strictObject({
  gameType: AiGameType,
  theme: plainText().trim().min(1, 'is required').max(AI_THEME_MAX),
  difficulty: AiDifficulty.default(DEFAULT_AI_DIFFICULTY),
  aiPrompt: plainText().trim().min(1, 'is required').max(AI_PROMPT_MAX),
});
export type GenerateAiGameRequest = z.infer<typeof GenerateAiGameRequest>;

export const AiGameStatus = z.enum(['pending', 'ready', 'failed']);
export type AiGameStatus = z.infer<typeof AiGameStatus>;

/** The generate response: the job is queued; the spec reads estimatedTime. */
export const GenerateAiGameResponse = z.object({
  id: z.number().int(),
  status: AiGameStatus,
  estimatedTime: z.number().int().positive().describe('seconds until the game is expected to be ready'),
  message: z.string(),
});
export type GenerateAiGameResponse = z.infer<typeof GenerateAiGameResponse>;

export const VolatilityLabel = z.enum(['low', 'medium', 'high']);
export type VolatilityLabel = z.infer<typeof VolatilityLabel>;

/** The spec's AI game (id, name, gameType, theme, difficulty, description, rating, playCount, rtp, creatorName) and more. */
export const AiGame = z.object({
  id: z.number().int(),
  name: z.string().describe('empty until the game is designed'),
  gameType: AiGameType,
  theme: z.string(),
  difficulty: AiDifficulty,
  description: z.string(),
  rating: z.number().describe('average rating, one decimal; 0 before the first rating'),
  ratingCount: z.number().int(),
  playCount: z.number().int(),
  rtp: z.number().describe('return to player in percent, two decimals (rounded down; exact in the design)'),
  creatorName: z.string(),
  status: AiGameStatus,
  featured: z.boolean(),
  hidden: z.boolean().describe('hidden by staff: only its creator and staff see it'),
  mine: z.boolean(),
  hitRate: z.number().describe('chance of a net win in percent, two decimals'),
  volatility: z.number().describe('standard deviation of a round per unit staked'),
  volatilityLabel: VolatilityLabel,
  createdAt: z.string(),
});
export type AiGame = z.infer<typeof AiGame>;

export const AiGamesTab = z.enum(['featured', 'popular', 'newest', 'mine']);
export type AiGamesTab = z.infer<typeof AiGamesTab>;
export const AiGamesQuery = z.strictObject({ tab: AiGamesTab.optional() });

/** The four stat cards of /ai-games. */
export const AiGameStats = z.object({
  aiGamesCreated: z.number().int(),
  totalPlays: z.number().int(),
  averageRating: z.number().nullable().describe('one decimal; null before any rating'),
  uniqueThemes: z.number().int(),
});
export type AiGameStats = z.infer<typeof AiGameStats>;

/** One symbol of a design: a path of the bundled icon set, drawn in a 512 x 512 box. */
export const AiSymbol = z.object({ icon: z.string(), label: z.string(), path: z.string() });
export type AiSymbol = z.infer<typeof AiSymbol>;

export const AiPalette = z.object({
  background: z.string(),
  surface: z.string(),
  primary: z.string(),
  accent: z.string(),
  text: z.string(),
  /** One colour per symbol, most valuable first. */
  symbols: z.array(z.string()),
});
export type AiPalette = z.infer<typeof AiPalette>;

/** What a game looks like: its symbols (from the bundled icon set), palette and the icon set's credit. */
export const AiPresentation = z.object({
  palette: AiPalette,
  symbols: z.array(AiSymbol),
  tagline: z.string(),
  credit: z.string().describe('the icon set and its licence'),
});
export type AiPresentation = z.infer<typeof AiPresentation>;

export const AiGameDetail = AiGame.extend({
  presentation: AiPresentation.nullable(),
  /** The engine's design (packages/engine/src/games/ai-games: AiMathDesign); null until ready. */
  math: z.record(z.string(), z.unknown()).nullable(),
  designer: z.enum(['procedural', 'language-model']).nullable(),
  rules: z.array(z.string()).describe('the rules and paytable in words'),
  myRating: z.number().int().nullable(),
  canRate: z.boolean().describe('played at least one round and not rated yet'),
  failure: z.string().nullable().describe('why the designer gave up (failed games)'),
});
export type AiGameDetail = z.infer<typeof AiGameDetail>;

export const AiGameIdParams = z.strictObject({ aiGameId: IdParam });

// Play ------------------------------------------------------------------------------------------

export const AiRouletteBetType = z.enum(AI_ROULETTE_BETS);
export const AiRouletteBet = z.strictObject({
  type: AiRouletteBetType,
  value: z.number().int().min(0).max(36),
});
export const AiDiceChoice = z.strictObject({
  chance: z.number().int().min(1).max(99),
  direction: z.enum(['under', 'over']),
});

/**
 * POST /api/ai-games/:id/play, a round decided at once (slots, roulette, arcade). A wager body:
 * the stake, its currency (coins when absent, issue 18) and the game's own choice.
 */
export const AiPlayRequest = z.strictObject({
  betAmount: PositiveMoneyAmount,
  currency: WagerCurrency,
  roulette: AiRouletteBet.optional().describe('roulette: the bet (its value per type, see the design)'),
  dice: AiDiceChoice.optional().describe('dice: the win chance in percent and under or over'),
});
export type AiPlayRequest = z.infer<typeof AiPlayRequest>;

export const AiPlayResponse = z.object({
  aiGameId: z.number().int(),
  /** The engine's outcome (AiOneShotOutcome): symbols and line wins, the pocket, the wheel segment ... */
  outcome: z.record(z.string(), z.unknown()),
  betAmount: MoneyString,
  winAmount: MoneyString,
  net: z.string().describe('winAmount - betAmount, signed'),
  isWin: z.boolean().describe('returned more than the stake'),
  currency: PlayCurrency.describe('the currency the round is played with: every amount is in it'),
  balance: MoneyString.describe('balance of that currency after the play'),
  sessionId: z.string(),
  fairness: RoundFairness,
});
export type AiPlayResponse = z.infer<typeof AiPlayResponse>;

/**
 * Starts a blackjack or video poker round of a generated game: the stake and its currency (coins
 * when absent); every later stake and payout of the round is in the round's currency.
 */
export const AiDealRequest = z.strictObject({ betAmount: PositiveMoneyAmount, currency: WagerCurrency });
export type AiDealRequest = z.infer<typeof AiDealRequest>;

const RoundId = z.string().regex(/^[1-9][0-9]{0,18}$/, 'must be a round id');
export const AiBlackjackActionRequest = z.strictObject({
  move: z.enum(AI_BLACKJACK_MOVES),
  /** The round the move was made on: refused if another round is open (a stale click). */
  roundId: RoundId,
});
export type AiBlackjackActionRequest = z.infer<typeof AiBlackjackActionRequest>;
export const AiPokerDrawRequest = z.strictObject({ held: z.array(z.boolean()).length(5), roundId: RoundId });
export type AiPokerDrawRequest = z.infer<typeof AiPokerDrawRequest>;

const AiHandOutcome = z.enum(['playing', 'blackjack', 'win', 'lose', 'push', 'bust']);
export const AiBlackjackTable = z.object({
  dealerCards: z.array(Card).describe('the up card only while the player plays'),
  dealerValue: z.number().int(),
  hands: z.array(
    z.object({
      cards: z.array(Card),
      value: z.number().int(),
      soft: z.boolean(),
      bet: MoneyString,
      outcome: AiHandOutcome,
      winAmount: MoneyString,
    }),
  ),
  activeHand: z.number().int(),
  canDouble: z.boolean(),
  canSplit: z.boolean(),
  /** The move the exact solver rates best for the active hand (the table's hint). */
  hint: z.enum(AI_BLACKJACK_MOVES).nullable(),
});
export const AiPokerTable = z.object({
  cards: z.array(Card),
  held: z.array(z.boolean()),
  hand: z.string().describe('the paytable hand the five cards make'),
  multiplier: z.number().int().describe('what the hand pays per unit bet once drawn'),
});

/** A blackjack or video poker round of a generated game. */
export const AiTableRound = z.object({
  roundId: z.string(),
  aiGameId: z.number().int(),
  gameType: z.enum(['blackjack', 'poker']),
  phase: z.enum(['playing', 'finished']),
  blackjack: AiBlackjackTable.nullable(),
  poker: AiPokerTable.nullable(),
  betAmount: MoneyString.describe('everything staked on the round'),
  winAmount: MoneyString.describe('everything returned (0.00 until finished)'),
  currency: PlayCurrency.describe('the currency the round is played with: every amount is in it'),
  balance: MoneyString.describe('balance of that currency'),
  sessionId: z.string().nullable(),
  fairness: RoundFairness,
});
export type AiTableRound = z.infer<typeof AiTableRound>;

export const AiRateRequest = z.strictObject({ rating: z.number().int().min(1).max(5) });
export type AiRateRequest = z.infer<typeof AiRateRequest>;
export const AiRateResponse = z.object({
  rating: z.number(),
  ratingCount: z.number().int(),
  myRating: z.number().int(),
});
export type AiRateResponse = z.infer<typeof AiRateResponse>;

// Back office ----------------------------------------------------------------------------------

export const AdminAiGameHideRequest = z.strictObject({
  hidden: z.boolean(),
  reason: plainText().trim().max(300).optional(),
});
export type AdminAiGameHideRequest = z.infer<typeof AdminAiGameHideRequest>;
export const AdminAiGameFeatureRequest = z.strictObject({ featured: z.boolean() });
export type AdminAiGameFeatureRequest = z.infer<typeof AdminAiGameFeatureRequest>;
export const AdminAiGame = AiGame.extend({
  hiddenReason: z.string().nullable(),
  designer: z.enum(['procedural', 'language-model']).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type AdminAiGame = z.infer<typeof AdminAiGame>;
