import { z } from 'zod';
import { MoneyString } from './money.js';

/** Spec section 4: tiers by total points earned. */
export const LoyaltyTier = z.enum(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
export type LoyaltyTier = z.infer<typeof LoyaltyTier>;

/**
 * Each tier's threshold (spec section 9: 500, 2,000, 5,000, 10,000) and what it adds to the daily
 * loyalty reward. The spec names the tiers but not their benefits; these are ours, and they are paid.
 */
export const LOYALTY_TIERS = [
  { tier: 'Bronze', minPoints: 0, dailyBonusPoints: 0, dailyFreeSpins: 0 },
  { tier: 'Silver', minPoints: 500, dailyBonusPoints: 5, dailyFreeSpins: 0 },
  { tier: 'Gold', minPoints: 2_000, dailyBonusPoints: 10, dailyFreeSpins: 1 },
  { tier: 'Platinum', minPoints: 5_000, dailyBonusPoints: 20, dailyFreeSpins: 2 },
  { tier: 'Diamond', minPoints: 10_000, dailyBonusPoints: 40, dailyFreeSpins: 5 },
] as const satisfies ReadonlyArray<{
  tier: LoyaltyTier;
  minPoints: number;
  dailyBonusPoints: number;
  dailyFreeSpins: number;
}>;

/**
 * How points are earned (the spec leaves the rate open): 1 point per 10 coins wagered with the
 * player's own coins, twice that while VIP. Free spins are funded by the house and earn none.
 */
export const LOYALTY_RULES = {
  coinsWageredPerPoint: 10,
  vipPointsMultiplier: 2,
  /** Daily loyalty reward: this many points per consecutive day, counted up to `maxStreakDays`. */
  dailyPointsPerStreakDay: 10,
  maxStreakDays: 7,
  /** A free spin is played at this bet, funded from the promotions account. */
  freeSpinBet: '1.00',
} as const;

/** GET /api/loyalty (spec: Loyalty summary, plus what the panel shows). */
export const LoyaltySummary = z.object({
  loyaltyPoints: z.number().int().describe('points available to spend in the reward shop'),
  tierLevel: LoyaltyTier,
  totalPointsEarned: z.number().int().describe('lifetime points; decides the tier'),
  freeSpins: z.number().int(),
  bonusCoins: MoneyString.describe('bonus coins credited to the coin balance by the loyalty program'),
  streakDays: z.number().int().describe('consecutive calendar days (UTC) with a daily loyalty reward'),
  nextTier: LoyaltyTier.nullable().describe('null at Diamond'),
  pointsToNextTier: z.number().int().nullable(),
  progressPercent: z
    .number()
    .min(0)
    .max(100)
    .nullable()
    .describe('between the current and next threshold; null at Diamond'),
  canClaimDailyReward: z.boolean(),
  nextDailyRewardAt: z.string().describe('start of the next calendar day (UTC) when claimed today'),
  isVip: z.boolean(),
  vipUntil: z.string().nullable(),
});
export type LoyaltySummary = z.infer<typeof LoyaltySummary>;

/** GET /api/loyalty/rewards: one entry of the reward log (spec: Loyalty reward log entry). */
export const LoyaltyRewardLogEntry = z.object({
  id: z.string(),
  description: z.string(),
  createdAt: z.string(),
  pointsChange: z.number().int(),
  coinsChange: MoneyString,
  spinsChange: z.number().int(),
});
export type LoyaltyRewardLogEntry = z.infer<typeof LoyaltyRewardLogEntry>;

/** POST /api/loyalty/daily-reward. */
export const DailyLoyaltyRewardResponse = z.object({
  message: z.string(),
  pointsAwarded: z.number().int(),
  freeSpinsAwarded: z.number().int(),
  streakDays: z.number().int(),
  loyalty: LoyaltySummary,
});
export type DailyLoyaltyRewardResponse = z.infer<typeof DailyLoyaltyRewardResponse>;

/** The reward shop (spec: 10 Free Spins for 50 points, $5 Bonus Cash for 100, VIP Status 24h for 200). */
export const RewardShopItemId = z.enum(['free-spins-10', 'bonus-coins-5', 'vip-24h']);
export type RewardShopItemId = z.infer<typeof RewardShopItemId>;

export const REWARD_SHOP_ITEMS = [
  {
    id: 'free-spins-10',
    name: '10 Free Spins',
    description: 'Ten spins on any featured slot, on the house.',
    pointsCost: 50,
  },
  {
    id: 'bonus-coins-5',
    name: '5 Bonus Coins',
    description: 'Five coins added to your balance at once.',
    pointsCost: 100,
  },
  {
    id: 'vip-24h',
    name: 'VIP Status 24h',
    description: 'The VIP badge and double loyalty points for 24 hours.',
    pointsCost: 200,
  },
] as const satisfies ReadonlyArray<{
  id: RewardShopItemId;
  name: string;
  description: string;
  pointsCost: number;
}>;

export const RewardShopItem = z.object({
  id: RewardShopItemId,
  name: z.string(),
  description: z.string(),
  pointsCost: z.number().int(),
});
export type RewardShopItem = z.infer<typeof RewardShopItem>;

/** POST /api/loyalty/redeem. */
export const RedeemRewardRequest = z.strictObject({ itemId: RewardShopItemId });
export type RedeemRewardRequest = z.infer<typeof RedeemRewardRequest>;

export const RedeemRewardResponse = z.object({
  message: z.string(),
  item: RewardShopItem,
  loyalty: LoyaltySummary,
  /** The coin balance after the redemption (changes for bonus coins). */
  balance: MoneyString,
});
export type RedeemRewardResponse = z.infer<typeof RedeemRewardResponse>;
