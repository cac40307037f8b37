import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDayOf,
  endOfMonth,
  liveStreak,
  monthOf,
  nextStreak,
  previousMonth,
} from './calendar-day.js';

describe('calendar days (UTC)', () => {
  it.each([
    ['late evening UTC is still that day', '2026-03-14T23:59:59.999Z', '2026-03-14'],
    ['midnight UTC starts the next day', '2026-03-15T00:00:00.000Z', '2026-03-15'],
    ['a time zone offset is converted to UTC', '2026-03-15T01:30:00+02:00', '2026-03-14'],
  ])('%s', (_name, iso, day) => {
    expect(calendarDayOf(new Date(iso))).toBe(day);
  });

  it.each([
    ['within a month', '2026-03-14', 1, '2026-03-15'],
    ['across a month end', '2026-01-31', 1, '2026-02-01'],
    ['across a leap day', '2028-02-28', 1, '2028-02-29'],
    ['across a year end', '2026-12-31', 1, '2027-01-01'],
    ['backwards across a DST change in Europe (no effect in UTC)', '2026-03-30', -1, '2026-03-29'],
  ])('adds days %s', (_name, day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  it.each([
    ['a first claim', null, 0, '2026-05-01', 1],
    ['a second claim on the same day keeps the streak', '2026-05-01', 3, '2026-05-01', 3],
    ['the next day grows it', '2026-05-01', 3, '2026-05-02', 4],
    ['a missed day restarts it', '2026-05-01', 6, '2026-05-03', 1],
    ['across a month end', '2026-04-30', 6, '2026-05-01', 7],
  ])('streak after %s', (_name, previous, streak, today, expected) => {
    expect(nextStreak(previous, streak, today)).toBe(expected);
  });

  it.each([
    ['claimed today', '2026-05-02', 4, '2026-05-02', 4],
    ['claimed yesterday (still alive)', '2026-05-01', 4, '2026-05-02', 4],
    ['claimed two days ago (broken)', '2026-04-30', 4, '2026-05-02', 0],
    ['never claimed', null, 0, '2026-05-02', 0],
  ])('live streak when %s', (_name, last, streak, today, expected) => {
    expect(liveStreak(last, streak, today)).toBe(expected);
  });

  it('knows month ends, including December and February of a leap year', () => {
    expect(monthOf(new Date('2026-12-31T23:59:59Z'))).toEqual({ year: 2026, month: 12 });
    expect(endOfMonth({ year: 2026, month: 12 }).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(endOfMonth({ year: 2028, month: 2 }).toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(previousMonth({ year: 2027, month: 1 })).toEqual({ year: 2026, month: 12 });
  });
});
