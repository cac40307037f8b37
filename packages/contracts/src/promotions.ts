import { z } from 'zod';
import { LoyaltyTier } from './loyalty.js';
import { MoneyString } from './money.js';

/**
 * The landing page's three promotions (spec section 9: "welcome bonus 200% up to $1,000 plus 100
 * free spins; reload bonus 50% every Friday up to $500; VIP cashback 10% daily"), as the product
 * pays them. Coins are not dollars: a cap in dollars is the coins those dollars buy at the store's
 * base rate of 1,000 coins per US dollar (coin-packages.ts), so "$1,000" is 1,000,000 GC and
 * "$500" is 500,000 GC. Days are UTC calendar days, as every daily rule of the product.
 */
export const COINS_PER_USD_BASE_RATE = 1_000;

export const PROMOTION_TERMS = {
  welcome: {
    /** Extra coins, as a percentage of the coins of the player's first completed package. */
    bonusPercent: 200,
    /** Coins: $1,000 at the base rate. */
    maxBonusCoins: '1000000.00',
    /** Added to the loyalty free-spin balance, played on any featured slot. */
    freeSpins: 100,
  },
  fridayReload: {
    bonusPercent: 50,
    /** Coins per player and Friday, over all that Friday's purchases: $500 at the base rate. */
    maxBonusCoinsPerFriday: '500000.00',
    timeZone: 'UTC',
  },
  vipCashback: {
    /** Of the previous day's net loss on the casino games (stakes minus returns; free spins excluded). */
    percent: 10,
    /** VIP: this loyalty tier or above, or a VIP pass from the reward shop active on that day. */
    minTier: 'Gold',
    timeZone: 'UTC',
  },
} as const satisfies {
  welcome: { bonusPercent: number; maxBonusCoins: string; freeSpins: number };
  fridayReload: { bonusPercent: number; maxBonusCoinsPerFriday: string; timeZone: string };
  vipCashback: { percent: number; minTier: LoyaltyTier; timeZone: string };
};

export const PromotionCode = z.enum(['welcome', 'friday_reload', 'vip_cashback']);
export type PromotionCode = z.infer<typeof PromotionCode>;

/** A promotion paid with a coin purchase, in the purchase's answer. */
export const PurchaseBonus = z.object({
  promotion: PromotionCode,
  coins: MoneyString.describe('extra coins credited from the promotions account'),
  freeSpins: z.number().int().nonnegative(),
});
export type PurchaseBonus = z.infer<typeof PurchaseBonus>;

/** GET /api/promotions: the terms and where the signed-in player stands with each. */
export const PromotionsStatus = z.object({
  welcome: z.object({
    used: z.boolean().describe('true once the first package has paid the welcome bonus'),
    grantedAt: z.string().nullable(),
    coins: MoneyString.nullable(),
    freeSpins: z.number().int().nullable(),
  }),
  fridayReload: z.object({
    isFridayNow: z.boolean(),
    /** Coins of reload bonus still available this Friday (0 on other days). */
    remainingTodayCoins: MoneyString,
    paidTodayCoins: MoneyString,
  }),
  vipCashback: z.object({
    eligible: z.boolean().describe('VIP now: the minimum tier or an active VIP pass'),
    tier: LoyaltyTier,
    lastPaidDay: z.string().nullable(),
    lastPaidCoins: MoneyString.nullable(),
  }),
});
export type PromotionsStatus = z.infer<typeof PromotionsStatus>;
