/**
 * Calendar days for streaks, daily rewards and daily challenges, in UTC: one rule for every player
 * and every server, whatever their time zone. A day is written 'YYYY-MM-DD'.
 */
export type CalendarDay = string;

const DAY_MS = 86_400_000;

export const calendarDayOf = (instant: Date): CalendarDay => instant.toISOString().slice(0, 10);

/** The first instant of a day (midnight UTC). */
export const startOfDay = (day: CalendarDay): Date => new Date(`${day}T00:00:00.000Z`);

export const addDays = (day: CalendarDay, days: number): CalendarDay =>
  calendarDayOf(new Date(startOfDay(day).getTime() + days * DAY_MS));

/** The streak after a claim on `today`, given the day of the previous claim and the streak then. */
export function nextStreak(
  previousDay: CalendarDay | null,
  previousStreak: number,
  today: CalendarDay,
): number {
  if (previousDay === today) return previousStreak;
  if (previousDay !== null && addDays(previousDay, 1) === today) return previousStreak + 1;
  return 1;
}

/** The streak as it stands on `today`: alive if the last claim was today or yesterday, else broken (0). */
export function liveStreak(lastDay: CalendarDay | null, streak: number, today: CalendarDay): number {
  if (lastDay === null) return 0;
  return lastDay === today || addDays(lastDay, 1) === today ? streak : 0;
}

/** A calendar month (UTC), 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export const monthOf = (instant: Date): CalendarMonth => ({
  year: instant.getUTCFullYear(),
  month: instant.getUTCMonth() + 1,
});

/** The first instant after the month (midnight UTC of the 1st of the next month). */
export const endOfMonth = ({ year, month }: CalendarMonth): Date => new Date(Date.UTC(year, month, 1));

export const previousMonth = ({ year, month }: CalendarMonth): CalendarMonth =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
