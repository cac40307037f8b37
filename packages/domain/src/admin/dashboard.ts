import type { AdminDashboard } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { formatMoney } from '../money.js';

/**
 * The spec's admin dashboard (document 2, "Admin dashboard"), from the real tables: every stake of
 * every settled game session, the players (staff not counted), the catalogue's games and the sessions.
 */
export async function adminDashboard(db: Kysely<Database>): Promise<AdminDashboard> {
  const [sessions, users, games] = await Promise.all([
    db
      .selectFrom('game_sessions')
      .select([
        sql<string>`coalesce(sum(bet_amount), 0)::text`.as('wagered'),
        sql<string>`count(*)::text`.as('sessions'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(sql<string>`count(*)::text`.as('users'))
      .where('role', '=', 'player')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('games')
      .select(sql<string>`count(*)::text`.as('games'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalWagered: formatMoney(BigInt(sessions.wagered)),
    totalUsers: Number(users.users),
    totalGames: Number(games.games),
    totalSessions: Number(sessions.sessions),
  };
}
