import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveRoundSeedsOf } from '../../shoe.js';
import { verify } from '../../verify.js';
import { settleRoulette, type RouletteBet } from '../roulette/roulette.js';
import {
  liveRouletteExposure,
  liveRouletteOutcome,
  liveRoulettePayout,
  liveRoulettePocket,
  rouletteBetKind,
  rouletteSpotKey,
  rouletteSpotOf,
} from './live-roulette.js';

const SEED_A = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const bet = (type: RouletteBet['type'], amount: number, extra: Partial<RouletteBet> = {}): RouletteBet => ({
  type,
  amount,
  ...extra,
});

/** A random bet of the layout (shapes the engine accepts), 1..1000 units. */
const anyBet: fc.Arbitrary<RouletteBet> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 36 }), fc.integer({ min: 1, max: 1000 }))
    .map(([n, a]) => bet('number', a, { value: n })),
  fc
    .tuple(fc.integer({ min: 1, max: 33 }), fc.integer({ min: 1, max: 1000 }))
    .map(([n, a]) => bet('split', a, { numbers: [n + 3, n] })),
  fc
    .tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 1000 }))
    .map(([row, a]) => bet('street', a, { numbers: [row * 3 + 1, row * 3 + 2, row * 3 + 3] })),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 1000 }))
    .map(([d, a]) => bet('dozen', a, { value: d })),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 1000 }))
    .map(([c, a]) => bet('column', a, { value: c })),
  fc
    .tuple(
      fc.constantFrom('low', 'high', 'red', 'black', 'even', 'odd' as const),
      fc.integer({ min: 1, max: 1000 }),
    )
    .map(([type, a]) => bet(type, a)),
);

describe('the round pocket', () => {
  it('is the pocket verify("roulette") recomputes from the round seeds', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 1, max: 10_000 }),
        fc.nat(),
        (seed, tableId, roundNumber) => {
          const seeds = liveRoundSeedsOf(seed, tableId, roundNumber);
          const verified = verify('roulette', seeds.serverSeed, seeds.clientSeed, seeds.nonce);
          expect(verified.ok && verified.outcome).toMatchObject({ number: liveRoulettePocket(seeds) });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('matches the published vector (seed A, table 1, round 1)', () => {
    const outcome = liveRouletteOutcome(liveRoundSeedsOf(SEED_A, 1, 1));
    expect(outcome).toEqual({ pocket: 22, color: 'black' });
  });
});

describe('payouts (units returned, stake included)', () => {
  it.each<[string, RouletteBet, number, number]>([
    ['straight 17 on 17 pays 35:1', bet('number', 100, { value: 17 }), 17, 3600],
    ['straight 17 on 18 loses', bet('number', 100, { value: 17 }), 18, 0],
    ['zero on zero', bet('number', 10, { value: 0 }), 0, 360],
    ['split 20-17 on 20 pays 17:1', bet('split', 10, { numbers: [20, 17] }), 20, 180],
    ['street 0-1-2 on 0 pays 11:1', bet('street', 10, { numbers: [0, 1, 2] }), 0, 120],
    ['corner 0-1-2-3 on 3 pays 8:1', bet('corner', 10, { numbers: [0, 1, 2, 3] }), 3, 90],
    ['six line 31-36 on 36 pays 5:1', bet('six-line', 10, { numbers: [31, 32, 33, 34, 35, 36] }), 36, 60],
    ['third dozen on 25 pays 2:1', bet('dozen', 10, { value: 3 }), 25, 30],
    ['column 1 on 34 pays 2:1', bet('column', 10, { value: 1 }), 34, 30],
    ['red on 1', bet('red', 10), 1, 20],
    ['red on zero loses', bet('red', 10), 0, 0],
    ['even on zero loses', bet('even', 10), 0, 0],
    ['high on 19', bet('high', 10), 19, 20],
  ])('%s', (_name, b, pocket, returned) => {
    expect(liveRoulettePayout(b, pocket)).toBe(returned);
  });

  it('agrees with the floor settlement for any bets and pocket', () => {
    fc.assert(
      fc.property(
        fc.array(anyBet, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 36 }),
        (bets, p) => {
          const floor = settleRoulette(bets, p);
          if (!floor.ok) throw new Error(floor.error);
          expect(bets.map((b) => liveRoulettePayout(b, p))).toEqual(floor.bets.map((r) => r.winAmount));
        },
      ),
    );
  });
});

describe('spots', () => {
  it.each<[string, RouletteBet, string]>([
    ['a number', bet('number', 1, { value: 7 }), 'number:7'],
    ['a split in either order', bet('split', 1, { numbers: [20, 17] }), 'split:17-20'],
    ['a corner', bet('corner', 1, { numbers: [5, 1, 4, 2] }), 'corner:1-2-4-5'],
    ['a dozen', bet('dozen', 1, { value: 2 }), 'dozen:2'],
    ['red with a stray value', bet('red', 1, { value: 9 }), 'red'],
    ['odd', bet('odd', 1), 'odd'],
  ])('%s', (_name, b, key) => {
    expect(rouletteSpotKey(b)).toBe(key);
    expect(rouletteBetKind(b)).toBe(b.type);
  });

  it('keeps only the fields a spot uses', () => {
    expect(rouletteSpotOf(bet('red', 1, { value: 9 }))).toEqual({ kind: 'red' });
    expect(rouletteSpotOf(bet('split', 1, { numbers: [2, 1] }))).toEqual({ kind: 'split', numbers: [1, 2] });
  });

  it('refuses a bet that is not on the layout', () => {
    expect(() => rouletteSpotKey(bet('split', 1, { numbers: [3, 4] }))).toThrow(RangeError);
  });
});

describe('exposure', () => {
  it.each<[string, RouletteBet[], number]>([
    ['no bets', [], 0],
    ['one straight of 100', [bet('number', 100, { value: 7 })], 3500],
    [
      'two straights on one number add up',
      [bet('number', 100, { value: 7 }), bet('number', 50, { value: 7 })],
      5250,
    ],
    // 7 wins 3600 while 100 on 8 is kept: 3600 - 200.
    ['straights on two numbers', [bet('number', 100, { value: 7 }), bet('number', 100, { value: 8 })], 3400],
    ['red and black cancel out', [bet('red', 100), bet('black', 100)], 0],
    ['red on 100 and a straight 1 on 1 (a red)', [bet('red', 100), bet('number', 1, { value: 1 })], 135],
    [
      'every number once: 36 back on 37 staked',
      Array.from({ length: 37 }, (_, n) => bet('number', 1, { value: n })),
      0,
    ],
  ])('%s', (_name, bets, exposure) => {
    expect(liveRouletteExposure(bets)).toBe(exposure);
  });

  it('is at least the house loss on every pocket and equal to it on the worst (or 0)', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { maxLength: 30 }), (bets) => {
        const staked = bets.reduce((s, b) => s + b.amount, 0);
        const losses = Array.from(
          { length: 37 },
          (_, p) => bets.reduce((s, b) => s + liveRoulettePayout(b, p), 0) - staked,
        );
        const exposure = liveRouletteExposure(bets);
        expect(losses.every((loss) => loss <= exposure)).toBe(true);
        expect(exposure).toBe(Math.max(0, ...losses));
      }),
    );
  });
});
