import { describe, expect, it } from 'vitest';
import { dayIn, periodBounds, startOfDayIn } from './statement-period.js';

// A statement's period in the player's own days (issue 18): presets and custom ranges as instants,
// across time zones and changes of clocks.

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('the first instant of a day in a zone', () => {
  it.each([
    { name: 'UTC', zone: 'UTC', day: '2026-03-10', start: '2026-03-10T00:00:00.000Z' },
    {
      name: 'Paris in winter (UTC+1)',
      zone: 'Europe/Paris',
      day: '2026-01-15',
      start: '2026-01-14T23:00:00.000Z',
    },
    {
      name: 'Paris in summer (UTC+2)',
      zone: 'Europe/Paris',
      day: '2026-07-15',
      start: '2026-07-14T22:00:00.000Z',
    },
    {
      name: 'the day clocks go forward in Paris',
      zone: 'Europe/Paris',
      day: '2026-03-29',
      start: '2026-03-28T23:00:00.000Z',
    },
    {
      name: 'the day after they went forward',
      zone: 'Europe/Paris',
      day: '2026-03-30',
      start: '2026-03-29T22:00:00.000Z',
    },
    {
      name: 'New York (UTC-5)',
      zone: 'America/New_York',
      day: '2026-11-24',
      start: '2026-11-24T05:00:00.000Z',
    },
    {
      name: 'Kathmandu (UTC+5:45)',
      zone: 'Asia/Kathmandu',
      day: '2026-05-01',
      start: '2026-04-30T18:15:00.000Z',
    },
    {
      name: 'Chatham (UTC+13:45 in summer)',
      zone: 'Pacific/Chatham',
      day: '2026-01-01',
      start: '2025-12-31T10:15:00.000Z',
    },
  ])('$name', ({ zone, day, start }) => {
    expect(startOfDayIn(zone, day).toISOString()).toBe(start);
    expect(dayIn(zone, new Date(start))).toBe(day);
    expect(dayIn(zone, new Date(Date.parse(start) - 1))).not.toBe(day);
  });

  it('reads years below 100 and the year 0 as they are', () => {
    expect(startOfDayIn('Europe/Paris', '0086-11-01').toISOString()).toBe('0086-10-31T23:50:39.000Z');
    expect(startOfDayIn('UTC', '0000-01-01').toISOString()).toBe('0000-01-01T00:00:00.000Z');
  });
});

describe('a statement period as instants', () => {
  const now = new Date('2026-07-15T20:30:00Z');
  it.each([
    { name: 'all time (the default)', query: {}, from: null, to: null },
    { name: 'all time, asked', query: { period: 'all' as const }, from: null, to: null },
    { name: 'today in UTC', query: { period: 'today' as const }, from: '2026-07-15T00:00:00.000Z', to: null },
    {
      name: 'today in Tokyo, already tomorrow there',
      query: { period: 'today' as const, tz: 'Asia/Tokyo' },
      from: '2026-07-15T15:00:00.000Z',
      to: null,
    },
    {
      name: '7 days counting today',
      query: { period: '7d' as const },
      from: '2026-07-09T00:00:00.000Z',
      to: null,
    },
    {
      name: '30 days counting today',
      query: { period: '30d' as const },
      from: '2026-06-16T00:00:00.000Z',
      to: null,
    },
    {
      name: 'a custom range, both days included',
      query: { period: 'custom' as const, from: '2026-07-01', to: '2026-07-03' },
      from: '2026-07-01T00:00:00.000Z',
      to: '2026-07-04T00:00:00.000Z',
    },
    {
      name: 'a custom range in Los Angeles',
      query: { period: 'custom' as const, from: '2026-07-01', to: '2026-07-01', tz: 'America/Los_Angeles' },
      from: '2026-07-01T07:00:00.000Z',
      to: '2026-07-02T07:00:00.000Z',
    },
    { name: 'from a day on', query: { from: '2026-07-10' }, from: '2026-07-10T00:00:00.000Z', to: null },
    { name: 'up to a day', query: { to: '2026-07-10' }, from: null, to: '2026-07-11T00:00:00.000Z' },
    {
      name: 'a year below 100 (not read as 19xx): before any movement, so no bound',
      query: { from: '0086-11-01', tz: 'Europe/Paris' },
      from: null,
      to: null,
    },
    { name: 'the last day there is: open after it', query: { to: '9999-12-31' }, from: null, to: null },
    {
      name: 'the year 0: nothing before 1970',
      query: { from: '0000-01-01', to: '0000-01-01' },
      from: null,
      to: '1970-01-01T00:00:00.000Z',
    },
    {
      name: 'far ahead',
      query: { from: '9999-12-31', tz: 'Pacific/Kiritimati' },
      from: '9999-12-30T10:00:00.000Z',
      to: null,
    },
  ])('$name', ({ query, from, to }) => {
    const bounds = periodBounds(query, now);
    expect({ from: iso(bounds.from), to: iso(bounds.to) }).toEqual({ from, to });
  });
});
