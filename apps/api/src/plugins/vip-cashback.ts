import { createVipCashbackWorker, type VipCashbackWorker } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../api-context.js';

/**
 * Pays the VIP cashback from this api process, like the purchase reconciler: on an interval (and
 * once at start) it pays the previous UTC day's cashback to every VIP not yet paid for it. Every
 * process may run one: the database's unique grant key pays each player and day exactly once.
 */
export function registerVipCashback(app: ApiInstance, ctx: ApiContext): VipCashbackWorker | null {
  // 0: this process runs no cashback job (another must).
  if (ctx.config.vipCashbackIntervalMs === 0) return null;
  const worker = createVipCashbackWorker(ctx.db, {
    clock: ctx.clock,
    intervalMs: ctx.config.vipCashbackIntervalMs,
    onReport: (report) =>
      app.log.info(
        {
          day: report.day,
          players: report.paid.length,
          coins: report.paid.reduce((s, p) => s + p.coins, 0n).toString(),
        },
        'paid VIP cashback',
      ),
    onError: (err) => app.log.error({ err }, 'VIP cashback run failed'),
  });
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
