import { calendarDayOf } from '../calendar-day.js';
import { DomainError } from '../errors.js';

/**
 * True for a day the calendar has, written YYYY-MM-DD: the contract's Day pattern lets 2026-11-31
 * through, which the database would refuse as a date (a 500); a real day prints back as itself.
 * The year 0000 is JavaScript's but not PostgreSQL's (its year before 1 is 1 BC).
 */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day.startsWith('0000')) return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && calendarDayOf(new Date(time)) === day;
}

/** A 400 naming the query field, as the contract's own validation words it. */
export const refuseQueryField = (field: string, message: string): DomainError =>
  new DomainError('validation_error', `querystring.${field}: ${message}`, { field: `querystring.${field}` });

/** Refuses a from/to filter that is not a calendar day, or a period that ends before it starts. */
export function checkDayFilter({ from, to }: { from?: string | undefined; to?: string | undefined }): void {
  if (from !== undefined && !isCalendarDay(from)) throw refuseQueryField('from', 'is not a calendar day');
  if (to !== undefined && !isCalendarDay(to)) throw refuseQueryField('to', 'is not a calendar day');
  if (from !== undefined && to !== undefined && from > to)
    throw refuseQueryField('from', 'must be on or before to');
}
