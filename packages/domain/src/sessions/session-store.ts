import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { createStatementBatcher, type StatementBatcher } from '../concurrency/statement-batcher.js';
import { SESSION_IDLE_TIMEOUT_MS } from './session-policy.js';

/** What the api keeps in a session besides the cookie. */
export interface SessionData {
  userId?: string;
  /** Sign-in time in ms, for the absolute lifetime. */
  signedInAt?: number;
  /** The address and user agent it was signed in from; written to their own columns too. */
  ip?: string;
  userAgent?: string;
}

type Callback = (error?: unknown) => void;

/**
 * @fastify/session's store, in the `sessions` table, so every api and rooms process sees the same
 * sessions and a logout ends a session everywhere. A rolling session is rewritten on each request;
 * rewrites that change nothing but push the expiry forward by under a minute are skipped.
 */
export class DatabaseSessionStore<S extends SessionData = SessionData> {
  private readonly lastWrite = new Map<string, { data: string; at: number }>();
  // Every request reads its session: reads arriving together share one statement.
  private readonly read: StatementBatcher<string, { data: unknown; expires_at: Date } | undefined>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.read = createStatementBatcher({
      run: async (sids) => {
        // A session of a suspended player reads as absent (issue 15): a request still in flight when
        // the suspension ended their sessions may write its session back, but it never signs anyone in.
        const rows = await this.db
          .selectFrom('sessions')
          .leftJoin('users', 'users.id', 'sessions.user_id')
          .select(['sessions.sid', 'sessions.data', 'sessions.expires_at'])
          .where('sessions.sid', 'in', [...new Set(sids)])
          .where('users.suspended_at', 'is', null)
          .execute();
        const bySid = new Map(rows.map((row) => [row.sid, row]));
        return sids.map((sid) => bySid.get(sid));
      },
      maxBatch: 200,
      maxInFlight: 2,
    });
  }

  get(sid: string, callback: (error: unknown, session?: S | null) => void): void {
    this.read(sid).then((row) => {
      if (!row || row.expires_at.getTime() <= this.clock().getTime()) return callback(null, null);
      callback(null, row.data as S);
    }, callback);
  }

  set(sid: string, session: S, callback: Callback): void {
    const now = this.clock();
    // The cookie part changes on every request (its expiry); only the content decides a rewrite.
    const { cookie: _cookie, ...content } = session as S & { cookie?: unknown };
    const contentKey = JSON.stringify(content);
    const previous = this.lastWrite.get(sid);
    if (previous && previous.data === contentKey && now.getTime() - previous.at < 60_000) return callback();
    const data = JSON.stringify(session);
    // The idle timeout is counted by the store's clock from the last request that used the session.
    const expires = new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS);
    const row = {
      user_id: session.userId ?? null,
      data,
      expires_at: expires,
      updated_at: now,
      ip: session.ip ?? null,
      user_agent: session.userAgent ?? null,
    };
    this.db
      .insertInto('sessions')
      .values({ sid, ...row })
      // A session ended from another one (issue 18) stays ended: a request of it in flight writes nothing.
      .onConflict((oc) => oc.column('sid').doUpdateSet(row).where('sessions.ended_at', 'is', null))
      .execute()
      .then(() => {
        this.remember(sid, contentKey, now.getTime());
        callback();
      }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.lastWrite.delete(sid);
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }

  private remember(sid: string, data: string, at: number): void {
    if (this.lastWrite.size > 10_000) this.lastWrite.clear();
    this.lastWrite.set(sid, { data, at });
  }
}

/** Ends every session of a player (logout everywhere); returns the ended session ids. */
export async function destroyUserSessions(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('user_id', '=', userId).returning('sid').execute();
  return rows.map((r) => r.sid);
}

/** How long an ended session's tombstone is kept (longer than any request can be in flight). */
export const ENDED_SESSION_TOMBSTONE_MS = 60 * 60_000;

/** Removes expired rows (an ended session's tombstone once it is an hour old); run periodically by the api. */
export async function purgeExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const tombstonesBefore = new Date(now.getTime() - ENDED_SESSION_TOMBSTONE_MS);
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', now)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '<=', tombstonesBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
