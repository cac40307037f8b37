import type { RgChange } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';

/** The player's latest responsible-gaming changes, newest first (the back office's read-only view). */
export async function responsibleGamingLog(
  db: Kysely<Database>,
  userId: string,
  limit = 50,
): Promise<RgChange[]> {
  const rows = await db
    .selectFrom('rg_changes')
    .select(['action', 'detail', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    at: r.created_at.toISOString(),
    action: r.action,
    detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>,
  }));
}
