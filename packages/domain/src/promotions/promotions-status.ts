import type { PromotionsStatus } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { calendarDayOf } from '../calendar-day.js';
import type { Clock } from '../clock.js';
import { readLoyalty } from '../loyalty/loyalty-account.js';
import { tierRuleOf } from '../loyalty/loyalty-tiers.js';
import { formatMoney } from '../money.js';
import { FRIDAY_MAX_BONUS_UNITS, isFriday } from './purchase-bonuses.js';
import { VIP_MIN_POINTS } from './vip-cashback.js';

/** GET /api/promotions: which promotions the player has used and what is still open to them. */
export async function getPromotionsStatus(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<PromotionsStatus> {
  const now = clock();
  const today = calendarDayOf(now);
  const grants = await db
    .selectFrom('promotion_grants')
    .select(['promotion', 'day', 'coins', 'free_spins', 'created_at'])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('promotion', '=', 'welcome'),
        eb.and([eb('promotion', '=', 'friday_reload'), eb('day', '=', today)]),
        eb('promotion', '=', 'vip_cashback'),
      ]),
    )
    .orderBy('day', 'desc')
    .execute();
  const welcome = grants.find((g) => g.promotion === 'welcome');
  const fridayPaid = grants
    .filter((g) => g.promotion === 'friday_reload')
    .reduce((sum, g) => sum + BigInt(g.coins), 0n);
  const lastCashback = grants.find((g) => g.promotion === 'vip_cashback');
  const loyalty = await readLoyalty(db, userId);
  const user = await db.selectFrom('users').select('vip_until').where('id', '=', userId).executeTakeFirst();
  const passActive = user?.vip_until != null && user.vip_until.getTime() > now.getTime();
  const friday = isFriday(now);
  return {
    welcome: {
      used: welcome !== undefined,
      grantedAt: welcome ? welcome.created_at.toISOString() : null,
      coins: welcome ? formatMoney(BigInt(welcome.coins)) : null,
      freeSpins: welcome ? welcome.free_spins : null,
    },
    fridayReload: {
      isFridayNow: friday,
      remainingTodayCoins: formatMoney(friday ? FRIDAY_MAX_BONUS_UNITS - fridayPaid : 0n),
      paidTodayCoins: formatMoney(fridayPaid),
    },
    vipCashback: {
      eligible: loyalty.total_points_earned >= VIP_MIN_POINTS || passActive,
      tier: tierRuleOf(loyalty.total_points_earned).tier,
      lastPaidDay: lastCashback ? lastCashback.day : null,
      lastPaidCoins: lastCashback ? formatMoney(BigInt(lastCashback.coins)) : null,
    },
  };
}
