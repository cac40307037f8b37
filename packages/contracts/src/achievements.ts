import { z } from 'zod';
import { MoneyString } from './money.js';

/** GET /api/achievements: every achievement, unlocked or not (spec: Achievement, plus progress). */
export const Achievement = z.object({
  id: z.string(),
  badgeIcon: z.string(),
  achievementName: z.string(),
  achievementDescription: z.string(),
  unlockedAt: z.string().nullable(),
  progress: z.number().describe('rounds, or coins for amount goals'),
  target: z.number(),
  unit: z.enum(['count', 'coins']).describe('what progress and target count'),
});
export type Achievement = z.infer<typeof Achievement>;

export const ChallengeType = z.enum(['play_sessions', 'win_amount']);
export type ChallengeType = z.infer<typeof ChallengeType>;
export const ChallengeGameType = z.enum(['slots', 'blackjack', 'poker', 'roulette', 'craps', 'any']);
export type ChallengeGameType = z.infer<typeof ChallengeGameType>;

/** GET /api/challenges/daily: today's challenges (UTC day), paid automatically when completed. */
export const DailyChallenge = z.object({
  id: z.string(),
  challengeType: ChallengeType,
  gameType: ChallengeGameType,
  title: z.string(),
  targetValue: z.number().describe('rounds for play_sessions, coins for win_amount'),
  currentProgress: z.number(),
  rewardCoins: MoneyString,
  rewardPoints: z.number().int(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  day: z.string().describe('YYYY-MM-DD, UTC'),
});
export type DailyChallenge = z.infer<typeof DailyChallenge>;
