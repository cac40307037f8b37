import { createPurchaseReconcilerWorker, type PurchaseReconcilerWorker } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { paymentProviderOf } from '../payment-provider.js';

/**
 * Runs the coin purchase reconciler in this api process (every process runs one; each purchase is
 * claimed by one process at a time): on an interval it asks the payment provider about purchases
 * left pending by a process that died or a provider that was unreachable, and credits or fails them.
 */
export function registerPurchaseReconciler(
  app: ApiInstance,
  ctx: ApiContext,
): PurchaseReconcilerWorker | null {
  // 0: this process runs no reconciler (another process must).
  if (ctx.config.purchaseReconcileIntervalMs === 0) return null;
  const worker = createPurchaseReconcilerWorker(ctx.db, {
    provider: paymentProviderOf(ctx.config.payments, ctx.db),
    clock: ctx.clock,
    intervalMs: ctx.config.purchaseReconcileIntervalMs,
    onReport: (report) =>
      app.log.info(
        {
          completed: report.completed.map(String),
          failed: report.failed.map(String),
          pending: report.pending.map(String),
        },
        'reconciled coin purchases',
      ),
    onError: (err, purchaseId) =>
      app.log.error({ err, purchaseId: purchaseId?.toString() }, 'coin purchase reconciliation failed'),
  });
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
