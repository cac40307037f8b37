import type { AdminRoundRow, AdminRoundsQuery, Page } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { formatMoney } from '../../money.js';
import { pageFrom, pagingOf } from '../admin-paging.js';
import { requirePlayer } from './player-detail.js';

/** A game session with its game's name: what a round row and a round's recall start from. */
export const selectRounds = (db: Kysely<Database>) =>
  db
    .selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select([
      's.id',
      's.user_id',
      's.game_id',
      'g.slug',
      'g.name',
      's.bet_amount',
      's.win_amount',
      's.game_data',
      's.created_at',
    ]);

export type RoundRecord = Awaited<ReturnType<ReturnType<typeof selectRounds>['execute']>>[number];

export const toRoundRow = (row: RoundRecord): AdminRoundRow => ({
  sessionId: row.id.toString(),
  gameId: row.game_id,
  gameName: row.name,
  betAmount: formatMoney(row.bet_amount),
  winAmount: formatMoney(row.win_amount),
  net: formatMoney(row.win_amount - row.bet_amount),
  createdAt: row.created_at.toISOString(),
});

/** GET /api/admin/players/:userId/rounds: the player's settled rounds, newest first, of one game if asked. */
export async function playerRounds(
  db: Kysely<Database>,
  userId: string,
  query: AdminRoundsQuery,
): Promise<Page<AdminRoundRow>> {
  await requirePlayer(db, userId);
  const paging = pagingOf(query);
  const game = query.game?.trim() ?? '';
  // A catalogue id is a number; anything else is a slug.
  const filtered = (base: ReturnType<typeof selectRounds>) =>
    base
      .where('s.user_id', '=', userId)
      .$if(game !== '', (qb) =>
        /^\d{1,9}$/.test(game) ? qb.where('s.game_id', '=', Number(game)) : qb.where('g.slug', '=', game),
      );
  const [rows, total] = await Promise.all([
    filtered(selectRounds(db))
      .orderBy('s.id', paging.dir)
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    filtered(selectRounds(db))
      .clearSelect()
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageFrom(paging, rows.map(toRoundRow), total.n);
}
