import { pgErrorCode, PgErrorCode, sql, type Database, type Kysely, type Transaction } from '@casino/db';
import type { Clock } from '../clock.js';
import { applyPlaythroughProjection } from '../redemption/playthrough-projection.js';
import { applyFeedProjection } from '../social/feed-projection.js';
import { applyEconomyProjection } from './economy-projection.js';
import { applyAiGamesProjection } from '../ai-games/ai-games-projection.js';
import type { StoredEvent } from './settled-play.js';

/** After this many failed attempts an event is left aside (with its error) instead of retried forever. */
export const MAX_PROJECTION_ATTEMPTS = 5;
// Events per transaction: the projections cost a few statements per batch whatever it holds, and a
// batch of 100 keeps its transaction, its row locks and its turn on the event loop short.
const DEFAULT_BATCH = 100;

/** A projection: applies a batch of events inside the projector's transaction. */
export type Projection = (
  trx: Transaction<Database>,
  events: readonly StoredEvent[],
  now: Date,
) => Promise<void>;

/** Every projection of the outbox, applied in this order to each batch. A new feature adds one here. */
export const PROJECTIONS: readonly Projection[] = [
  applyEconomyProjection,
  applyFeedProjection,
  applyPlaythroughProjection,
  applyAiGamesProjection,
];

export interface ProjectOptions {
  clock: Clock;
  /** Events per transaction. */
  limit?: number;
  /**
   * Only this player's events, waiting for the ones another projector holds (read-your-writes for
   * a player's own pages). Without it, events locked by another projector are skipped.
   */
  userId?: string;
  /**
   * With `userId`: how long to wait for the events another projector holds before giving up with
   * PostgreSQL's lock_not_available (55P03), which is never counted as a failed attempt.
   */
  lockTimeoutMs?: number;
  onError?: (error: unknown, eventIds: bigint[]) => void;
  projections?: readonly Projection[];
}

const jsonObject = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

const isLockTimeout = (error: unknown): boolean => pgErrorCode(error) === PgErrorCode.lockNotAvailable;

const isRetryable = (error: unknown): boolean => {
  const code = pgErrorCode(error);
  return code === PgErrorCode.deadlockDetected || code === PgErrorCode.serializationFailure;
};

/**
 * Projects one batch of events not yet projected, in ONE transaction: the events are locked
 * (FOR UPDATE; SKIP LOCKED unless scoped to a player), every projection applies them, and they are
 * marked projected. Marks are per row, not a cursor: an event that commits late, with an id below
 * ones already projected, is still found. A crash or error rolls back the projections with the
 * marks, so an event is projected exactly once. Returns how many events were projected.
 */
async function projectBatch(
  db: Kysely<Database>,
  options: ProjectOptions & { onlyId?: bigint },
): Promise<number> {
  const now = options.clock();
  return db.transaction().execute(async (trx) => {
    if (options.lockTimeoutMs !== undefined)
      await sql`select set_config('lock_timeout', ${`${Math.round(options.lockTimeoutMs)}ms`}, true)`.execute(
        trx,
      );
    let query = trx
      .selectFrom('domain_events')
      .select(['id', 'type', 'user_id', 'payload', 'created_at'])
      .where('projected_at', 'is', null)
      .where('projection_attempts', '<', MAX_PROJECTION_ATTEMPTS)
      .orderBy('id')
      .limit(options.onlyId !== undefined ? 1 : (options.limit ?? DEFAULT_BATCH));
    if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
    if (options.onlyId !== undefined) query = query.where('id', '=', options.onlyId);
    const rows = await (
      options.userId !== undefined ? query.forUpdate() : query.forUpdate().skipLocked()
    ).execute();
    if (rows.length === 0) return 0;
    const events: StoredEvent[] = rows.map((r) => ({ ...r, payload: jsonObject(r.payload) }));
    for (const projection of options.projections ?? PROJECTIONS) await projection(trx, events, now);
    await trx
      .updateTable('domain_events')
      .set({ projected_at: now, projection_error: null })
      .where(
        'id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    return events.length;
  });
}

async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}

/**
 * One batch, isolating a failure: when a batch fails, its events are retried one by one, and an
 * event that fails alone gets its attempt counted and its error recorded, so one bad event never
 * holds back the others.
 */
export async function projectPendingEvents(db: Kysely<Database>, options: ProjectOptions): Promise<number> {
  try {
    return await withRetry(() => projectBatch(db, options));
  } catch (batchError) {
    // Another projector holds the events (a bounded wait ran out): nothing failed, nothing to isolate.
    if (isLockTimeout(batchError)) throw batchError;
    let query = db
      .selectFrom('domain_events')
      .select('id')
      .where('projected_at', 'is', null)
      .where('projection_attempts', '<', MAX_PROJECTION_ATTEMPTS)
      .orderBy('id')
      .limit(options.limit ?? DEFAULT_BATCH);
    if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
    const pending = await query.execute();
    let projected = 0;
    for (const { id } of pending) {
      try {
        projected += await withRetry(() => projectBatch(db, { ...options, onlyId: id }));
      } catch (error) {
        options.onError?.(error, [id]);
        const message = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('domain_events')
          .set((eb) => ({
            projection_attempts: eb('projection_attempts', '+', 1),
            projection_error: message.slice(0, 2000),
          }))
          .where('id', '=', id)
          .where('projected_at', 'is', null)
          .execute();
      }
    }
    if (projected === 0 && pending.length === 0) throw batchError;
    return projected;
  }
}

/** Projects until nothing is pending (that this projector may take). Returns the total. */
export async function drainPendingEvents(db: Kysely<Database>, options: ProjectOptions): Promise<number> {
  let total = 0;
  for (;;) {
    const projected = await projectPendingEvents(db, options);
    total += projected;
    if (projected === 0) return total;
  }
}

/**
 * How long a player's page waits for the background projector's batch that holds some of their
 * events. Under load such a batch held them for seconds (`pnpm bench crowd`: loyalty, achievements,
 * daily challenges, playthrough and feed reads at p99 2-6 s); past this wait the page shows what is
 * projected so far, and the batch lands its events a moment later.
 */
export const READ_PROJECTION_WAIT_MS = 100;

/**
 * Brings one player's projections up to date before their own pages read them: their events in id
 * order, waiting at most READ_PROJECTION_WAIT_MS for events another projector holds (then nothing
 * more is projected here, so events are never projected out of order). `waitForProjector` waits as
 * long as it takes, for a decision that must count every settled play (a redemption's playthrough).
 */
export async function projectEventsOf(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
  options: { waitForProjector?: boolean } = {},
): Promise<number> {
  if (options.waitForProjector) return drainPendingEvents(db, { clock, userId });
  try {
    return await drainPendingEvents(db, { clock, userId, lockTimeoutMs: READ_PROJECTION_WAIT_MS });
  } catch (error) {
    if (isLockTimeout(error)) return 0;
    throw error;
  }
}
