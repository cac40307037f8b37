import { sql, type Database, type Kysely } from '@casino/db';
import type { Clock } from '../clock.js';

/**
 * Which of these session ids still belong to a signed-in, unexpired session of a player who is not
 * suspended: the rooms ask it every so often about their open connections, so a logout, an expiry or
 * a suspension closes them even when the logout message could not reach them (Redis away).
 */
export async function liveSessionIds(
  db: Kysely<Database>,
  sids: readonly string[],
  clock: Clock,
): Promise<Set<string>> {
  if (sids.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.sid')
    .where('sessions.sid', '=', sql<string>`any(${sql.val([...sids])}::text[])`)
    .where('sessions.expires_at', '>', clock())
    // A suspended player's connections are closed by the sweep whatever became of the message.
    .where('users.suspended_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.sid));
}
