import { describe, expect, it } from 'vitest';
import { displayName, formatAmount, formatCoinAmount, formatDollars, initials } from './format';
import { ageOn } from './age';

describe('money formatting', () => {
  it('adds thousands separators and two decimals', () => {
    expect(formatAmount('10000.00')).toBe('10,000.00');
    expect(formatAmount('10.5')).toBe('10.50');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('1234567.89')).toBe('1,234,567.89');
  });

  it('formats real prices in dollars (coin packages only)', () => {
    expect(formatDollars('4.99')).toBe('$4.99');
  });

  it.each([
    ['a balance in coins', '9969.00', 'GC', '9,969.00 GC'],
    ['sweepstakes coins', '10', 'SC', '10.00 SC'],
    ['a bet limit', 0.25, 'GC', '0.25 GC'],
  ] as const)('shows %s with its coin mark and no dollar sign', (_name, amount, mark, text) => {
    expect(formatCoinAmount(amount, mark)).toBe(text);
    expect(formatCoinAmount(amount, mark)).not.toContain('$');
  });
});

describe('names', () => {
  const base = { firstName: null, lastName: null, email: null };

  it('initials from first and last name, U otherwise', () => {
    expect(initials({ firstName: 'jane', lastName: 'Doe' })).toBe('JD');
    expect(initials({ firstName: 'Cher', lastName: null })).toBe('C');
    expect(initials({ firstName: null, lastName: null })).toBe('U');
    expect(initials({ firstName: '  ', lastName: '' })).toBe('U');
  });

  it('display name is first + last, else email, else Player', () => {
    expect(displayName({ ...base, firstName: 'Jane', lastName: 'Doe', email: 'j@d.co' })).toBe('Jane Doe');
    expect(displayName({ ...base, email: 'j@d.co' })).toBe('j@d.co');
    expect(displayName(base)).toBe('Player');
  });
});

describe('ageOn', () => {
  const today = new Date(2026, 10, 21); // 21 Nov 2026, local time

  it('counts whole years, turning over on the birthday', () => {
    expect(ageOn('2008-11-21', today)).toBe(18);
    expect(ageOn('2008-11-22', today)).toBe(17);
    expect(ageOn('1990-01-01', today)).toBe(36);
  });

  it('rejects malformed or impossible dates', () => {
    expect(ageOn('2008-02-30', today)).toBeNull();
    expect(ageOn('21/11/2008', today)).toBeNull();
  });
});
