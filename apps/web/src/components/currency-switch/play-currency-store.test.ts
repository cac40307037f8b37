import { describe, expect, it } from 'vitest';
import { currencyMark, currencyName, playCurrencyFor, sweepsLockReason } from './play-currency-store';

describe('the currency at stake', () => {
  it.each([
    ['a registered player who chose sweepstakes coins', { isGuest: false }, 'sweeps', 'sweeps'],
    ['a registered player who chose coins', { isGuest: false }, 'coins', 'coins'],
    [
      'a guest who once chose sweepstakes coins (another account on this browser)',
      { isGuest: true },
      'sweeps',
      'coins',
    ],
    ['a guest', { isGuest: true }, 'coins', 'coins'],
    ['nobody signed in', null, 'sweeps', 'coins'],
  ] as const)('%s plays with %s → %s', (_name, user, chosen, atStake) => {
    expect(playCurrencyFor(user, chosen)).toBe(atStake);
  });

  it('locks sweepstakes coins for guests with the server’s reason, and for nobody else', () => {
    expect(sweepsLockReason({ isGuest: true })).toBe('Register to play with sweepstakes coins.');
    expect(sweepsLockReason(null)).toBe('Register to play with sweepstakes coins.');
    expect(sweepsLockReason({ isGuest: false })).toBeNull();
  });

  it('marks amounts GC or SC and names the currency in sentences, never with a currency sign', () => {
    expect([currencyMark('coins'), currencyMark('sweeps')]).toEqual(['GC', 'SC']);
    expect([currencyName('coins'), currencyName('sweeps')]).toEqual(['coins', 'sweepstakes coins']);
  });
});
