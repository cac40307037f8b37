import { LEADERBOARD_CATEGORIES, type LeaderboardQuery, type LeaderboardsResponse } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { monthOf, type CalendarMonth } from '../calendar-day.js';
import type { Clock } from '../clock.js';
import { formatMoney } from '../money.js';
import { monthStandings } from './leaderboard-standings.js';
import { monthLabel } from './month-end-rewards.js';
import { anonymousId, anonymousName, maskEmail, publicName } from './player-identity.js';

/** The month asked for, each part defaulting to the current one (UTC). */
export function leaderboardMonth(query: LeaderboardQuery, now: Date): CalendarMonth {
  const current = monthOf(now);
  return { year: query.year ?? current.year, month: query.month ?? current.month };
}

/**
 * GET /api/leaderboards/all: every category's top 25 for a month. A player sees their own email and
 * an admin sees everyone's; anyone else sees emails masked.
 */
export async function getLeaderboards(
  db: Kysely<Database>,
  viewerId: string,
  query: LeaderboardQuery,
  clock: Clock,
): Promise<LeaderboardsResponse> {
  const month = leaderboardMonth(query, clock());
  const viewer = await db.selectFrom('users').select('role').where('id', '=', viewerId).executeTakeFirst();
  const standings = await monthStandings(db, month);
  const closed = await db
    .selectFrom('leaderboard_months')
    .select('closed_at')
    .where('year', '=', month.year)
    .where('month', '=', month.month)
    .executeTakeFirst();
  const staff = viewer !== undefined && viewer.role !== 'player';
  // A player who chose to be anonymous (issue 18) shows to other players under their alias, with no id
  // or email that leads to them; they see themselves, and staff see everyone, as they are.
  const aliasOf = (s: (typeof standings)[number]) =>
    s.anonymousAlias !== null && !staff && s.userId !== viewerId ? s.anonymousAlias : null;
  return LEADERBOARD_CATEGORIES.map((category) => ({
    gameType: category,
    rewardsPaidAt: closed ? closed.closed_at.toISOString() : null,
    leaderboard: standings
      .filter((s) => s.category === category)
      .map((s) => ({
        id: `${monthLabel(month)}:${category}:${s.rank}`,
        rank: s.rank,
        userId: aliasOf(s) === null ? s.userId : anonymousId(aliasOf(s) ?? ''),
        username: aliasOf(s) === null ? publicName(s) : anonymousName(aliasOf(s) ?? ''),
        email:
          s.email === null || aliasOf(s) !== null
            ? null
            : staff || s.userId === viewerId
              ? s.email
              : maskEmail(s.email),
        totalWon: formatMoney(s.totalWon),
        biggestWin: formatMoney(s.biggestWin),
        winRate: s.sessions > 0 ? Math.round((s.wins / s.sessions) * 1000) / 10 : 0,
        totalSessions: s.sessions,
        isCurrentUser: s.userId === viewerId,
      })),
  }));
}
