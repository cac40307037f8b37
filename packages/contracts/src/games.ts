import { z } from 'zod';
import { MoneyString } from './money.js';

export const GameType = z.enum(['slot', 'table', 'live']);
export type GameType = z.infer<typeof GameType>;

export const GameTheme = z.enum(['luxury', 'ancient', 'space', 'classic', 'premium', 'default']);
export type GameTheme = z.infer<typeof GameTheme>;

/** A catalogue entry (spec: Game; document 2: casino game). */
export const Game = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  type: GameType,
  category: z
    .string()
    .describe('catalogue tab: slots, jackpots, blackjack, roulette, poker, baccarat, live, specialty'),
  theme: GameTheme,
  rtp: z.number().describe('return to player, percent'),
  minBet: MoneyString.nullable(),
  maxBet: MoneyString.nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Badges from data (spec: random on the old client): HOT = among the most played of the last 7 days. */
  isHot: z.boolean(),
  /** NEW = added to the catalogue in the last 30 days. */
  isNew: z.boolean(),
  /** FEATURED: pinned by an admin (issue 15); an admin's pin also decides HOT and NEW ('none' hides both). */
  isFeatured: z.boolean(),
  playsLast7Days: z.number().int().nonnegative(),
});
export type Game = z.infer<typeof Game>;

export const GamesQuery = z.strictObject({ type: GameType.optional() });
export type GamesQuery = z.infer<typeof GamesQuery>;

/** The refusal of a bet on a game an admin turned off (error `game_unavailable`, 409). */
export const GAME_UNAVAILABLE_MESSAGE = 'This game is currently unavailable.';
