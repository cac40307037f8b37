import { LOYALTY_TIERS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { tierProgress } from './loyalty-tiers.js';

describe('loyalty tiers (spec section 4)', () => {
  it('uses the spec thresholds 0, 500, 2,000, 5,000 and 10,000', () => {
    expect(LOYALTY_TIERS.map((t) => [t.tier, t.minPoints])).toEqual([
      ['Bronze', 0],
      ['Silver', 500],
      ['Gold', 2_000],
      ['Platinum', 5_000],
      ['Diamond', 10_000],
    ]);
  });

  it.each([
    [0, 'Bronze', 'Silver', 500, 0],
    [250, 'Bronze', 'Silver', 250, 50],
    [499, 'Bronze', 'Silver', 1, 99.8],
    [500, 'Silver', 'Gold', 1_500, 0],
    [1_999, 'Silver', 'Gold', 1, 99.9],
    [2_000, 'Gold', 'Platinum', 3_000, 0],
    [3_500, 'Gold', 'Platinum', 1_500, 50],
    [5_000, 'Platinum', 'Diamond', 5_000, 0],
    [9_999, 'Platinum', 'Diamond', 1, 99.9],
  ])('%i points: %s, %s next in %i, %f%%', (total, tier, next, toNext, percent) => {
    expect(tierProgress(total)).toEqual({
      tier,
      nextTier: next,
      pointsToNextTier: toNext,
      progressPercent: percent,
    });
  });

  it.each([10_000, 25_000, 1_000_000])('%i points is Diamond, with no progress bar', (total) => {
    expect(tierProgress(total)).toEqual({
      tier: 'Diamond',
      nextTier: null,
      pointsToNextTier: null,
      progressPercent: null,
    });
  });

  it('progress never leaves 0-100 and the tier never goes down as points grow', () => {
    const order = LOYALTY_TIERS.map((t) => t.tier as string);
    let previous = 0;
    for (let total = 0; total <= 12_000; total += 7) {
      const p = tierProgress(total);
      expect(p.progressPercent === null || (p.progressPercent >= 0 && p.progressPercent <= 100)).toBe(true);
      const rank = order.indexOf(p.tier);
      expect(rank).toBeGreaterThanOrEqual(previous);
      previous = rank;
    }
  });
});
