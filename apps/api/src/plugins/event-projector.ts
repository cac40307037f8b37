import { createProjectorWorker, type ProjectorWorker } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../api-context.js';

/**
 * Runs the outbox projector in this api process (every process runs one; they share the work
 * through SKIP LOCKED): on an interval, and kicked right after any request that may have settled
 * a round, so loyalty points, challenges, achievements and leaderboards follow play within moments.
 */
export function registerEventProjector(app: ApiInstance, ctx: ApiContext): ProjectorWorker | null {
  // 0: this process runs no projector (another process does); players' own pages still catch up on read.
  if (ctx.config.projectorIntervalMs === 0) return null;
  const worker = createProjectorWorker(ctx.db, {
    clock: ctx.clock,
    intervalMs: ctx.config.projectorIntervalMs,
    onError: (error, where) => app.log.error({ err: error, where }, 'event projection failed'),
  });
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', async () => worker.stop());
  // After the response: the settlement has committed, and the player does not wait for the projection.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) worker.kick();
    done();
  });
  return worker;
}
