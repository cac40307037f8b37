import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AdminOverviewQuery, OVERVIEW_MAX_DAYS } from '@casino/contracts';
import { daysIn, lastDays, periodRange, rangeProblem, readPeriod, shortDay } from './overview-period';

const NOW = new Date('2026-11-24T21:40:00Z');

describe('the overview’s period', () => {
  it.each([
    { name: 'nothing chosen: the last 30 days', url: '', from: '2026-10-26', to: '2026-11-24' },
    { name: 'a week', url: 'period=7', from: '2026-11-18', to: '2026-11-24' },
    { name: '90 days', url: 'period=90', from: '2026-08-27', to: '2026-11-24' },
    { name: 'an unknown preset', url: 'period=12', from: '2026-10-26', to: '2026-11-24' },
    {
      name: 'a custom range',
      url: 'period=custom&from=2026-01-01&to=2026-01-31',
      from: '2026-01-01',
      to: '2026-01-31',
    },
    {
      name: 'a custom range backwards',
      url: 'period=custom&from=2026-02-01&to=2026-01-31',
      from: '2026-10-26',
      to: '2026-11-24',
    },
    {
      name: 'a custom range half chosen',
      url: 'period=custom&from=2026-02-01',
      from: '2026-10-26',
      to: '2026-11-24',
    },
  ])('$name', ({ url, from, to }) => {
    expect(periodRange(readPeriod(new URLSearchParams(url)), NOW)).toEqual({ from, to });
  });

  it.each([
    { name: 'one day', range: { from: '2026-01-01', to: '2026-01-01' }, problem: null },
    {
      name: 'a year and a day',
      range: { from: '2025-01-01', to: '2026-01-02' },
      problem: `Choose at most ${OVERVIEW_MAX_DAYS} days.`,
    },
    {
      name: 'backwards',
      range: { from: '2026-01-02', to: '2026-01-01' },
      problem: 'The first day comes after the last.',
    },
    { name: 'missing a day', range: { from: '2026-01-02' }, problem: 'Choose both days.' },
  ])('a custom range: $name', ({ range, problem }) => {
    expect(rangeProblem(range)).toBe(problem);
  });

  it('every preset covers exactly its days, ends today, and is a query the api takes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: OVERVIEW_MAX_DAYS }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (days, now) => {
          const range = lastDays(days, now);
          expect(daysIn(range)).toBe(days);
          expect(range.to).toBe(now.toISOString().slice(0, 10));
          expect(rangeProblem(range)).toBeNull();
          expect(AdminOverviewQuery.safeParse(range).success).toBe(true);
        },
      ),
    );
  });

  it('names a day for a chart axis', () => {
    expect(shortDay('2026-11-24')).toBe('Nov 24');
    expect(shortDay('nonsense')).toBe('nonsense');
  });
});
