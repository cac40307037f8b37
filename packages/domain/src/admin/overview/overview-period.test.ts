import { OVERVIEW_DEFAULT_DAYS, OVERVIEW_MAX_DAYS } from '@casino/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../calendar-day.js';
import { isDomainError } from '../../errors.js';
import { daysIn, daysOf, overviewPeriodOf } from './overview-period.js';

const now = new Date('2026-11-24T15:30:00Z');
const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const refusal = (query: { from?: string; to?: string }) => {
  try {
    overviewPeriodOf(query, now);
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { code: error.code, field: error.details?.field };
  }
};

describe('the overview period', () => {
  it.each([
    ['nothing: the last 30 days up to today', {}, '2026-10-26', '2026-11-24'],
    ['a start: 30 days from it', { from: '2026-02-01' }, '2026-02-01', '2026-03-02'],
    ['an end: 30 days up to it (a leap February)', { to: '2024-03-01' }, '2024-02-01', '2024-03-01'],
    ['a leap day', { from: '2024-02-29', to: '2024-02-29' }, '2024-02-29', '2024-02-29'],
  ])('takes %s', (_name, query, from, to) => {
    expect(overviewPeriodOf(query, now)).toEqual({ from, to });
  });

  it.each([
    ['from after to', { from: '2026-01-02', to: '2026-01-01' }, 'querystring.from'],
    [
      'one day too long',
      { from: '2025-01-01', to: addDays('2025-01-01', OVERVIEW_MAX_DAYS) },
      'querystring.from',
    ],
    ['an end the calendar lacks', { to: '2026-02-30' }, 'querystring.to'],
    ['the year zero', { from: '0000-03-01', to: '0000-03-02' }, 'querystring.from'],
  ])('refuses %s, naming the field', (_name, query, field) => {
    expect(refusal(query)).toEqual({ code: 'validation_error', field });
  });

  it('answers every day from one end to the other, once, in order, or refuses a period too long (property)', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const span = daysIn({ from, to });
        if (span > OVERVIEW_MAX_DAYS) {
          expect(refusal({ from, to })).toEqual({ code: 'validation_error', field: 'querystring.from' });
          return;
        }
        const days = daysOf(overviewPeriodOf({ from, to }, now));
        expect(days).toHaveLength(span);
        expect(days[0]).toBe(from);
        expect(days.at(-1)).toBe(to);
        days.slice(1).forEach((d, i) => expect(d).toBe(addDays(days[i] as string, 1)));
      }),
      { numRuns: 300 },
    );
  });

  it(`defaults to ${OVERVIEW_DEFAULT_DAYS} days whichever end is given (property)`, () => {
    fc.assert(
      fc.property(day, fc.boolean(), (d, isStart) => {
        const period = overviewPeriodOf(isStart ? { from: d } : { to: d }, now);
        expect(daysIn(period)).toBe(OVERVIEW_DEFAULT_DAYS);
        expect(isStart ? period.from : period.to).toBe(d);
      }),
    );
  });
});
