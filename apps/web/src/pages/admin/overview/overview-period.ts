import { OVERVIEW_DEFAULT_DAYS, OVERVIEW_MAX_DAYS } from '@casino/contracts';

/** The period picker's choices: the last 7, 30 or 90 days, or a custom from–to. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface PeriodChoice {
  /** A preset's days, or 'custom'. */
  preset: PeriodPreset | 'custom';
  from?: string;
  to?: string;
}

export interface PeriodRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** A UTC calendar day as the api writes it ('YYYY-MM-DD'). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last `days` whole UTC days up to and including today's. */
export function lastDays(days: number, now: Date): PeriodRange {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) };
}

/** How many days a range covers (both ends counted). */
export function daysIn(range: PeriodRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
}

/** Why a custom range cannot be asked for, or null (the api refuses the same: from ≤ to, at most a year). */
export function rangeProblem(range: Partial<PeriodRange>): string | null {
  if (!range.from || !range.to) return 'Choose both days.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.from) || !/^\d{4}-\d{2}-\d{2}$/.test(range.to))
    return 'Choose both days.';
  if (range.from > range.to) return 'The first day comes after the last.';
  if (daysIn({ from: range.from, to: range.to }) > OVERVIEW_MAX_DAYS) {
    return `Choose at most ${OVERVIEW_MAX_DAYS} days.`;
  }
  return null;
}

/** The period picker's state from the URL (?period=7|30|90|custom&from&to); 30 days by default. */
export function readPeriod(search: URLSearchParams): PeriodChoice {
  const period = search.get('period');
  if (period === 'custom') {
    return { preset: 'custom', from: search.get('from') ?? undefined, to: search.get('to') ?? undefined };
  }
  const preset = PERIOD_PRESETS.find((days) => String(days) === period);
  return { preset: preset ?? OVERVIEW_DEFAULT_DAYS };
}

/** The days to ask the api for; a custom range with a problem falls back to the default period. */
export function periodRange(choice: PeriodChoice, now: Date): PeriodRange {
  if (choice.preset === 'custom') {
    const range = { from: choice.from, to: choice.to };
    if (rangeProblem(range) === null && range.from && range.to) return { from: range.from, to: range.to };
    return lastDays(OVERVIEW_DEFAULT_DAYS, now);
  }
  return lastDays(choice.preset, now);
}

/** '2026-11-24' → 'Nov 24' for a chart's axis. */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
