import { LEADERBOARD_REWARDS, type LeaderboardCategory } from '@casino/contracts';
import { formatAmount } from '../../lib/format';

export const CATEGORY_LABELS: Record<LeaderboardCategory, string> = {
  slots: 'Slots',
  blackjack: 'Blackjack',
  poker: 'Poker',
  roulette: 'Roulette',
  baccarat: 'Baccarat',
  video_poker: 'Video Poker',
  craps: 'Craps',
};

export interface MonthRef {
  month: number;
  year: number;
}

/** The current month in UTC (the leaderboards' month). */
export const currentMonth = (now: Date): MonthRef => ({
  month: now.getUTCMonth() + 1,
  year: now.getUTCFullYear(),
});

export function shiftMonth({ month, year }: MonthRef, by: number): MonthRef {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const isSameMonth = (a: MonthRef, b: MonthRef): boolean => a.month === b.month && a.year === b.year;

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const monthLabel = ({ month, year }: MonthRef): string =>
  monthName.format(new Date(Date.UTC(year, month - 1, 1)));

/** The spec's rewards table as rows for display: "1st", "4th–10th", coins and points. */
export const REWARD_ROWS = LEADERBOARD_REWARDS.map((r) => ({
  ranks: r.fromRank === r.toRank ? ordinal(r.fromRank) : `${ordinal(r.fromRank)}–${ordinal(r.toRank)}`,
  coins: formatAmount(r.coins),
  points: new Intl.NumberFormat('en-US').format(r.points),
}));

export function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
