import { LEADERBOARD_SIZE, type LeaderboardCategory } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import type { CalendarMonth } from '../calendar-day.js';

export interface Standing {
  category: LeaderboardCategory;
  rank: number;
  userId: string;
  totalWon: bigint;
  biggestWin: bigint;
  wins: number;
  sessions: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The player's alias when they chose to show anonymously on leaderboards (issue 18), else null. */
  anonymousAlias: string | null;
}

/**
 * The top players of each category in a month. Ranked by total won (what the player's rounds
 * returned); ties go to the bigger single win, then to whoever reached the total first, then by
 * player id, so the order is total and stable. Only players who won something are ranked.
 */
export async function monthStandings(
  db: Kysely<Database>,
  { year, month }: CalendarMonth,
  limit = LEADERBOARD_SIZE,
): Promise<Standing[]> {
  const { rows } = await sql<{
    category: LeaderboardCategory;
    rank: string | number | bigint;
    user_id: string;
    total_won: bigint;
    biggest_win: bigint;
    wins: number;
    sessions: number;
    email: string | null;
    first_name: string | null;
    last_name: string | null;
    anonymous_alias: string | null;
  }>`
    select r.category, r.rank, r.user_id, r.total_won, r.biggest_win, r.wins, r.sessions, u.email, u.first_name, u.last_name,
      case when p.leaderboard_name = 'anonymous' then p.leaderboard_alias end as anonymous_alias
    from (
      select s.*, row_number() over (
        partition by s.category
        order by s.total_won desc, s.biggest_win desc, s.reached_at asc, s.user_id asc
      ) as rank
      from leaderboard_stats s
      where s.year = ${year} and s.month = ${month} and s.total_won > 0
    ) r
    join users u on u.id = r.user_id
    left join player_preferences p on p.user_id = r.user_id
    where r.rank <= ${limit}
    order by r.category, r.rank`.execute(db);
  return rows.map((r) => ({
    category: r.category,
    rank: Number(r.rank),
    userId: r.user_id,
    totalWon: BigInt(r.total_won),
    biggestWin: BigInt(r.biggest_win),
    wins: Number(r.wins),
    sessions: Number(r.sessions),
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    anonymousAlias: r.anonymous_alias,
  }));
}
