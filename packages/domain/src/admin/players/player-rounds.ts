import type { AdminRoundRow, AdminRoundsQuery, Page } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { selectRounds, toRoundRow } from '../../history/session-rounds.js';
import { pageFrom, pagingOf } from '../admin-paging.js';
import { requirePlayer } from './player-detail.js';

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
