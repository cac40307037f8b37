import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money.js';

describe('money', () => {
  it.each([
    ['0', 0n],
    ['0.5', 50n],
    ['0.05', 5n],
    ['10', 1000n],
    ['10.00', 1000n],
    ['1234.56', 123456n],
    ['9999999999999.99', 999999999999999n],
  ])('parses %s as %s minor units', (text, units) => {
    expect(parseMoney(text)).toBe(units);
  });

  it.each(['', '-1', '1.234', '1e3', ' 1', '1,000', 'NaN', '.5', '10.'])('refuses %j', (text) => {
    expect(() => parseMoney(text)).toThrow(RangeError);
  });

  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [123456n, '1234.56'],
    [-1205n, '-12.05'],
  ])('formats %s as %s', (units, text) => {
    expect(formatMoney(units)).toBe(text);
  });

  it('round-trips every non-negative amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 999_999_999_999_999n }),
        (units) => parseMoney(formatMoney(units)) === units,
      ),
    );
  });
});
