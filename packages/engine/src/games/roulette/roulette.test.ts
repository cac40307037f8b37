import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFloatStream, type FloatStream } from '../../fairness-stream.js';
import { ratio } from '../../ratio.js';
import {
  pocketColor,
  rouletteBetPockets,
  rouletteBetsRefusal,
  settleRoulette,
  spinRoulette,
  type RouletteBet,
  type RouletteBetType,
} from './roulette.js';

// The layout drawn independently of the engine's rules: 1-36 on a grid of 12 columns (1-3, 4-6 ...)
// by 3 rows, zero beside 1, 2 and 3. Every inside bet is a shape on that grid.
const cell = (n: number) => ({ col: Math.floor((n - 1) / 3), row: (n - 1) % 3 });
const numbers1to36 = Array.from({ length: 36 }, (_, i) => i + 1);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

const geometricSplits = [
  [0, 1],
  [0, 2],
  [0, 3],
  ...numbers1to36.flatMap((a) =>
    numbers1to36
      .filter((b) => b > a)
      .filter((b) => {
        const [p, q] = [cell(a), cell(b)];
        return Math.abs(p.col - q.col) + Math.abs(p.row - q.row) === 1;
      })
      .map((b) => [a, b]),
  ),
];
const geometricStreets = [
  [0, 1, 2],
  [0, 2, 3],
  ...Array.from({ length: 12 }, (_, col) => numbers1to36.filter((n) => cell(n).col === col)),
];
const geometricCorners = [
  [0, 1, 2, 3],
  ...numbers1to36.flatMap((n) => {
    const { col, row } = cell(n);
    if (col === 11 || row === 2) return [];
    return [
      numbers1to36.filter(
        (m) => [col, col + 1].includes(cell(m).col) && [row, row + 1].includes(cell(m).row),
      ),
    ];
  }),
];
const geometricSixLines = Array.from({ length: 11 }, (_, col) =>
  numbers1to36.filter((n) => cell(n).col === col || cell(n).col === col + 1),
);

const one = (type: RouletteBetType, extra: Partial<RouletteBet> = {}): RouletteBet => ({
  type,
  amount: 1,
  ...extra,
});

/** Every bet the European layout offers, one coin unit each, named. */
const everyBet: Array<[string, RouletteBet]> = [
  ...Array.from({ length: 37 }, (_, n): [string, RouletteBet] => [
    `number ${n}`,
    one('number', { value: n }),
  ]),
  ...geometricSplits.map((s): [string, RouletteBet] => [`split ${key(s)}`, one('split', { numbers: s })]),
  ...geometricStreets.map((s): [string, RouletteBet] => [`street ${key(s)}`, one('street', { numbers: s })]),
  ...geometricCorners.map((s): [string, RouletteBet] => [`corner ${key(s)}`, one('corner', { numbers: s })]),
  ...geometricSixLines.map((s): [string, RouletteBet] => [
    `six line ${key(s)}`,
    one('six-line', { numbers: s }),
  ]),
  ...[1, 2, 3].map((d): [string, RouletteBet] => [`dozen ${d}`, one('dozen', { value: d })]),
  ...[1, 2, 3].map((c): [string, RouletteBet] => [`column ${c}`, one('column', { value: c })]),
  ...(['low', 'high', 'red', 'black', 'even', 'odd'] as const).map((t): [string, RouletteBet] => [t, one(t)]),
];

/** The published European odds ("N to 1"), written here, not read from the engine. */
const STANDARD_ODDS: Record<RouletteBetType, number> = {
  number: 35,
  split: 17,
  street: 11,
  corner: 8,
  'six-line': 5,
  dozen: 2,
  column: 2,
  low: 1,
  high: 1,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
};

/** A float stream that counts how many floats were drawn. */
function countingStream(): FloatStream & { drawn: number } {
  const inner = createFloatStream({ serverSeed: 's', clientSeed: 'c', nonce: 0 });
  const stream = {
    drawn: 0,
    next() {
      stream.drawn += 1;
      return inner.next();
    },
  };
  return stream as FloatStream & { drawn: number };
}

/** Every ascending k-subset of 0..36. */
function* subsets(k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let n = from; n <= 36; n++) for (const rest of subsets(k - 1, n + 1)) yield [n, ...rest];
}

