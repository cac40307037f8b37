import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SettledPlay } from '../projections/settled-play.js';
import { UNITS_PER_POINT, wagerPointsOf } from './wager-points.js';

const play = (betUnits: bigint, at = '2026-06-01T12:00:00Z', freeSpin = false): SettledPlay => ({
  eventId: 1n,
  userId: 'u',
  at: new Date(at),
  gameId: 6,
  gameSlug: 'diamond-deluxe',
  category: 'slots',
  currency: 'coins',
  betUnits,
  winUnits: 0n,
  freeSpin,
  gameData: {},
});
const noVip = { from: null, until: null };

describe('points from wagering: 1 point per 10 coins', () => {
  it.each([
    ['a 10-coin bet', [1_000n], 1, 0n],
    ['a 9.99 bet earns nothing yet and is carried', [999n], 0, 999n],
    ['ten 1-coin bets make one point', Array.from({ length: 10 }, () => 100n), 1, 0n],
    ['a 25.50 bet', [2_550n], 2, 550n],
  ])('%s', (_name, bets, points, carry) => {
    expect(
      wagerPointsOf(
        0n,
        bets.map((b) => play(b)),
        noVip,
      ),
    ).toMatchObject({ points, carry });
  });

  it('free spins earn no points: the house paid their stake', () => {
    expect(wagerPointsOf(0n, [play(10_000n, undefined, true)], noVip)).toMatchObject({
      points: 0,
      carry: 0n,
      rounds: 0,
    });
  });

  it('doubles the points of rounds settled while VIP, and only those', () => {
    const vip = { from: new Date('2026-06-01T10:00:00Z'), until: new Date('2026-06-02T10:00:00Z') };
    expect(wagerPointsOf(0n, [play(1_000n, '2026-06-01T12:00:00Z')], vip).points).toBe(2);
    expect(wagerPointsOf(0n, [play(1_000n, '2026-06-02T10:00:00Z')], vip).points).toBe(1);
    expect(wagerPointsOf(0n, [play(1_000n, '2026-06-01T09:59:59Z')], vip).points).toBe(1);
  });

  it('is exact however the bets are batched: total points = floor(total wagered / 10 coins)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.bigInt({ min: 1n, max: 50_000n }), { maxLength: 20 }), { maxLength: 20 }),
        (batches) => {
          let carry = 0n;
          let points = 0;
          for (const batch of batches) {
            const earned = wagerPointsOf(
              carry,
              batch.map((b) => play(b)),
              noVip,
            );
            carry = earned.carry;
            points += earned.points;
            expect(carry).toBeLessThan(UNITS_PER_POINT);
          }
          const total = batches.flat().reduce((s, b) => s + b, 0n);
          expect(points).toBe(Number(total / UNITS_PER_POINT));
        },
      ),
      { numRuns: 200, seed: 5 },
    );
  });
});
