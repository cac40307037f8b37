import { z } from 'zod';
import { Id } from './ids.js';
import { MoneyAmount, MoneyString, PlayCurrency } from './money.js';

/** GET /api/game-sessions: one settled round (spec: Game session). */
export const GameSession = z.object({
  id: z.string(),
  gameId: z.number().int(),
  gameSlug: z.string(),
  /** The currency the round was played with (issue 18): its amounts are in it. */
  currency: PlayCurrency,
  betAmount: MoneyString,
  winAmount: MoneyString,
  createdAt: z.string(),
  /** Per game: slots reels and winMultiplier; roulette number, color, betType, betValue; and `fairness`. */
  gameData: z.record(z.string(), z.unknown()),
});
export type GameSession = z.infer<typeof GameSession>;

/**
 * POST /api/game-sessions (compatibility): validated like any play, then ignored; the server records
 * real rounds itself. Unknown keys are dropped rather than refused, as the spec's client may send more.
 */
export const LegacyGameSessionRequest = z.object({
  gameId: Id,
  betAmount: MoneyAmount,
  winAmount: MoneyAmount,
  gameData: z.unknown().optional(),
});
export const LegacyGameSessionResponse = z.object({ recorded: z.literal(false), message: z.string() });

/** GET /api/user-stats (spec: User stats): coin play only (sweepstakes rounds are never summed with coins). */
export const UserStats = z.object({
  totalBets: z.number().int(),
  biggestWin: MoneyString,
  totalWagered: MoneyString,
  totalWon: MoneyString,
  favoriteGame: z.string().nullable(),
});
export type UserStats = z.infer<typeof UserStats>;
