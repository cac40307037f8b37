import { describe, expect, it } from 'vitest';
import { money, playerName, signedAmount, signOf, when, whenShort } from './player-format';

describe('playerName', () => {
  it.each([
    [
      'first and last name',
      { firstName: 'Pat', lastName: 'Player', email: 'p@x.io', isGuest: false },
      'Pat Player',
    ],
    [
      'the email without a name',
      { firstName: null, lastName: ' ', email: 'p@x.io', isGuest: false },
      'p@x.io',
    ],
    ['a guest', { firstName: null, lastName: null, email: null, isGuest: true }, 'Guest 0123abcd'],
  ])('%s', (_name, fields, expected) => {
    expect(playerName({ id: '0123abcd-ffff', ...fields })).toBe(expected);
  });
});

describe('amounts', () => {
  it.each([
    ['250.00', '+250.00', 'credit'],
    ['-1234.50', '−1,234.50', 'debit'],
    ['0.00', '0.00', 'zero'],
  ] as const)('%s is written %s', (amount, text, sign) => {
    expect(signedAmount(amount)).toBe(text);
    expect(signOf(amount)).toBe(sign);
  });

  it('marks coins GC and sweepstakes coins SC, never with a currency sign', () => {
    expect(money('10000.00')).toBe('10,000.00 GC');
    expect(money('12.5', 'sweeps')).toBe('12.50 SC');
  });

  it('writes times in UTC and a dash for none', () => {
    expect(when('2026-11-24T21:05:00.000Z')).toBe('24 Nov 2026, 21:05 UTC');
    expect(when(null)).toBe('—');
    expect(whenShort('2026-11-24T21:05:00.000Z')).toBe('24 Nov 2026 21:05');
    expect(whenShort(null)).toBe('—');
  });
});
