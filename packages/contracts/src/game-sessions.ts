import { z } from 'zod';
import { MoneyString } from './money.js';

/** GET /api/game-sessions: one settled round (spec: Game session). */
export const GameSession = z.object({
  id: z.string(),
  gameId: z.number().int(),
  gameSlug: z.string(),
  betAmount: MoneyString,
  winAmount: MoneyString,
  createdAt: z.string(),
  /** Per game: slots reels and winMultiplier; roulette number, color, betType, betValue; and `fairness`. */
  gameData: z.record(z.string(), z.unknown()),
});
export type GameSession = z.infer<typeof GameSession>;

/** POST /api/game-sessions (compatibility): accepted and ignored; the server records real rounds itself. */
export const LegacyGameSessionRequest = z.object({
  gameId: z.union([z.number(), z.string()]),
  betAmount: z.union([z.number(), z.string()]),
  winAmount: z.union([z.number(), z.string()]),
  gameData: z.unknown().optional(),
});
export const LegacyGameSessionResponse = z.object({ recorded: z.literal(false), message: z.string() });

/** GET /api/user-stats (spec: User stats). */
export const UserStats = z.object({
  totalBets: z.number().int(),
  biggestWin: MoneyString,
  totalWagered: MoneyString,
  totalWon: MoneyString,
  favoriteGame: z.string().nullable(),
});
export type UserStats = z.infer<typeof UserStats>;
