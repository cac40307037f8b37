import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { createPeriodicJob, type PeriodicJob } from '../concurrency/periodic-job.js';
import { expireChallenges, type ChallengeChange } from './end-open-challenge.js';

export interface ChallengeExpiryWorkerOptions {
  clock: Clock;
  /** How often to look for expired open challenges; 0 disables the timer (runOnce still works). */
  intervalMs: number;
  /** Told of the challenges a timed run expired (the api publishes them). */
  onExpired?: (changes: ChallengeChange[]) => void;
  onError?: (error: unknown) => void;
}

export type ChallengeExpiryWorker = PeriodicJob<ChallengeChange[]>;

/**
 * Refunds open challenges past their expiry, on an interval, in every api process that runs it: each
 * refund happens once whichever process gets the row first (end-open-challenge.ts).
 */
export function createChallengeExpiryWorker(
  db: Kysely<Database>,
  options: ChallengeExpiryWorkerOptions,
): ChallengeExpiryWorker {
  return createPeriodicJob({
    run: () => expireChallenges(db, options.clock()),
    intervalMs: options.intervalMs,
    runAtStart: true,
    onResult: (changes) => {
      if (changes.length > 0) options.onExpired?.(changes);
    },
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
