import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { createPeriodicJob, type PeriodicJob } from '../concurrency/periodic-job.js';
import type { PaymentProvider } from './payment-provider.js';
import { reconcilePendingPurchases, type ReconcileReport } from './purchase-reconciler.js';

export interface PurchaseReconcilerWorkerOptions {
  provider: PaymentProvider;
  clock: Clock;
  /** How often to look for interrupted purchases. 0 disables the timer (runOnce still works). */
  intervalMs: number;
  batchSize?: number;
  /** A run that settled or re-checked something (operators' log). */
  onReport?: (report: ReconcileReport) => void;
  onError?: (error: unknown, purchaseId: bigint | null) => void;
}

/** One run now (joins the run under way, if any); start and stop the timer. */
export type PurchaseReconcilerWorker = PeriodicJob<ReconcileReport>;

/**
 * Runs the purchase reconciler in this process on an interval. Every api process may run one against
 * the same database: each purchase is claimed by one of them at a time (purchase-attempts.ts), so
 * they share the work without settling anything twice. One run at a time per process: a slow
 * provider does not pile runs up.
 */
export function createPurchaseReconcilerWorker(
  db: Kysely<Database>,
  options: PurchaseReconcilerWorkerOptions,
): PurchaseReconcilerWorker {
  return createPeriodicJob({
    run: () =>
      reconcilePendingPurchases(db, {
        provider: options.provider,
        clock: options.clock,
        ...(options.batchSize ? { batchSize: options.batchSize } : {}),
        onError: (error, purchaseId) => options.onError?.(error, purchaseId),
      }),
    intervalMs: options.intervalMs,
    onResult: (report) => {
      const { completed, failed, pending } = report;
      if (completed.length + failed.length + pending.length > 0) options.onReport?.(report);
    },
    onError: (error) => options.onError?.(error, null),
  });
}
