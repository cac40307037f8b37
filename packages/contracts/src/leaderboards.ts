import { z } from 'zod';
import { decimalParam } from './ids.js';
import { MoneyString } from './money.js';

/** Spec section 9: the leaderboard categories, top 25 each. */
export const LeaderboardCategory = z.enum([
  'slots',
  'blackjack',
  'poker',
  'roulette',
  'baccarat',
  'video_poker',
  'craps',
]);
export type LeaderboardCategory = z.infer<typeof LeaderboardCategory>;
export const LEADERBOARD_CATEGORIES = LeaderboardCategory.options;
export const LEADERBOARD_SIZE = 25;

/**
 * Spec section 9, month-end rewards per category: rank 1 = 500 coins + 5,000 points; 2 = 300 +
 * 3,000; 3 = 200 + 2,000; 4-10 = 100 + 1,000; 11-25 = 50 + 500.
 */
export const LEADERBOARD_REWARDS = [
  { fromRank: 1, toRank: 1, coins: '500.00', points: 5_000 },
  { fromRank: 2, toRank: 2, coins: '300.00', points: 3_000 },
  { fromRank: 3, toRank: 3, coins: '200.00', points: 2_000 },
  { fromRank: 4, toRank: 10, coins: '100.00', points: 1_000 },
  { fromRank: 11, toRank: 25, coins: '50.00', points: 500 },
] as const;

/** GET /api/leaderboards/all?month&year (both optional: the current month and year, UTC). */
export const LeaderboardQuery = z.strictObject({
  month: decimalParam(1, 12).optional(),
  year: decimalParam(2000, 2100).optional(),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

/** One ranked player (spec: entry). */
export const LeaderboardEntry = z.object({
  id: z.string(),
  rank: z.number().int(),
  userId: z.string(),
  username: z.string(),
  email: z.string().nullable().describe('masked except for the player themself and admins'),
  totalWon: MoneyString,
  biggestWin: MoneyString,
  winRate: z.number().describe('percent of rounds that returned more than they staked, one decimal'),
  totalSessions: z.number().int(),
  isCurrentUser: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const CategoryLeaderboard = z.object({
  gameType: LeaderboardCategory,
  leaderboard: z.array(LeaderboardEntry),
  /** When the month-end rewards of this month were paid, or null while the month is open. */
  rewardsPaidAt: z.string().nullable(),
});
export type CategoryLeaderboard = z.infer<typeof CategoryLeaderboard>;

export const LeaderboardsResponse = z.array(CategoryLeaderboard);
export type LeaderboardsResponse = z.infer<typeof LeaderboardsResponse>;
