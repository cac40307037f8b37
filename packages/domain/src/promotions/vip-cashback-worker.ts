import type { Database, Kysely } from '@casino/db';
import { addDays, calendarDayOf } from '../calendar-day.js';
import type { Clock } from '../clock.js';
import { payVipCashback, type CashbackReport } from './vip-cashback.js';

export interface VipCashbackWorkerOptions {
  clock: Clock;
  /** How often to pay the previous day's cashback to whoever has not had it. 0: no timer. */
  intervalMs: number;
  onReport?: (report: CashbackReport) => void;
  onError?: (error: unknown) => void;
}

export interface VipCashbackWorker {
  /** One run now for the previous UTC day (joins the run under way, if any). */
  runOnce(): Promise<CashbackReport>;
  start(): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

/**
 * Pays yesterday's VIP cashback from this api process, on an interval (the first run at start).
 * Every process may run one: each player's day is paid once whoever runs (vip-cashback.ts), so a
 * run repeated, overlapping or after a restart only pays who is still unpaid.
 */
export function createVipCashbackWorker(
  db: Kysely<Database>,
  options: VipCashbackWorkerOptions,
): VipCashbackWorker {
  let running: Promise<CashbackReport> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const runOnce = (): Promise<CashbackReport> => {
    running ??= payVipCashback(db, addDays(calendarDayOf(options.clock()), -1)).finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    if (running) return;
    void runOnce().then(
      (report) => {
        if (report.paid.length > 0) options.onReport?.(report);
      },
      (error: unknown) => options.onError?.(error),
    );
  };

  return {
    runOnce,
    start: () => {
      if (timer || options.intervalMs <= 0) return;
      tick();
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
