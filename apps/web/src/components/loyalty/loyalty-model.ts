import {
  LOYALTY_RULES,
  LOYALTY_TIERS,
  type LoyaltyRewardLogEntry,
  type LoyaltySummary,
  type RewardShopItem,
} from '@casino/contracts';
import { formatAmount } from '../../lib/format';

const count = new Intl.NumberFormat('en-US');

/** The changes of one reward-log entry as short labels: "+10 pts", "−50 pts", "+5.00 coins", "+10 spins". */
export function changeLabels(
  entry: Pick<LoyaltyRewardLogEntry, 'pointsChange' | 'coinsChange' | 'spinsChange'>,
): Array<{ text: string; tone: 'up' | 'down' }> {
  const labels: Array<{ text: string; tone: 'up' | 'down' }> = [];
  const signed = (n: number) => `${n > 0 ? '+' : '−'}${count.format(Math.abs(n))}`;
  if (entry.pointsChange !== 0)
    labels.push({ text: `${signed(entry.pointsChange)} pts`, tone: entry.pointsChange > 0 ? 'up' : 'down' });
  if (Number(entry.coinsChange) > 0)
    labels.push({ text: `+${formatAmount(entry.coinsChange)} coins`, tone: 'up' });
  if (entry.spinsChange !== 0) {
    const n = Math.abs(entry.spinsChange);
    labels.push({
      text: `${signed(entry.spinsChange)} free spin${n === 1 ? '' : 's'}`,
      tone: entry.spinsChange > 0 ? 'up' : 'down',
    });
  }
  return labels;
}

/** Why a shop item cannot be redeemed now, or null when it can. */
export function redeemBlocker(
  item: Pick<RewardShopItem, 'pointsCost'>,
  loyalty: Pick<LoyaltySummary, 'loyaltyPoints'> | undefined,
): string | null {
  if (!loyalty) return 'Loading your points…';
  const missing = item.pointsCost - loyalty.loyaltyPoints;
  return missing > 0 ? `${count.format(missing)} more points needed` : null;
}

/** The Tier Benefits tab: thresholds from the spec, benefits the server pays. */
export const TIER_BENEFITS = LOYALTY_TIERS.map((t) => ({
  tier: t.tier,
  threshold: t.minPoints === 0 ? 'From your first point' : `${count.format(t.minPoints)}+ points earned`,
  perks: [
    `Daily reward: ${LOYALTY_RULES.dailyPointsPerStreakDay} points per streak day (up to ${LOYALTY_RULES.maxStreakDays})${t.dailyBonusPoints ? ` + ${t.dailyBonusPoints} bonus points` : ''}`,
    ...(t.dailyFreeSpins
      ? [`${t.dailyFreeSpins} free spin${t.dailyFreeSpins === 1 ? '' : 's'} with every daily reward`]
      : []),
  ],
}));

export const EARNING_RULE = `Earn 1 point for every ${LOYALTY_RULES.coinsWageredPerPoint} coins you wager; ${LOYALTY_RULES.vipPointsMultiplier}× while VIP. Free spins are on the house and earn no points.`;

export const formatPoints = (n: number): string => count.format(n);
