import { describe, expect, it } from 'vitest';
import { formatCoins } from './format-coins';

describe('formatCoins', () => {
  it.each([
    ['25000.00', '25,000'],
    ['500.00', '500'],
    ['12.50', '12.50'],
    ['0.00', '0'],
    [1234.5, '1,234.50'],
    ['nonsense', '0'],
  ])('%s → %s', (amount, text) => {
    expect(formatCoins(amount)).toBe(text);
  });
});
