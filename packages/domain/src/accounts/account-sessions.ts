import { createHash } from 'node:crypto';
import { ErrorCode, type AccountSession } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { isPastAbsoluteLifetime } from '../sessions/session-policy.js';
import type { SessionData } from '../sessions/session-store.js';

/**
 * The player's signed-in sessions (issue 18): where from, since when, which one is this; and ending
 * them from another one. A session's cookie id never leaves the server: the list names each by an
 * opaque handle (a hash of the id).
 *
 * Ending a session marks it ended and expired in one UPDATE instead of deleting it: every reader
 * (the api's session store, the rooms' cookie check and sweep) already refuses an expired session,
 * and the store will not write an ended one back, so a request of that session still in flight
 * cannot revive it. The api then closes the ended sessions' room connections and live channels
 * (the logout path), and the rooms' sweep closes whatever that message misses within 30 s.
 */

export const sessionHandleOf = (sid: string): string =>
  createHash('sha256').update(`session:${sid}`).digest('hex').slice(0, 32);

/** GET /api/account/sessions: the live ones, the current first, then the most recently used. */
export async function listAccountSessions(
  db: Kysely<Database>,
  userId: string,
  currentSid: string,
  now: Date,
): Promise<AccountSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['sid', 'data', 'ip', 'user_agent', 'updated_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('ended_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .execute();
  return rows
    .map((row) => ({ row, signedInAt: (row.data as SessionData).signedInAt }))
    .filter(({ signedInAt }) => signedInAt === undefined || !isPastAbsoluteLifetime(signedInAt, now))
    .map(({ row, signedInAt }) => ({
      id: sessionHandleOf(row.sid),
      current: row.sid === currentSid,
      ip: row.ip,
      userAgent: row.user_agent,
      signedInAt: signedInAt === undefined ? null : new Date(signedInAt).toISOString(),
      lastActiveAt: row.updated_at.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends sessions of the player in `db` (a transaction when it goes with a password change): all of
 * them, or all but `exceptSid`, or only `onlySid`. Returns the ended session ids.
 */
export async function endSessions(
  db: Kysely<Database>,
  userId: string,
  which: { exceptSid?: string; onlySid?: string },
  now: Date,
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now, expires_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now);
  if (which.exceptSid !== undefined) query = query.where('sid', '<>', which.exceptSid);
  if (which.onlySid !== undefined) query = query.where('sid', '=', which.onlySid);
  const rows = await query.returning('sid').execute();
  return rows.map((row) => row.sid);
}

/** POST /api/account/sessions/end-others: "sign out everywhere else". */
export const endOtherSessions = (db: Kysely<Database>, userId: string, currentSid: string, now: Date) =>
  endSessions(db, userId, { exceptSid: currentSid }, now);

export const SESSION_NOT_FOUND_MESSAGE = 'That session has already ended.';
export const CURRENT_SESSION_MESSAGE = 'This is the session you are using: use Log out to end it.';

/** DELETE /api/account/sessions/{sessionId}: ends one other session of the player. */
export async function endAccountSession(
  db: Kysely<Database>,
  userId: string,
  handle: string,
  currentSid: string,
  now: Date,
): Promise<string[]> {
  if (sessionHandleOf(currentSid) === handle)
    throw new DomainError(ErrorCode.conflict, CURRENT_SESSION_MESSAGE);
  const rows = await db
    .selectFrom('sessions')
    .select('sid')
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  const target = rows.find((row) => sessionHandleOf(row.sid) === handle);
  if (!target) throw new DomainError(ErrorCode.notFound, SESSION_NOT_FOUND_MESSAGE);
  const ended = await endSessions(db, userId, { onlySid: target.sid }, now);
  if (ended.length === 0) throw new DomainError(ErrorCode.notFound, SESSION_NOT_FOUND_MESSAGE);
  return ended;
}
