import type { GameSession, UserStats } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { formatMoney } from '../money.js';

/** GET /api/game-sessions: the player's own settled rounds, newest first. */
export async function listGameSessions(
  db: Kysely<Database>,
  userId: string,
  limit = 50,
): Promise<GameSession[]> {
  const rows = await db
    .selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select([
      's.id',
      's.game_id',
      'g.slug',
      's.currency',
      's.bet_amount',
      's.win_amount',
      's.created_at',
      's.game_data',
    ])
    .where('s.user_id', '=', userId)
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id.toString(),
    gameId: r.game_id,
    gameSlug: r.slug,
    currency: r.currency,
    betAmount: formatMoney(r.bet_amount),
    winAmount: formatMoney(r.win_amount),
    createdAt: r.created_at.toISOString(),
    gameData: r.game_data,
  }));
}

/**
 * GET /api/user-stats, computed from the player's coin game sessions: a sweepstakes round's amounts
 * are another currency, never added to coins (issue 18).
 */
export async function getUserStats(db: Kysely<Database>, userId: string): Promise<UserStats> {
  const totals = await db
    .selectFrom('game_sessions')
    .select([
      sql<string>`count(*)`.as('total_bets'),
      sql<bigint>`coalesce(max(win_amount), 0)::bigint`.as('biggest_win'),
      sql<bigint>`coalesce(sum(bet_amount), 0)::bigint`.as('total_wagered'),
      sql<bigint>`coalesce(sum(win_amount), 0)::bigint`.as('total_won'),
    ])
    .where('user_id', '=', userId)
    .where('currency', '=', 'coins')
    .executeTakeFirstOrThrow();
  const favorite = await db
    .selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select(['g.name', sql<string>`count(*)`.as('plays')])
    .where('s.user_id', '=', userId)
    .groupBy('g.name')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('g.name')
    .limit(1)
    .executeTakeFirst();
  return {
    totalBets: Number(totals.total_bets),
    biggestWin: formatMoney(BigInt(totals.biggest_win)),
    totalWagered: formatMoney(BigInt(totals.total_wagered)),
    totalWon: formatMoney(BigInt(totals.total_won)),
    favoriteGame: favorite?.name ?? null,
  };
}
