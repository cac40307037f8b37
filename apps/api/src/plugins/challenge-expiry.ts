import { createChallengeExpiryWorker, type ChallengeExpiryWorker } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { publishChallengeNotice } from '../routes/p2p-challenges/challenge-notices.js';

/**
 * Refunds expired open challenges from this api process, on an interval and once at start, like the
 * VIP cashback job: every process may run one, and each challenge is refunded once whichever process
 * gets its row first. Each expiry is published so the open lists refresh.
 */
export function registerChallengeExpiry(app: ApiInstance, ctx: ApiContext): ChallengeExpiryWorker | null {
  // 0: this process runs no expiry sweep (another must).
  if (ctx.config.challengeExpirySweepMs === 0) return null;
  const worker = createChallengeExpiryWorker(ctx.db, {
    clock: ctx.clock,
    intervalMs: ctx.config.challengeExpirySweepMs,
    onExpired: (changes) => {
      app.log.info({ challenges: changes.length }, 'expired open challenges and refunded their stakes');
      for (const change of changes) publishChallengeNotice(ctx.tableBus, app.log, change);
    },
    onError: (err) => app.log.error({ err }, 'challenge expiry run failed'),
  });
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