describe('roulette', () => {
  it('offers 37 numbers, 60 splits, 14 streets, 23 corners and 11 six lines', () => {
    expect(geometricSplits).toHaveLength(60);
    expect(geometricStreets).toHaveLength(14);
    expect(geometricCorners).toHaveLength(23);
    expect(geometricSixLines).toHaveLength(11);
    expect(everyBet).toHaveLength(37 + 60 + 14 + 23 + 11 + 3 + 3 + 6);
  });

  it.each(everyBet)(
    '%s pays the standard odds and returns exactly 36/37 over the 37 pockets',
    (_name, bet) => {
      let returned = 0;
      let winningPockets = 0;
      for (let pocket = 0; pocket < 37; pocket++) {
        const r = settleRoulette([bet], pocket);
        if (!r.ok) throw new Error(r.error);
        const [settled] = r.bets;
        if (settled?.isWin) {
          winningPockets += 1;
          expect(settled.winAmount).toBe(STANDARD_ODDS[bet.type] + 1);
        }
        returned += r.winAmount;
      }
      expect(winningPockets * (STANDARD_ODDS[bet.type] + 1)).toBe(36);
      expect(ratio(returned, 37)).toEqual(ratio(36, 37));
    },
  );

  it.each<[string, 'split' | 'street' | 'corner', number, number[][]]>([
    ['split', 'split', 2, geometricSplits],
    ['street', 'street', 3, geometricStreets],
    ['corner', 'corner', 4, geometricCorners],
  ])(
    'accepts exactly the %s shapes of the layout among every set of numbers',
    (_name, type, size, shapes) => {
      const valid = new Set(shapes.map(key));
      let accepted = 0;
      const wrong: string[] = [];
      for (const numbers of subsets(size)) {
        const covered = rouletteBetPockets({ type, numbers });
        if (covered.ok !== valid.has(key(numbers))) wrong.push(key(numbers));
        if (covered.ok) accepted += 1;
      }
      expect(wrong).toEqual([]);
      expect(accepted).toBe(shapes.length);
    },
  );

  it('accepts exactly the eleven six lines among every six numbers within four neighbouring rows', () => {
    const valid = new Set(geometricSixLines.map(key));
    const wrong: string[] = [];
    const accepted = new Set<string>();
    // A six line spans two rows; every near miss (shifted, wrapped, with zero) lies within four.
    for (let start = 0; start <= 36; start++) {
      const span = Array.from({ length: 12 }, (_, i) => start + i).filter((n) => n <= 36);
      for (const numbers of subsetsOf(span, 6)) {
        const ok = rouletteBetPockets({ type: 'six-line', numbers }).ok;
        if (ok !== valid.has(key(numbers))) wrong.push(key(numbers));
        if (ok) accepted.add(key(numbers));
      }
    }
    expect(wrong).toEqual([]);
    expect(accepted.size).toBe(11);
  });

  it('has 18 red, 18 black and one green pocket', () => {
    const colors = Array.from({ length: 37 }, (_, p) => pocketColor(p));
    expect(colors.filter((c) => c === 'red')).toHaveLength(18);
    expect(colors.filter((c) => c === 'black')).toHaveLength(18);
    expect(colors.filter((c) => c === 'green')).toEqual(['green']);
  });

  it.each<[string, RouletteBet[], number, { win: number; net: number; isWin: boolean }]>([
    [
      'zero loses every outside bet',
      [one('red', { amount: 10 }), one('even', { amount: 10 }), one('low', { amount: 10 })],
      0,
      { win: 0, net: -30, isWin: false },
    ],
    [
      'zero pays a straight-up bet on zero',
      [one('number', { value: 0, amount: 10 })],
      0,
      { win: 360, net: 350, isWin: true },
    ],
    [
      'zero pays the first four',
      [one('corner', { numbers: [3, 0, 2, 1], amount: 10 })],
      0,
      { win: 90, net: 80, isWin: true },
    ],
    [
      'zero pays the trio 0-2-3',
      [one('street', { numbers: [0, 2, 3], amount: 10 })],
      0,
      { win: 120, net: 110, isWin: true },
    ],
    [
      'several bets settle together',
      [one('red', { amount: 10 }), one('odd', { amount: 5 }), one('number', { value: 3, amount: 1 })],
      3,
      { win: 66, net: 50, isWin: true },
    ],
    [
      'a round that returns part of its stakes is a net loss, not a win',
      [one('red', { amount: 10 }), one('black', { amount: 10 }), one('number', { value: 17, amount: 10 })],
      1,
      { win: 20, net: -10, isWin: false },
    ],
    [
      'a round that returns exactly its stakes is even, not a win',
      [one('red', { amount: 10 }), one('black', { amount: 10 })],
      1,
      { win: 20, net: 0, isWin: false },
    ],
    [
      'split 17-20 on 20',
      [one('split', { numbers: [20, 17], amount: 10 })],
      20,
      { win: 180, net: 170, isWin: true },
    ],
    [
      'six line 31-36 on 36',
      [one('six-line', { numbers: [31, 32, 33, 34, 35, 36], amount: 10 })],
      36,
      { win: 60, net: 50, isWin: true },
    ],
    ['column 3 on 36', [one('column', { value: 3, amount: 10 })], 36, { win: 30, net: 20, isWin: true }],
    ['column 1 on 34', [one('column', { value: 1, amount: 10 })], 34, { win: 30, net: 20, isWin: true }],
    ['dozen 2 on 24', [one('dozen', { value: 2, amount: 10 })], 24, { win: 30, net: 20, isWin: true }],
    ['dozen 2 on 25', [one('dozen', { value: 2, amount: 10 })], 25, { win: 0, net: -10, isWin: false }],
    ['high on 19', [one('high', { amount: 10 })], 19, { win: 20, net: 10, isWin: true }],
  ])('%s', (_name, bets, pocket, expected) => {
    const r = settleRoulette(bets, pocket);
    if (!r.ok) throw new Error(r.error);
    expect({ win: r.winAmount, net: r.net, isWin: r.isWin }).toEqual(expected);
  });

  it.each<[string, RouletteBet[], string]>([
    ['no bets', [], 'no_bets'],
    ['number 37', [one('number', { value: 37 })], 'invalid_number'],
    ['number without value', [one('number')], 'invalid_number'],
    ['fractional amount', [one('red', { amount: 1.5 })], 'invalid_amount'],
    ['unknown type', [one('green' as 'red')], 'invalid_bet_type'],
    ['a split across the board', [one('split', { numbers: [1, 36] })], 'not_a_split'],
    ['a split from 3 to 4 (row ends)', [one('split', { numbers: [3, 4] })], 'not_a_split'],
    ['a split 0-4', [one('split', { numbers: [0, 4] })], 'not_a_split'],
    ['a split on one number twice', [one('split', { numbers: [5, 5] })], 'not_a_split'],
    ['a split of three numbers', [one('split', { numbers: [1, 2, 3] })], 'invalid_numbers'],
    ['a split without numbers', [one('split')], 'invalid_numbers'],
    ['a split with 37', [one('split', { numbers: [34, 37] })], 'invalid_numbers'],
    ['a street 2-3-4', [one('street', { numbers: [2, 3, 4] })], 'not_a_street'],
    ['a street 0-1-3', [one('street', { numbers: [0, 1, 3] })], 'not_a_street'],
    ['a corner 3-4-6-7 (wraps a row end)', [one('corner', { numbers: [3, 4, 6, 7] })], 'not_a_corner'],
    ['a corner 0-1-3-4', [one('corner', { numbers: [0, 1, 3, 4] })], 'not_a_corner'],
    ['a six line 2-7', [one('six-line', { numbers: [2, 3, 4, 5, 6, 7] })], 'not_a_six_line'],
    ['a six line 0-5', [one('six-line', { numbers: [0, 1, 2, 3, 4, 5] })], 'not_a_six_line'],
    ['dozen 4', [one('dozen', { value: 4 })], 'invalid_dozen'],
    ['dozen 0', [one('dozen', { value: 0 })], 'invalid_dozen'],
    ['column without value', [one('column')], 'invalid_column'],
  ])('rejects %s before drawing a float', (_name, bets, error) => {
    const stream = countingStream();
    expect(spinRoulette(bets, stream)).toEqual({ ok: false, error });
    expect(stream.drawn).toBe(0);
  });

  it('names the bet a refusal concerns', () => {
    expect(rouletteBetsRefusal([one('red'), one('split', { numbers: [1, 5] })])).toEqual({
      error: 'not_a_split',
      index: 1,
    });
  });

  const insideType = fc.constantFrom(
    'split' as const,
    'street' as const,
    'corner' as const,
    'six-line' as const,
  );
  const shapesOf = {
    split: geometricSplits,
    street: geometricStreets,
    corner: geometricCorners,
    'six-line': geometricSixLines,
  };

  it('refuses any inside selection that is not a shape of the layout, and accepts each that is, in any order', () => {
    fc.assert(
      fc.property(
        insideType,
        fc.array(fc.integer({ min: -2, max: 39 }), { minLength: 0, maxLength: 7 }),
        (type, numbers) => {
          const isShape = shapesOf[type].some((s) => key(s) === key(numbers) && s.length === numbers.length);
          const stream = countingStream();
          const r = spinRoulette([one(type, { numbers })], stream);
          expect(r.ok).toBe(isShape);
          expect(stream.drawn).toBe(isShape ? 1 : 0);
        },
      ),
      { numRuns: 3000 },
    );
    const shapeInAnyOrder = insideType.chain((type) =>
      fc
        .constantFrom(...shapesOf[type])
        .chain((shape) =>
          fc.tuple(
            fc.constant(type),
            fc.constant(shape),
            fc.shuffledSubarray(shape, { minLength: shape.length }),
          ),
        ),
    );
    fc.assert(
      fc.property(shapeInAnyOrder, ([type, shape, shuffled]) => {
        expect(rouletteBetPockets({ type, numbers: shuffled })).toEqual({
          ok: true,
          pockets: [...shape].sort((a, b) => a - b),
        });
      }),
    );
  });

  it('refuses a split of two numbers that do not touch on the layout', () => {
    const touching = new Set(geometricSplits.map(key));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36 }), fc.integer({ min: 0, max: 36 }), (a, b) => {
        fc.pre(!touching.has(key([a, b])));
        expect(rouletteBetPockets({ type: 'split', numbers: [a, b] })).toEqual({
          ok: false,
          error: 'not_a_split',
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('settles any mix of bets: returns add up, net is returned minus staked, a win means net up', () => {
    const anyBet = fc.tuple(fc.constantFrom(...everyBet), fc.integer({ min: 1, max: 100_000 }));
    fc.assert(
      fc.property(
        fc.array(anyBet, { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 36 }),
        (picked, pocket) => {
          const bets = picked.map(([[, bet], amount]) => ({ ...bet, amount }));
          const r = settleRoulette(bets, pocket);
          if (!r.ok) throw new Error(r.error);
          const staked = bets.reduce((s, b) => s + b.amount, 0);
          expect(r.totalBet).toBe(staked);
          expect(r.winAmount).toBe(r.bets.reduce((s, b) => s + b.winAmount, 0));
          expect(r.net).toBe(r.winAmount - staked);
          expect(r.isWin).toBe(r.winAmount > staked);
          for (const b of r.bets) expect(b.isWin).toBe(b.pockets.includes(pocket));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is reproducible from its seeds and lands on a pocket of the wheel', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (clientSeed, nonce) => {
        const seeds = { serverSeed: 'srv', clientSeed, nonce };
        const bets: RouletteBet[] = [one('number', { value: 17, amount: 100 }), one('red', { amount: 100 })];
        const a = spinRoulette(bets, createFloatStream(seeds));
        expect(a).toEqual(spinRoulette(bets, createFloatStream(seeds)));
        if (!a.ok) throw new Error(a.error);
        expect(a.number).toBeGreaterThanOrEqual(0);
        expect(a.number).toBeLessThanOrEqual(36);
      }),
      { numRuns: 200 },
    );
  });
});

/** Every k-subset of a list, ascending. */
function* subsetsOf(list: readonly number[], k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i < list.length; i++) {
    const n = list[i];
    if (n === undefined) continue;
    for (const rest of subsetsOf(list, k - 1, i + 1)) yield [n, ...rest];
  }
}
