import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyUnits, MoneyAmount, moneyUnitsOf, PositiveMoneyAmount } from './money.js';

const MAX_UNITS = 999_999_999_999_999n;

describe('MoneyAmount: the one parser for amounts a client sends', () => {
  it.each([
    ['a string with two decimals', '10.50', '10.50'],
    ['a string with one decimal', '10.5', '10.50'],
    ['a whole string', '10', '10.00'],
    ['zero', '0', '0.00'],
    ['leading zeros', '007.5', '7.50'],
    ['the largest amount', '9999999999999.99', '9999999999999.99'],
    ['a JSON number with two decimals', 99.99, '99.99'],
    ['a whole JSON number', 100, '100.00'],
    ['a JSON number with one decimal', 0.5, '0.50'],
    ['a JSON number written with an exponent (JSON text 1e2 is the number 100)', 1e2, '100.00'],
  ])('takes %s', (_name, input, canonical) => {
    expect(MoneyAmount.parse(input)).toBe(canonical);
  });

  it.each([
    ['three decimals as a number (was rounded: 99.999 charged 100.00)', 99.999],
    ['three decimals as a string', '99.999'],
    ['a binary fraction that is not two decimals', 0.1 + 0.2],
    ['a number too small to print without an exponent', 1e-7],
    ['a number too large to print without an exponent', 1e21],
    ['a number beyond the largest amount', 1e13],
    ['a negative number', -1],
    ['negative zero', -0],
    ['hex', '0x10'],
    ['an exponent', '1e3'],
    ['a sign', '+1'],
    ['a minus sign', '-1'],
    ['leading whitespace', ' 1'],
    ['trailing whitespace', '1 '],
    ['a trailing point', '1.'],
    ['a leading point', '.5'],
    ['a thousands separator', '1,000'],
    ['NaN as text', 'NaN'],
    ['Infinity as text', 'Infinity'],
    ['fourteen integer digits', '10000000000000'],
    ['the empty string', ''],
    ['null', null],
    ['a boolean', true],
    ['an object', { amount: 1 }],
  ])('refuses %s', (_name, input) => {
    const result = MoneyAmount.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/decimal amount|negative|at most/);
  });

  it.each([
    ['0', '0'],
    ['0.00', '0.00'],
    ['0 as a number', 0],
  ])('PositiveMoneyAmount refuses zero (%s)', (_name, input) => {
    expect(PositiveMoneyAmount.safeParse(input).error?.issues[0]?.message).toBe('must be greater than zero');
  });

  it('a string and a number for the same amount parse alike, to minor units exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_UNITS }), (units) => {
        const text = formatMoneyUnits(units);
        const fromString = MoneyAmount.parse(text);
        expect(moneyUnitsOf(fromString)).toBe(units);
        // Every amount up to 2^53 cents is exact as a double: the number prints back as the same decimal.
        expect(MoneyAmount.parse(Number(text))).toBe(fromString);
      }),
    );
  });

  it('a number with a third decimal is always refused, never rounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 9 }), (mills, last) => {
        const n = Number(`${Math.floor(mills / 100)}.${String(mills % 100).padStart(2, '0')}${last}`);
        expect(MoneyAmount.safeParse(n).success).toBe(false);
      }),
    );
  });

  it('whatever it takes is a canonical two-decimal string within range', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (input) => {
        const result = MoneyAmount.safeParse(input);
        if (!result.success) return;
        expect(result.data).toMatch(/^\d{1,13}\.\d{2}$/);
        expect(moneyUnitsOf(result.data)).toBeLessThanOrEqual(MAX_UNITS);
      }),
    );
  });
});

describe('moneyUnitsOf and formatMoneyUnits', () => {
  it.each([
    ['0', 0n],
    ['0.5', 50n],
    ['0.05', 5n],
    ['1234.56', 123456n],
    ['9999999999999.99', MAX_UNITS],
  ])('%s is %s minor units', (text, units) => {
    expect(moneyUnitsOf(text)).toBe(units);
  });

  it.each(['', '-1', '1.234', '1e3', ' 1', 'NaN', '.5', '10.'])('%j is not an amount', (text) => {
    expect(moneyUnitsOf(text)).toBeNull();
  });

  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [-1205n, '-12.05'],
  ])('formats %s as %s', (units, text) => {
    expect(formatMoneyUnits(units)).toBe(text);
  });
});
