import { describe, expect, it } from 'vitest';
import { handStakes } from './hand-stakes.js';
import { foldAround, handEnded, play, startWith, tableWith } from './table-test-kit.js';

describe('hand stakes', () => {
  it.each([
    {
      name: 'everyone folds to the big blind: the uncalled half of the big blind comes back, the small blind is won',
      run: () =>
        foldAround(
          startWith(
            tableWith([
              [0, 10_000],
              [1, 10_000],
              [2, 10_000],
            ]),
            {},
          ),
        ),
      expected: { 0: { bet: 0, won: 0 }, 1: { bet: 50, won: 0 }, 2: { bet: 50, won: 100 } },
    },
    {
      name: 'an uncalled raise comes back and is not counted as staked',
      run: () =>
        play(
          startWith(
            tableWith([
              [0, 10_000],
              [1, 10_000],
            ]),
            {},
          ),
          [
            [0, 'raise', 600],
            [1, 'fold'],
          ],
        ),
      expected: { 0: { bet: 100, won: 200 }, 1: { bet: 100, won: 0 } },
    },
    {
      name: 'a called all-in at showdown: the best hand takes both stacks',
      run: () =>
        play(
          startWith(
            tableWith([
              [0, 2_000],
              [1, 5_000],
            ]),
            { 0: 'As Ah', 1: '7c 2d' },
            'Kd 9s 4c 3h 8c',
          ),
          [
            [0, 'all-in'],
            [1, 'call'],
          ],
        ),
      expected: { 0: { bet: 2_000, won: 4_000 }, 1: { bet: 2_000, won: 0 } },
    },
  ])('$name', ({ run, expected }) => {
    const result = handEnded(run().events);
    const stakes = handStakes(result.history);
    const bySeat = Object.fromEntries(stakes.map((s) => [s.seat, { bet: s.bet, won: s.won }]));
    expect(bySeat).toEqual(expected);
    // Nothing is created or lost: what was won is what was staked, and each net change agrees.
    expect(stakes.reduce((s, x) => s + x.won, 0)).toBe(stakes.reduce((s, x) => s + x.bet, 0));
    for (const p of result.history.players) {
      const stake = stakes.find((s) => s.seat === p.seat)!;
      expect(stake.won - stake.bet).toBe(p.net);
    }
  });
});
