import { OVERVIEW_DEFAULT_DAYS, OVERVIEW_MAX_DAYS, type AdminOverviewQuery } from '@casino/contracts';
import { addDays, calendarDayOf, type CalendarDay } from '../../calendar-day.js';
import { DomainError } from '../../errors.js';

/** A period of whole UTC days, both ends included. */
export interface OverviewPeriod {
  from: CalendarDay;
  to: CalendarDay;
}

const refuse = (field: 'from' | 'to', message: string) =>
  new DomainError('validation_error', `querystring.${field}: ${message}`, { field: `querystring.${field}` });

/**
 * The overview's period: the last OVERVIEW_DEFAULT_DAYS UTC days up to today unless given; one end
 * alone extends the default length from it. From after to, or longer than OVERVIEW_MAX_DAYS, is a
 * 400 naming the field.
 */
export function overviewPeriodOf(query: AdminOverviewQuery, now: Date): OverviewPeriod {
  if (query.from !== undefined && !isRealDay(query.from)) throw refuse('from', 'is not a calendar day');
  if (query.to !== undefined && !isRealDay(query.to)) throw refuse('to', 'is not a calendar day');
  const to = query.to ?? (query.from ? addDays(query.from, OVERVIEW_DEFAULT_DAYS - 1) : calendarDayOf(now));
  const from = query.from ?? addDays(to, -(OVERVIEW_DEFAULT_DAYS - 1));
  // The default end of a period from 9999-12-31 (or start of one to 0000-01-01) leaves the calendar.
  if (!isRealDay(from)) throw refuse('to', 'the period starts before the calendar');
  if (!isRealDay(to)) throw refuse('from', 'the period ends after the calendar');
  if (from > to) throw refuse('from', 'must be on or before to');
  if (daysIn({ from, to }) > OVERVIEW_MAX_DAYS)
    throw refuse(query.from ? 'from' : 'to', `the period must be at most ${OVERVIEW_MAX_DAYS} days`);
  return { from, to };
}

/** How many days the period holds, both ends counted. */
export const daysIn = ({ from, to }: OverviewPeriod): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Every day of the period, in order. */
export const daysOf = (period: OverviewPeriod): CalendarDay[] =>
  Array.from({ length: daysIn(period) }, (_, i) => addDays(period.from, i));

// The contract's Day pattern lets 2026-02-31 through; a real day prints back as itself.
const isRealDay = (day: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && calendarDayOf(new Date(time)) === day;
};
