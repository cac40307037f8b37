import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boardRows,
  COLUMN_SPOTS,
  DOZEN_SPOTS,
  EVEN_MONEY_SPOTS,
  insideHotspots,
  numberSpot,
  spotToBet,
} from '../roulette/roulette-bets';
import { sharedBoards, spotOfSpec } from './live-roulette-bets';

const EVERY_SPOT = [
  numberSpot(0),
  ...boardRows()
    .flat()
    .map((n) => numberSpot(n)),
  ...insideHotspots().map((h) => h.spot),
  ...COLUMN_SPOTS,
  ...DOZEN_SPOTS,
  ...EVEN_MONEY_SPOTS.map((s) => s.spot),
];

const specOf = (spot: string) => {
  const { amount: _amount, ...spec } = spotToBet(spot, 100);
  return JSON.stringify(spec);
};

describe('live roulette: a bet’s spec back to its board spot', () => {
  it('every spot of the board survives the round trip through the room', () => {
    expect(EVERY_SPOT.length).toBeGreaterThan(150);
    for (const spot of EVERY_SPOT) expect(spotOfSpec(specOf(spot)), spot).toBe(spot);
  });

  it.each([
    ['numbers in any order', '{"type":"corner","numbers":[5,1,4,2]}', 'corner:1-2-4-5'],
    ['a straight-up bet', '{"type":"number","value":17}', 'number:17'],
    ['the engine’s spot form', '{"kind":"split","numbers":[17,20]}', 'split:17-20'],
    ['an even-money spot', '{"kind":"red"}', 'red'],
    ['not JSON', 'red', null],
    ['an unknown type', '{"type":"basket"}', null],
    ['a split naming three numbers', '{"type":"split","numbers":[1,2,3]}', null],
    ['a pocket off the wheel', '{"type":"number","value":37}', null],
    ['a fourth dozen', '{"type":"dozen","value":4}', null],
  ])('%s', (_name, spec, spot) => {
    expect(spotOfSpec(spec)).toBe(spot);
  });

  it('splits the round’s chips into the player’s own and everyone else’s, conserving the total', () => {
    const bet = fc.record({
      userId: fc.constantFrom('me', 'ana', 'bo'),
      spot: fc.constantFrom(...EVERY_SPOT),
      amount: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 40 }), (bets) => {
        const live = bets.map((b) => ({
          userId: b.userId,
          name: b.userId,
          kind: 'x',
          spec: specOf(b.spot),
          amount: b.amount,
        }));
        const { mine, others } = sharedBoards(live, 'me');
        const sum = (board: Record<string, number | undefined>) =>
          Object.values(board).reduce<number>((s, v) => s + (v ?? 0), 0);
        const mineTotal = bets.filter((b) => b.userId === 'me').reduce((s, b) => s + b.amount, 0);
        expect(sum(mine)).toBe(mineTotal);
        expect(sum(others)).toBe(bets.reduce((s, b) => s + b.amount, 0) - mineTotal);
      }),
    );
  });
});
