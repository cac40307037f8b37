import { z } from 'zod';
import { MoneyString } from './money.js';

/**
 * Free coins (spec sections 4 and 9): 500 coins plus 10 sweepstakes coins every 12 hours, paid from
 * the promotions account; a streak of 7 or more consecutive calendar days (UTC) with a claim adds
 * 50% to the coins.
 */
export const FREE_COINS = {
  coins: '500.00',
  sweepstakesCoins: '10.00',
  intervalHours: 12,
  streakBonusDays: 7,
  streakBonusPercent: 50,
} as const;

/** GET /api/daily-reward/status. */
export const DailyRewardStatus = z.object({
  canClaim: z.boolean(),
  streakDays: z.number().int().describe('consecutive calendar days (UTC) with a claim, still alive today'),
  nextRewardAt: z.string().nullable().describe('when the next claim opens; null when one can be claimed now'),
  coinsAmount: MoneyString.describe(
    'what a claim now (or the next one) pays in coins, streak bonus included',
  ),
  sweepstakesCoinsAmount: MoneyString,
  streakBonusActive: z.boolean(),
});
export type DailyRewardStatus = z.infer<typeof DailyRewardStatus>;

/** POST /api/daily-reward/claim. */
export const DailyRewardClaimResponse = z.object({
  coinsAwarded: MoneyString,
  sweepstakesCoinsAwarded: MoneyString,
  streakDays: z.number().int(),
  streakBonus: z.boolean(),
  nextRewardAt: z.string(),
  balance: MoneyString,
  sweepstakesCoins: MoneyString,
});
export type DailyRewardClaimResponse = z.infer<typeof DailyRewardClaimResponse>;
