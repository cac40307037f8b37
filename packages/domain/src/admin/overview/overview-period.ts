import { OVERVIEW_DEFAULT_DAYS, OVERVIEW_MAX_DAYS, type AdminOverviewQuery } from '@casino/contracts';
import { addDays, calendarDayOf, type CalendarDay } from '../../calendar-day.js';
import { checkDayFilter, isCalendarDay as isRealDay, refuseQueryField as refuse } from '../admin-days.js';

/** A period of whole UTC days, both ends included. */
export interface OverviewPeriod {
  from: CalendarDay;
  to: CalendarDay;
}

/**
 * The overview's period: the last OVERVIEW_DEFAULT_DAYS UTC days up to today unless given; one end
 * alone extends the default length from it. From after to, or longer than OVERVIEW_MAX_DAYS, is a
 * 400 naming the field.
 */
export function overviewPeriodOf(query: AdminOverviewQuery, now: Date): OverviewPeriod {
  checkDayFilter(query);
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
