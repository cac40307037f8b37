import { describe, expect, it } from 'vitest';
import {
  checkLimitAmount,
  isRgRefusal,
  minutesSince,
  minutesText,
  netText,
  realityCheckDueIn,
  serverNow,
  usedShare,
} from './rg-model';

describe('the limit form', () => {
  it.each([
    ['50', { ok: true, amount: '50' }],
    ['12.50', { ok: true, amount: '12.50' }],
    ['1,000', { ok: true, amount: '1000' }],
    [' 7 ', { ok: true, amount: '7' }],
    ['', { ok: false, message: 'Enter an amount.' }],
    ['0', { ok: false, message: 'The limit must be more than zero.' }],
    ['0.00', { ok: false, message: 'The limit must be more than zero.' }],
    ['1.005', { ok: false, message: 'Enter an amount with at most two decimals, such as 50 or 12.50.' }],
    ['-5', { ok: false, message: 'Enter an amount with at most two decimals, such as 50 or 12.50.' }],
    ['ten', { ok: false, message: 'Enter an amount with at most two decimals, such as 50 or 12.50.' }],
  ])('reads %j', (text, expected) => expect(checkLimitAmount(text)).toEqual(expected));
});

describe('numbers and times', () => {
  it.each([
    [5, '5 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
  ])('%i minutes reads %s', (minutes, text) => expect(minutesText(minutes)).toBe(text));

  it.each([
    ['25.00', '100.00', 0.25],
    ['150.00', '100.00', 1],
    ['10.00', null, 0],
  ] as const)('%s used of %s is %d', (used, amount, share) => expect(usedShare(used, amount)).toBe(share));

  it.each([
    ['12.5', 'GC', '+12.50 GC'],
    ['-40', 'SC', '-40.00 SC'],
    ['-1234.5', 'GC', '-1,234.50 GC'],
    ['0.00', 'GC', '0.00 GC'],
  ] as const)('a net result of %s reads %s', (net, mark, text) => expect(netText(net, mark)).toBe(text));

  it('counts whole minutes played, never negative', () => {
    const start = '2027-05-12T10:00:00.000Z';
    expect(minutesSince(start, Date.parse('2027-05-12T10:59:59Z'))).toBe(59);
    expect(minutesSince(start, Date.parse('2027-05-12T09:00:00Z'))).toBe(0);
  });

  it('reads the server time on from when its answer came', () => {
    const received = Date.parse('2030-01-01T00:00:00Z');
    expect(serverNow('2027-05-12T10:00:00.000Z', received, received + 90_000)).toBe(
      Date.parse('2027-05-12T10:01:30Z'),
    );
  });

  it('says when the reality check is due', () => {
    const now = Date.parse('2027-05-12T10:00:00Z');
    expect(realityCheckDueIn({ nextRealityCheckAt: null }, now)).toBeNull();
    expect(realityCheckDueIn({ nextRealityCheckAt: '2027-05-12T10:05:00.000Z' }, now)).toBe(300_000);
    expect(realityCheckDueIn({ nextRealityCheckAt: '2027-05-12T09:55:00.000Z' }, now)).toBe(0);
  });

  it('recognises the refusals of responsible gaming, and nothing else', () => {
    for (const code of [
      'wager_limit_reached',
      'purchase_limit_reached',
      'session_limit_reached',
      'taking_a_break',
      'self_excluded',
    ])
      expect(isRgRefusal(code)).toBe(true);
    for (const code of ['insufficient_balance', 'conflict', null]) expect(isRgRefusal(code)).toBe(false);
  });
});
