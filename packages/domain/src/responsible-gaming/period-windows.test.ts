import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, formatMinutes, formatUtc, periodEnd, periodStart } from './period-windows.js';

const at = (iso: string) => new Date(iso);

describe('period windows (UTC)', () => {
  it.each([
    ['day, mid-day', 'day', '2026-06-03T14:25:00Z', '2026-06-03T00:00:00Z', '2026-06-04T00:00:00Z'],
    [
      'day, last millisecond',
      'day',
      '2026-06-03T23:59:59.999Z',
      '2026-06-03T00:00:00Z',
      '2026-06-04T00:00:00Z',
    ],
    [
      'day, midnight opens the next',
      'day',
      '2026-06-04T00:00:00Z',
      '2026-06-04T00:00:00Z',
      '2026-06-05T00:00:00Z',
    ],
    ['week, a Wednesday', 'week', '2026-06-03T10:00:00Z', '2026-06-01T00:00:00Z', '2026-06-08T00:00:00Z'],
    [
      'week, a Sunday belongs to the Monday before',
      'week',
      '2026-06-07T23:00:00Z',
      '2026-06-01T00:00:00Z',
      '2026-06-08T00:00:00Z',
    ],
    [
      'week, a Monday starts one',
      'week',
      '2026-06-08T00:00:00Z',
      '2026-06-08T00:00:00Z',
      '2026-06-15T00:00:00Z',
    ],
    [
      'week across a month end',
      'week',
      '2026-07-01T09:00:00Z',
      '2026-06-29T00:00:00Z',
      '2026-07-06T00:00:00Z',
    ],
    [
      'week across a year end',
      'week',
      '2027-01-01T09:00:00Z',
      '2026-12-28T00:00:00Z',
      '2027-01-04T00:00:00Z',
    ],
    ['month', 'month', '2026-06-30T23:59:00Z', '2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z'],
    ['month, December', 'month', '2026-12-15T00:00:00Z', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z'],
    [
      'month, February of a leap year',
      'month',
      '2028-02-29T12:00:00Z',
      '2028-02-01T00:00:00Z',
      '2028-03-01T00:00:00Z',
    ],
  ] as const)('%s', (_name, period, now, start, end) => {
    expect(periodStart(period, at(now)).toISOString()).toBe(at(start).toISOString());
    expect(periodEnd(period, at(now)).toISOString()).toBe(at(end).toISOString());
  });

  it('every moment lies in its window, and the window ends where the next one starts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('day', 'week', 'month' as const),
        (now, period) => {
          const start = periodStart(period, now);
          const end = periodEnd(period, now);
          expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(end.getTime()).toBeGreaterThan(now.getTime());
          expect(periodStart(period, end).getTime()).toBe(end.getTime());
          expect(start.getUTCHours() + start.getUTCMinutes() + start.getUTCSeconds()).toBe(0);
          if (period === 'week') expect(start.getUTCDay()).toBe(1);
        },
      ),
    );
  });
});

describe('addMonths', () => {
  it.each([
    ['six months', '2026-01-15T10:30:00Z', 6, '2026-07-15T10:30:00Z'],
    ['a year', '2026-03-01T00:00:00Z', 12, '2027-03-01T00:00:00Z'],
    ['five years', '2026-06-03T08:00:00Z', 60, '2031-06-03T08:00:00Z'],
    ['31 August + 6 months is the end of February', '2026-08-31T12:00:00Z', 6, '2027-02-28T12:00:00Z'],
    ['into a leap February', '2027-08-31T12:00:00Z', 6, '2028-02-29T12:00:00Z'],
    ['31 March + 1 month is 30 April', '2026-03-31T00:00:00Z', 1, '2026-04-30T00:00:00Z'],
  ])('%s', (_name, from, months, expected) => {
    expect(addMonths(at(from), months).toISOString()).toBe(at(expected).toISOString());
  });
});

describe('formatting', () => {
  it('writes moments in UTC with the weekday', () => {
    expect(formatUtc(at('2026-06-08T00:00:00Z'))).toBe('Mon 8 Jun 2026, 00:00 UTC');
    expect(formatUtc(at('2026-12-31T23:05:00Z'))).toBe('Thu 31 Dec 2026, 23:05 UTC');
  });
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [1440, '24 h'],
  ])('%i minutes is "%s"', (minutes, text) => expect(formatMinutes(minutes)).toBe(text));
});
