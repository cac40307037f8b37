import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { closeDueLeaderboardMonths } from '../leaderboards/month-end-rewards.js';
import { drainPendingEvents } from './event-projector.js';

/** A play's loyalty points and challenges show within about this long after it settles. */
export const DEFAULT_KICK_GATHER_MS = 250;

export interface ProjectorWorkerOptions {
  clock: Clock;
  /** How often to look for events nobody kicked for (other processes' plays, retries). 0 disables. */
  intervalMs: number;
  /** How often to check whether a month's leaderboard rewards are due. */
  monthEndCheckMs?: number;
  /**
   * How long a kick waits before projecting, gathering the plays that settle meanwhile into the same
   * batch. Projection costs statements per player per batch, not per play, so under load a short
   * wait turns a dozen statements per play into a few per batch (bench/spins.ts measures it).
   */
  kickGatherMs?: number;
  onError?: (error: unknown, where: string) => void;
}

export interface ProjectorWorker {
  /** Projects soon (after the gather delay), without waiting: called right after a settlement commits. */
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
  let kickTimer: ReturnType<typeof setTimeout> | null = null;
  const kickGatherMs = options.kickGatherMs ?? DEFAULT_KICK_GATHER_MS;
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
      // Kicks during the wait join the batch it will project; a kick during a run waits its own turn.
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        void trigger();
      }, kickGatherMs);
      kickTimer.unref?.();
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
      if (kickTimer) clearTimeout(kickTimer);
      timer = null;
      kickTimer = null;
      await running;
    },
  };
}
