import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { closeDueLeaderboardMonths } from '../leaderboards/month-end-rewards.js';
import { drainPendingEvents } from './event-projector.js';

export interface ProjectorWorkerOptions {
  clock: Clock;
  /** How often to look for events nobody kicked for (other processes' plays, retries). 0 disables. */
  intervalMs: number;
  /** How often to check whether a month's leaderboard rewards are due. */
  monthEndCheckMs?: number;
  onError?: (error: unknown, where: string) => void;
}

export interface ProjectorWorker {
  /** Projects soon, without waiting: called right after a settlement commits. */
  kick(): void;
  /** Projects everything pending now and resolves when done. */
  drain(): Promise<void>;
  start(): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs the outbox projections in this process: on a kick after each settlement, and on an interval
 * for what other processes wrote or a kick missed. Any number of processes may run one against the
 * same database: each takes a disjoint batch (SKIP LOCKED) and marks what it projected. The interval
 * also runs the month-end leaderboard job, which pays a month once however many processes try.
 */
export function createProjectorWorker(
  db: Kysely<Database>,
  options: ProjectorWorkerOptions,
): ProjectorWorker {
  const monthEndEvery = options.monthEndCheckMs ?? 60_000;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  let lastMonthEndCheck = Number.NEGATIVE_INFINITY;

  const report = (error: unknown, where: string) => options.onError?.(error, where);

  async function runOnce(): Promise<void> {
    do {
      again = false;
      try {
        await drainPendingEvents(db, {
          clock: options.clock,
          onError: (error) => report(error, 'projection'),
        });
      } catch (error) {
        report(error, 'projection');
      }
    } while (again && !stopped);
  }

  function trigger(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = runOnce().finally(() => {
      running = null;
    });
    return running;
  }

  async function tick(): Promise<void> {
    await trigger();
    if (stopped || performance.now() - lastMonthEndCheck < monthEndEvery) return;
    lastMonthEndCheck = performance.now();
    try {
      await closeDueLeaderboardMonths(db, options.clock);
    } catch (error) {
      report(error, 'month-end');
    }
  }

  return {
    kick: () => {
      if (!stopped) void trigger();
    },
    drain: async () => {
      await trigger();
      // A kick that arrived during the run is honoured by runOnce's loop before it resolves.
    },
    start: () => {
      if (timer || options.intervalMs <= 0) return;
      stopped = false;
      timer = setInterval(() => void tick(), options.intervalMs);
      timer.unref?.();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
