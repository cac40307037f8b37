import { describe, expect, it } from 'vitest';
import type { SettledPlay } from '../projections/settled-play.js';
import { ACHIEVEMENT_RULES } from './achievement-rules.js';

const play = (fields: Partial<SettledPlay>): SettledPlay => ({
  eventId: 1n,
  userId: 'u',
  at: new Date(),
  gameId: 6,
  gameSlug: 'diamond-deluxe',
  category: 'slots',
  currency: 'coins',
  betUnits: 100n,
  winUnits: 0n,
  freeSpin: false,
  gameData: {},
  ...fields,
});

/** Which achievements a play advances. */
const advanced = (p: SettledPlay): string[] =>
  ACHIEVEMENT_RULES.filter((r) => r.progressOf(p) > 0n)
    .map((r) => r.id)
    .sort();

describe('achievement rules over settled plays', () => {
  it('has unique ids, positive targets and a badge each', () => {
    expect(new Set(ACHIEVEMENT_RULES.map((r) => r.id)).size).toBe(ACHIEVEMENT_RULES.length);
    for (const rule of ACHIEVEMENT_RULES) {
      expect(rule.target).toBeGreaterThan(0n);
      expect(rule.badgeIcon.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['a losing slot spin', play({}), ['rounds-500', 'spins-100', 'wagered-10000']],
    [
      'a 2x slot win',
      play({ winUnits: 200n }),
      ['first-win', 'rounds-500', 'spins-100', 'wagered-10000', 'wins-50'],
    ],
    [
      'a 50x slot win',
      play({ winUnits: 5_000n }),
      ['first-win', 'rounds-500', 'spins-100', 'wagered-10000', 'win-50x', 'wins-50'],
    ],
    ['a free spin does not count as wagered', play({ freeSpin: true }), ['rounds-500', 'spins-100']],
    [
      'a blackjack natural',
      play({
        category: 'blackjack',
        gameSlug: 'blackjack',
        betUnits: 1_000n,
        winUnits: 2_500n,
        gameData: { result: 'blackjack' },
      }),
      ['first-blackjack', 'first-win', 'rounds-500', 'wagered-10000', 'wins-50'],
    ],
    [
      'a blackjack push',
      play({ category: 'blackjack', betUnits: 1_000n, winUnits: 1_000n, gameData: { result: 'push' } }),
      ['rounds-500', 'wagered-10000'],
    ],
    [
      'a royal flush at video poker',
      play({ category: 'video_poker', betUnits: 100n, winUnits: 80_000n, gameData: { hand: 'royal-flush' } }),
      ['first-win', 'rounds-500', 'royal-flush', 'wagered-10000', 'win-50x', 'wins-50'],
    ],
    [
      'a poker hand won',
      play({ category: 'poker', betUnits: 1_000n, winUnits: 3_000n }),
      ['first-win', 'poker-hand-won', 'rounds-500', 'wagered-10000', 'wins-50'],
    ],
    [
      'a straight-up roulette win',
      play({
        category: 'roulette',
        betUnits: 100n,
        winUnits: 3_600n,
        gameData: { bets: [{ type: 'number', value: 7, won: true }] },
      }),
      ['first-win', 'rounds-500', 'straight-up', 'wagered-10000', 'wins-50'],
    ],
    [
      'a hard eight at craps',
      play({
        category: 'craps',
        betUnits: 500n,
        winUnits: 5_000n,
        gameData: { bets: [{ type: 'hard-eight', outcome: 'win' }] },
      }),
      ['first-win', 'hard-way', 'rounds-500', 'wagered-10000', 'wins-50'],
    ],
    [
      'a 100-coin stake',
      play({ betUnits: 10_000n }),
      ['high-roller', 'rounds-500', 'spins-100', 'wagered-10000'],
    ],
  ])('%s', (_name, p, ids) => {
    expect(advanced(p)).toEqual(ids);
  });
});
