import type { LoyaltyRewardLogEntry, LoyaltySummary } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { addDays, calendarDayOf, liveStreak, startOfDay } from '../calendar-day.js';
import type { Clock } from '../clock.js';
import { formatMoney } from '../money.js';
import { projectEventsOf } from '../projections/event-projector.js';
import { readLoyalty, type LoyaltyRow } from './loyalty-account.js';
import { tierProgress } from './loyalty-tiers.js';

/** The panel's figures from the loyalty row and the VIP expiry, as of `now`. */
export function toLoyaltySummary(row: LoyaltyRow, vipUntil: Date | null, now: Date): LoyaltySummary {
  const today = calendarDayOf(now);
  const progress = tierProgress(row.total_points_earned);
  const claimedToday = row.last_daily_reward_on === today;
  const isVip = vipUntil !== null && vipUntil.getTime() > now.getTime();
  return {
    loyaltyPoints: row.points,
    tierLevel: progress.tier,
    totalPointsEarned: row.total_points_earned,
    freeSpins: row.free_spins,
    bonusCoins: formatMoney(row.bonus_coins),
    streakDays: liveStreak(row.last_daily_reward_on, row.streak_days, today),
    nextTier: progress.nextTier,
    pointsToNextTier: progress.pointsToNextTier,
    progressPercent: progress.progressPercent,
    canClaimDailyReward: !claimedToday,
    nextDailyRewardAt: (claimedToday ? startOfDay(addDays(today, 1)) : now).toISOString(),
    isVip,
    vipUntil: isVip && vipUntil ? vipUntil.toISOString() : null,
  };
}

/** The summary read inside any transaction or connection (no projection catch-up). */
export async function readLoyaltySummary(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<LoyaltySummary> {
  const row = await readLoyalty(db, userId);
  const user = await db.selectFrom('users').select('vip_until').where('id', '=', userId).executeTakeFirst();
  return toLoyaltySummary(row, user?.vip_until ?? null, now);
}

/** GET /api/loyalty: after the player's own settled rounds are projected (their points are in). */
export async function getLoyaltySummary(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<LoyaltySummary> {
  await projectEventsOf(db, userId, clock);
  return readLoyaltySummary(db, userId, clock());
}

/** GET /api/loyalty/rewards: the reward log, newest first. */
export async function listLoyaltyRewards(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
  limit = 100,
): Promise<LoyaltyRewardLogEntry[]> {
  await projectEventsOf(db, userId, clock);
  const rows = await db
    .selectFrom('loyalty_log')
    .select(['id', 'description', 'created_at', 'points_change', 'coins_change', 'spins_change'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id.toString(),
    description: r.description,
    createdAt: r.created_at.toISOString(),
    pointsChange: r.points_change,
    coinsChange: formatMoney(r.coins_change),
    spinsChange: r.spins_change,
  }));
}
