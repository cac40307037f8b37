import type { StatementPeriod } from '@casino/contracts';

/** A period as instants: entries at or after `from` and before `to` (either open). */
export interface PeriodBounds {
  from: Date | null;
  to: Date | null;
}

const DAY_MS = 86_400_000;

/** Milliseconds the zone is ahead of UTC at an instant (Paris in winter: +3,600,000). */
function zoneOffsetMs(zone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    era: 'short',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = new Date(
    Date.UTC(2000, part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  );
  // Date.UTC reads years 0-99 as 1900-1999: the year is set on its own (the year 0 is 1 BC).
  const bc = parts.find((p) => p.type === 'era')?.value === 'BC';
  wall.setUTCFullYear(bc ? 1 - part('year') : part('year'));
  return wall.getTime() - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The day ('YYYY-MM-DD') an instant falls on in a zone. */
export function dayIn(zone: string, instant: Date): string {
  const local = new Date(instant.getTime() + zoneOffsetMs(zone, instant));
  return local.toISOString().slice(0, 10);
}

/** The day `days` after another (negative: before); null past the year 9999 or before the year 0. */
function shiftDay(day: string, days: number): string | null {
  const shifted = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
  const year = shifted.getUTCFullYear();
  return year < 0 || year > 9999 ? null : shifted.toISOString().slice(0, 10);
}

/**
 * The first instant of a day in a zone: its midnight, or the first instant after it where a change
 * of clocks skips midnight. Two passes settle the offset on either side of a change.
 */
export function startOfDayIn(zone: string, day: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let instant = wall - zoneOffsetMs(zone, new Date(wall));
  instant = wall - zoneOffsetMs(zone, new Date(instant));
  return new Date(instant);
}

/**
 * A statement's period as instants, in the player's zone (UTC by default): today, the last 7 or 30
 * days counting today, or whole days from `from` to `to` (both included); `all` is unbounded.
 */
export function periodBounds(
  query: {
    period?: StatementPeriod | undefined;
    from?: string | undefined;
    to?: string | undefined;
    tz?: string | undefined;
  },
  now: Date,
): PeriodBounds {
  const zone = query.tz ?? 'UTC';
  const custom =
    query.period === 'custom' || (query.period === undefined && (query.from ?? query.to) !== undefined);
  const startOf = (day: string | null | undefined) => (day ? startOfDayIn(zone, day) : null);
  if (custom) {
    // No movement is older than 1970: an earlier bound is none (and no odd year reaches the database).
    const from = startOf(query.from);
    const to = startOf(query.to && shiftDay(query.to, 1));
    return {
      from: from && from.getTime() > 0 ? from : null,
      to: to && new Date(Math.max(0, to.getTime())),
    };
  }
  const today = dayIn(zone, now);
  const back = { today: 0, '7d': 6, '30d': 29 } as const;
  const period = query.period ?? 'all';
  if (period === 'all' || period === 'custom') return { from: null, to: null };
  return { from: startOf(shiftDay(today, -back[period])), to: null };
}
