import { createHash } from 'node:crypto';
import type { AdminPlayerSession } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { requirePlayer } from './player-detail.js';

/** Names a session without giving its id away: a session id is a bearer credential. */
export const sessionRefOf = (sid: string): string =>
  createHash('sha256').update(sid).digest('hex').slice(0, 8);

/**
 * GET /api/admin/players/:userId/sessions: the player's unexpired sessions, newest first, with the
 * address and user agent each was signed in from (recorded at sign-in, plugins/sessions.ts).
 */
export async function playerSessions(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<AdminPlayerSession[]> {
  await requirePlayer(db, userId);
  const rows = await db
    .selectFrom('sessions')
    .select(['sid', 'ip', 'user_agent', 'data', 'created_at', 'updated_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((row) => {
    const signedInAt = row.data.signedInAt;
    return {
      sessionRef: sessionRefOf(row.sid),
      ip: row.ip,
      userAgent: row.user_agent,
      signedInAt: typeof signedInAt === 'number' ? new Date(signedInAt).toISOString() : null,
      lastSeenAt: row.updated_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
    };
  });
}
