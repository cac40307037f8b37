import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
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

export interface PurchaseReconcilerWorker {
  /** One run now (joins the run under way, if any); resolves with what it did. */
  runOnce(): Promise<ReconcileReport>;
  start(): void;
  /** Stops the timer and waits for the run in progress, so it never touches a closed database. */
  stop(): Promise<void>;
}

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
  let running: Promise<ReconcileReport> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const runOnce = (): Promise<ReconcileReport> => {
    running ??= reconcilePendingPurchases(db, {
      provider: options.provider,
      clock: options.clock,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      onError: (error, purchaseId) => options.onError?.(error, purchaseId),
    }).finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    // A run still under way (a slow provider) is not joined: its report is told once, by its own tick.
    if (running) return;
    void runOnce().then(
      (report) => {
        const { completed, failed, pending } = report;
        if (completed.length + failed.length + pending.length > 0) options.onReport?.(report);
      },
      (error: unknown) => options.onError?.(error, null),
    );
  };

  return {
    runOnce,
    start: () => {
      if (timer || options.intervalMs <= 0) return;
      timer = setInterval(tick, options.intervalMs);
      timer.unref?.();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
