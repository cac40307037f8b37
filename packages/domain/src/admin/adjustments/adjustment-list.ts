import type { AdjustmentsQuery, Page, BalanceAdjustment } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { pageFrom, pagingOf } from '../admin-paging.js';
import { selectAdjustments, toBalanceAdjustment } from './adjustment-view.js';

/** GET /api/admin/adjustments: by status and player, newest first (dir=asc: oldest first, the queue). */
export async function listAdjustments(
  db: Kysely<Database>,
  query: AdjustmentsQuery,
): Promise<Page<BalanceAdjustment>> {
  const paging = pagingOf(query);
  let filtered = db.selectFrom('balance_adjustments as b');
  if (query.status) filtered = filtered.where('b.status', '=', query.status);
  if (query.userId) filtered = filtered.where('b.user_id', '=', query.userId);
  const { total } = await filtered.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow();
  let rows = selectAdjustments(db);
  if (query.status) rows = rows.where('b.status', '=', query.status);
  if (query.userId) rows = rows.where('b.user_id', '=', query.userId);
  const items = await rows
    .orderBy('b.created_at', paging.dir)
    .orderBy('b.id', paging.dir)
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return pageFrom(paging, items.map(toBalanceAdjustment), total);
}
