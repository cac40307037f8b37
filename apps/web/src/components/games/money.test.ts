import { describe, expect, it } from 'vitest';
import { chipLabel, formatCents, toCents, toMoneyString } from './money';

describe('money in cents', () => {
  it.each([
    ['"1.00"', '1.00', 100],
    ['"0.10"', '0.10', 10],
    ['"10000.00"', '10000.00', 1_000_000],
    ['"0.29" (float trap)', '0.29', 29],
    ['garbage', 'x', 0],
    ['null', null, 0],
  ])('toCents %s', (_name, input, expected) => {
    expect(toCents(input)).toBe(expected);
  });

  it.each([
    [100, '1.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [0, '0.00'],
  ])('toMoneyString %i → %s', (cents, expected) => {
    expect(toMoneyString(cents)).toBe(expected);
  });

  it('formats with separators and labels chips', () => {
    expect(formatCents(123456)).toBe('1,234.56');
    expect(chipLabel(500)).toBe('5');
    expect(chipLabel(50)).toBe('0.50');
    expect(chipLabel(100_000)).toBe('1K');
  });
});
