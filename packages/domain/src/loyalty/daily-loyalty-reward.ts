import { LOYALTY_RULES, type DailyLoyaltyRewardResponse } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { calendarDayOf, nextStreak } from '../calendar-day.js';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { awardPoints, lockLoyalty } from './loyalty-account.js';
import { readLoyaltySummary } from './loyalty-summary.js';
import { tierRuleOf } from './loyalty-tiers.js';

export const ALREADY_CLAIMED_TODAY = "You have already claimed today's loyalty reward. Come back tomorrow!";

/** Points of the daily reward: 10 per consecutive day up to 7, plus the tier's bonus. */
export function dailyRewardOf(
  streakDays: number,
  totalPointsEarned: number,
): { points: number; freeSpins: number } {
  const tier = tierRuleOf(totalPointsEarned);
  const days = Math.min(streakDays, LOYALTY_RULES.maxStreakDays);
  return {
    points: days * LOYALTY_RULES.dailyPointsPerStreakDay + tier.dailyBonusPoints,
    freeSpins: tier.dailyFreeSpins,
  };
}

/**
 * POST /api/loyalty/daily-reward: once per calendar day (UTC). The streak grows on consecutive days
 * and restarts at 1 after a missed day. Guarded twice: the loyalty row is locked and its day checked,
 * and the log source `daily:<user>:<day>` is unique.
 */
export async function claimDailyLoyaltyReward(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<DailyLoyaltyRewardResponse> {
  const now = clock();
  const today = calendarDayOf(now);
  const awarded = await db.transaction().execute(async (trx) => {
    const row = await lockLoyalty(trx, userId);
    if (row.last_daily_reward_on === today) throw new DomainError('already_claimed', ALREADY_CLAIMED_TODAY);
    const streak = nextStreak(row.last_daily_reward_on, row.streak_days, today);
    const reward = dailyRewardOf(streak, row.total_points_earned);
    await trx
      .updateTable('player_loyalty')
      .set({ streak_days: streak, last_daily_reward_on: today, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    const spins =
      reward.freeSpins > 0 ? ` and ${reward.freeSpins} free spin${reward.freeSpins === 1 ? '' : 's'}` : '';
    const logged = await awardPoints(trx, {
      userId,
      kind: 'daily',
      description: `Daily reward, day ${streak} of your streak: ${reward.points} points${spins}`,
      points: reward.points,
      freeSpins: reward.freeSpins,
      sourceKey: `daily:${userId}:${today}`,
      at: now,
    });
    if (!logged) throw new DomainError('already_claimed', ALREADY_CLAIMED_TODAY);
    return { ...reward, streak };
  });
  const spins =
    awarded.freeSpins > 0 ? ` and ${awarded.freeSpins} free spin${awarded.freeSpins === 1 ? '' : 's'}` : '';
  return {
    message: `You earned ${awarded.points} points${spins}. Streak: ${awarded.streak} day${awarded.streak === 1 ? '' : 's'}.`,
    pointsAwarded: awarded.points,
    freeSpinsAwarded: awarded.freeSpins,
    streakDays: awarded.streak,
    loyalty: await readLoyaltySummary(db, userId, now),
  };
}
