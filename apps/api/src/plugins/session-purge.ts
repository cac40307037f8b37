import { purgeExpiredSessions, type Clock } from '@casino/domain';
import type { Database, Kysely } from '@casino/db';
import type { FastifyInstance } from 'fastify';

/** How often expired session rows are deleted; a missed run only leaves rows nobody can use. */
export const SESSION_PURGE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Deletes expired rows from the `sessions` table periodically (expired sessions are already refused
 * on read; this keeps the table from growing). Every api process runs it: the delete is idempotent.
 * The timer is unref'd (it never keeps the process alive) and stopped when the api closes, after any
 * purge under way has finished, so it never touches a closed database.
 */
export function registerSessionPurge(
  app: FastifyInstance,
  options: { db: Kysely<Database>; clock: Clock; intervalMs?: number },
): void {
  let running: Promise<void> | null = null;
  const purge = () => {
    // One purge at a time: a slow database does not pile them up.
    running ??= purgeExpiredSessions(options.db, options.clock())
      .then(
        (count) => void (count > 0 && app.log.info({ count }, 'purged expired sessions')),
        (err: unknown) => app.log.warn({ err }, 'purging expired sessions failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(purge, options.intervalMs ?? SESSION_PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
