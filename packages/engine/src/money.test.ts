import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMultiplier } from './money.js';
import { rational, ratio } from './index.js';

describe('money', () => {
  it.each([
    ['even money', 1000, { num: 2, den: 1 }, 2000],
    ['blackjack 3:2', 500, { num: 5, den: 2 }, 1250],
    ['blackjack 3:2 on an odd bet rounds down', 501, { num: 5, den: 2 }, 1252],
    ['banker 0.95:1', 1000, { num: 39, den: 20 }, 1950],
    ['banker 0.95:1 rounds down', 7, { num: 39, den: 20 }, 13],
  ])('%s', (_name, bet, m, out) => {
    expect(applyMultiplier(bet, m)).toBe(out);
  });

  it('never pays more than the exact fraction, and less by under one unit', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 100 }),
        (bet, num, den) => {
          const paid = applyMultiplier(bet, { num, den });
          expect(Number.isInteger(paid)).toBe(true);
          expect(paid * den <= bet * num && bet * num < (paid + 1) * den).toBe(true);
        },
      ),
    );
    expect(() => applyMultiplier(1.5, { num: 2, den: 1 })).toThrow(RangeError);
  });

  it('keeps exact rationals reduced and ordered', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer(),
        fc.integer({ min: 1, max: 10_000 }),
        (a, b, c, d) => {
          const x = ratio(a, b);
          const y = ratio(c, d);
          expect(rational.sub(rational.add(x, y), y)).toEqual(x);
          expect(rational.compare(x, y)).toBe(Math.sign(a * d - c * b));
          if (c !== 0) expect(rational.mul(rational.div(x, y), y)).toEqual(x);
        },
      ),
    );
    expect(ratio(6, -4)).toEqual({ num: -3n, den: 2n });
  });
});
