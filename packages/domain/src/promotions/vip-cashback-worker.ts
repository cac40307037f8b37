import type { Database, Kysely } from '@casino/db';
import { addDays, calendarDayOf } from '../calendar-day.js';
import type { Clock } from '../clock.js';
import { createPeriodicJob, type PeriodicJob } from '../concurrency/periodic-job.js';
import { payVipCashback, type CashbackReport } from './vip-cashback.js';

export interface VipCashbackWorkerOptions {
  clock: Clock;
  /** How often to pay the previous day's cashback to whoever has not had it. 0: no timer. */
  intervalMs: number;
  onReport?: (report: CashbackReport) => void;
  onError?: (error: unknown) => void;
}

/** One run now for the previous UTC day; start and stop the timer. */
export type VipCashbackWorker = PeriodicJob<CashbackReport>;

/**
 * Pays yesterday's VIP cashback from this api process, on an interval (the first run at start).
 * Every process may run one: each player's day is paid once whoever runs (vip-cashback.ts), so a
 * run repeated, overlapping or after a restart only pays who is still unpaid.
 */
export function createVipCashbackWorker(
  db: Kysely<Database>,
  options: VipCashbackWorkerOptions,
): VipCashbackWorker {
  return createPeriodicJob({
    run: () => payVipCashback(db, addDays(calendarDayOf(options.clock()), -1)),
    intervalMs: options.intervalMs,
    runAtStart: true,
    onResult: (report) => {
      if (report.paid.length > 0) options.onReport?.(report);
    },
    onError: (error) => options.onError?.(error),
  });
}
