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

  it('splits the board into the player’s own chips and everyone else’s, conserving the total', () => {
    const bet = fc.record({
      userId: fc.constantFrom('me', 'ana', 'bo'),
      spot: fc.constantFrom(...EVERY_SPOT),
      amount: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 40 }), (bets) => {
        // The room's board: one entry per spot, its first bet's spec, everyone's chips added up.
        const board = new Map<
          string,
          { spotKey: string; kind: string; spec: string; amount: number; bets: number }
        >();
        for (const b of bets) {
          const spot = board.get(b.spot) ?? {
            spotKey: b.spot,
            kind: 'x',
            spec: specOf(b.spot),
            amount: 0,
            bets: 0,
          };
          board.set(b.spot, { ...spot, amount: spot.amount + b.amount, bets: spot.bets + 1 });
        }
        const myBets = bets
          .filter((b) => b.userId === 'me')
          .map((b) => ({ kind: 'x', spec: specOf(b.spot), spotKey: b.spot, amount: b.amount }));
        const { mine, others } = sharedBoards([...board.values()], myBets);
        const sum = (chips: Record<string, number | undefined>) =>
          Object.values(chips).reduce<number>((s, v) => s + (v ?? 0), 0);
        const mineTotal = myBets.reduce((s, b) => s + b.amount, 0);
        expect(sum(mine)).toBe(mineTotal);
        expect(sum(others)).toBe(bets.reduce((s, b) => s + b.amount, 0) - mineTotal);
        for (const b of bets) {
          const theirs = bets.filter((o) => o.spot === b.spot && o.userId !== 'me');
          expect(others[b.spot] ?? 0).toBe(theirs.reduce((s, o) => s + o.amount, 0));
        }
      }),
    );
  });

  it.each([
    ['only my chips on a spot: nothing of anyone else', [['red', 500]], [['red', 500]], {}, { red: 500 }],
    ['others beside me', [['red', 1_500]], [['red', 500]], { red: 1_000 }, { red: 500 }],
    [
      'a spectator sees everyone’s as others',
      [
        ['red', 1_500],
        ['number:17', 100],
      ],
      [],
      { red: 1_500, 'number:17': 100 },
      {},
    ],
    ['my bets of an older board are never negative chips', [], [['red', 500]], {}, { red: 500 }],
  ] as const)('%s', (_name, board, myBets, others, mine) => {
    const result = sharedBoards(
      board.map(([spot, amount]) => ({ kind: 'x', spec: specOf(spot), amount })),
      myBets.map(([spot, amount]) => ({ kind: 'x', spec: specOf(spot), spotKey: spot, amount })),
    );
    expect(result.others).toEqual(others);
    expect(result.mine).toEqual(mine);
  });
});
