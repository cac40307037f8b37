import type { RgPeriod } from '@casino/contracts';

/**
 * The windows limits are counted in: the calendar day, the ISO week (Monday to Sunday) and the
 * calendar month, all in UTC, so every process (and every player, wherever they are) counts the same
 * window. A window starts at UTC midnight and the limit resets at the next window's start.
 */
export function periodStart(period: RgPeriod, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  if (period === 'day') return new Date(Date.UTC(y, m, d));
  if (period === 'month') return new Date(Date.UTC(y, m, 1));
  // getUTCDay: Sunday 0 .. Saturday 6; an ISO week starts on Monday.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(y, m, d - sinceMonday));
}

/** When the window holding `now` ends: the moment its limit resets. */
export function periodEnd(period: RgPeriod, now: Date): Date {
  const start = periodStart(period, now);
  if (period === 'day') return new Date(start.getTime() + DAY_MS);
  if (period === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  return addMonths(start, 1);
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * `months` calendar months after `from`, at the same UTC time of day; a day the target month lacks
 * (31 August + 6 months) becomes its last day (28 or 29 February), never the month after.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A moment in refusals and logs: "Mon 8 Jun 2026, 00:00 UTC" (the web shows local times itself). */
export function formatUtc(at: Date): string {
  const hh = String(at.getUTCHours()).padStart(2, '0');
  const mm = String(at.getUTCMinutes()).padStart(2, '0');
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

/** "1 h 30 min", "45 min", "2 h": a length of time in a sentence. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
