import { sql, type Database, type Transaction } from '@casino/db';
import { monthOf } from '../calendar-day.js';
import { isWinningPlay, type SettledPlay } from '../projections/settled-play.js';

interface MonthTotals {
  year: number;
  month: number;
  category: string;
  totalWon: bigint;
  totalBet: bigint;
  biggestWin: bigint;
  wins: number;
  sessions: number;
  reachedAt: Date;
}

/** Sums a player's plays per (month, category), in the month each play settled (UTC). */
export function monthlyTotals(plays: readonly SettledPlay[]): MonthTotals[] {
  const byKey = new Map<string, MonthTotals>();
  for (const play of plays) {
    if (!play.category) continue;
    const { year, month } = monthOf(play.at);
    const key = `${year}-${String(month).padStart(2, '0')}:${play.category}`;
    const totals = byKey.get(key) ?? {
      year,
      month,
      category: play.category,
      totalWon: 0n,
      totalBet: 0n,
      biggestWin: 0n,
      wins: 0,
      sessions: 0,
      reachedAt: play.at,
    };
    totals.totalWon += play.winUnits;
    totals.totalBet += play.betUnits;
    if (play.winUnits > totals.biggestWin) totals.biggestWin = play.winUnits;
    if (isWinningPlay(play)) totals.wins += 1;
    totals.sessions += 1;
    if (play.winUnits > 0n && play.at.getTime() > totals.reachedAt.getTime()) totals.reachedAt = play.at;
    byKey.set(key, totals);
  }
  // A fixed order of rows, so two projectors never lock one player's rows in opposite orders.
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, totals]) => totals);
}

/**
 * Adds each player's plays to the monthly leaderboard rows: ONE upsert for the whole batch, a row
 * per player, month and category, in player order (the order the rows are locked in).
 */
export async function recordLeaderboardPlays(
  trx: Transaction<Database>,
  playsByUser: ReadonlyMap<string, readonly SettledPlay[]>,
): Promise<void> {
  const rows = [...playsByUser.keys()].sort().flatMap((userId) =>
    monthlyTotals(playsByUser.get(userId) ?? []).map((t) => ({
      year: t.year,
      month: t.month,
      category: t.category,
      user_id: userId,
      total_won: t.totalWon,
      total_bet: t.totalBet,
      biggest_win: t.biggestWin,
      wins: t.wins,
      sessions: t.sessions,
      reached_at: t.reachedAt,
    })),
  );
  if (rows.length === 0) return;
  await trx
    .insertInto('leaderboard_stats')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['year', 'month', 'category', 'user_id']).doUpdateSet({
        total_won: sql`leaderboard_stats.total_won + excluded.total_won`,
        total_bet: sql`leaderboard_stats.total_bet + excluded.total_bet`,
        biggest_win: sql`greatest(leaderboard_stats.biggest_win, excluded.biggest_win)`,
        wins: sql`leaderboard_stats.wins + excluded.wins`,
        sessions: sql`leaderboard_stats.sessions + excluded.sessions`,
        // The total grew: it was reached at the latest winning play. Otherwise it stands as it was.
        reached_at: sql`case when excluded.total_won > 0 then greatest(leaderboard_stats.reached_at, excluded.reached_at) else leaderboard_stats.reached_at end`,
      }),
    )
    .execute();
}
