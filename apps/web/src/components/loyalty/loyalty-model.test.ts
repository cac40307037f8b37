import { describe, expect, it } from 'vitest';
import { changeLabels, redeemBlocker, TIER_BENEFITS } from './loyalty-model';

describe('loyalty panel model', () => {
  it.each([
    ['points earned', { pointsChange: 30, coinsChange: '0.00', spinsChange: 0 }, ['+30 pts']],
    [
      'points spent on spins',
      { pointsChange: -50, coinsChange: '0.00', spinsChange: 10 },
      ['−50 pts', '+10 free spins'],
    ],
    [
      'a free spin used with a win',
      { pointsChange: 0, coinsChange: '2.00', spinsChange: -1 },
      ['+2.00 coins', '−1 free spin'],
    ],
    [
      'a leaderboard reward',
      { pointsChange: 5000, coinsChange: '500.00', spinsChange: 0 },
      ['+5,000 pts', '+500.00 coins'],
    ],
  ])('labels %s', (_name, entry, labels) => {
    expect(changeLabels(entry).map((l) => l.text)).toEqual(labels);
  });

  it('says how many points an item still needs', () => {
    expect(redeemBlocker({ pointsCost: 50 }, { loyaltyPoints: 20 })).toBe('30 more points needed');
    expect(redeemBlocker({ pointsCost: 50 }, { loyaltyPoints: 50 })).toBeNull();
    expect(redeemBlocker({ pointsCost: 50 }, undefined)).toMatch(/Loading/);
  });

  it('lists the five tiers with the spec thresholds', () => {
    expect(TIER_BENEFITS.map((t) => `${t.tier}: ${t.threshold}`)).toEqual([
      'Bronze: From your first point',
      'Silver: 500+ points earned',
      'Gold: 2,000+ points earned',
      'Platinum: 5,000+ points earned',
      'Diamond: 10,000+ points earned',
    ]);
  });
});
