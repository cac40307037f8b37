import { socialBadgeOf } from '@casino/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { socialLevelOf, socialPointsOf, type SocialActivity } from './social-level.js';

const none: SocialActivity = { roundsPlayed: 0, challengesPlayed: 0, friends: 0, shares: 0 };

describe('the social level', () => {
  it.each([
    { name: 'a new player is level 0, a Novice', activity: none, level: 0, badge: 'Novice' },
    { name: 'one friend is one level', activity: { ...none, friends: 1 }, level: 1, badge: 'Novice' },
    {
      name: 'a hundred rounds are one level',
      activity: { ...none, roundsPlayed: 100 },
      level: 1,
      badge: 'Novice',
    },
    { name: '99 rounds are not yet', activity: { ...none, roundsPlayed: 99 }, level: 0, badge: 'Novice' },
    { name: 'ten friends make a Pro', activity: { ...none, friends: 10 }, level: 10, badge: 'Pro' },
    {
      name: 'shares count up to 50 only',
      activity: { ...none, shares: 1_000 },
      level: 20,
      badge: 'Pro',
    },
    {
      name: 'friends, challenges and rounds together make a Legend',
      activity: { roundsPlayed: 2_000, challengesPlayed: 40, friends: 25, shares: 10 },
      level: 65,
      badge: 'Legend',
    },
  ])('$name', ({ activity, level, badge }) => {
    expect(socialLevelOf(activity)).toBe(level);
    expect(socialBadgeOf(level)).toBe(badge);
  });

  const activity = fc.record({
    roundsPlayed: fc.nat(1_000_000),
    challengesPlayed: fc.nat(10_000),
    friends: fc.nat(5_000),
    shares: fc.nat(10_000),
  });
  it('never falls when any activity grows', () => {
    fc.assert(
      fc.property(
        activity,
        fc.constantFrom('roundsPlayed', 'challengesPlayed', 'friends', 'shares'),
        fc.nat(100),
        (before, field: keyof SocialActivity, more) => {
          const after = { ...before, [field]: before[field] + more };
          expect(socialPointsOf(after)).toBeGreaterThanOrEqual(socialPointsOf(before));
          expect(socialLevelOf(after)).toBeGreaterThanOrEqual(socialLevelOf(before));
        },
      ),
    );
  });
});
