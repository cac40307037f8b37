import { sql, type Database, type Kysely } from '@casino/db';
import type { Clock } from '../clock.js';

/**
 * Which of these session ids still belong to a signed-in, unexpired session: the rooms ask it every
 * so often about their open connections, so a logout (or an expiry) closes them even when the logout
 * message could not reach them (Redis away).
 */
export async function liveSessionIds(
  db: Kysely<Database>,
  sids: readonly string[],
  clock: Clock,
): Promise<Set<string>> {
  if (sids.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('sid')
    .where('sid', '=', sql<string>`any(${sql.val([...sids])}::text[])`)
    .where('user_id', 'is not', null)
    .where('expires_at', '>', clock())
    .execute();
  return new Set(rows.map((r) => r.sid));
}
