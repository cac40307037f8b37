import { LOYALTY_TIERS, type LoyaltyTier } from '@casino/contracts';

export type TierRule = (typeof LOYALTY_TIERS)[number];

/** The tier a lifetime total earns (spec section 4: Bronze 0+, Silver 500+, ... Diamond 10,000+). */
export function tierRuleOf(totalPointsEarned: number): TierRule {
  let rule: TierRule = LOYALTY_TIERS[0];
  for (const candidate of LOYALTY_TIERS) if (totalPointsEarned >= candidate.minPoints) rule = candidate;
  return rule;
}

export interface TierProgress {
  tier: LoyaltyTier;
  nextTier: LoyaltyTier | null;
  pointsToNextTier: number | null;
  /** Between the current tier's threshold and the next, capped at 100, one decimal; null at Diamond. */
  progressPercent: number | null;
}

export function tierProgress(totalPointsEarned: number): TierProgress {
  const current = tierRuleOf(totalPointsEarned);
  const next = LOYALTY_TIERS.find((t) => t.minPoints > current.minPoints);
  if (!next) return { tier: current.tier, nextTier: null, pointsToNextTier: null, progressPercent: null };
  const span = next.minPoints - current.minPoints;
  const percent = Math.min(100, ((totalPointsEarned - current.minPoints) / span) * 100);
  return {
    tier: current.tier,
    nextTier: next.tier,
    pointsToNextTier: next.minPoints - totalPointsEarned,
    progressPercent: Math.floor(percent * 10) / 10,
  };
}
