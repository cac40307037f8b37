import { isDatabaseUnavailable } from '@casino/db';

/** Waits between attempts while the database is away: 0.5 s, 1 s, 2 s, then every 4 s. */
export const retryDelayMs = (attempt: number): number => Math.min(500 * 2 ** (attempt - 1), 4_000);

export interface RetryHooks {
  /** Called before each wait, with the attempt that failed (1 for the first). */
  onWait?: (attempt: number, error: unknown) => void;
  /** Called once the operation succeeds after at least one wait. */
  onRecovered?: (attempts: number) => void;
  /** Checked before each wait: true gives up (the room is closing), rethrowing the last error. */
  stopped?: () => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a money movement until the database answers: while it is unreachable (down, restarting, cut
 * off) the movement waits and tries again, so a room keeps its players and pauses instead of
 * stopping (README, "Outages"). Any other error is thrown at once. Only for idempotent operations:
 * an attempt whose connection died may have committed before the error reached us.
 */
export async function untilDatabaseAnswers<T>(
  operation: () => Promise<T>,
  hooks: RetryHooks = {},
): Promise<T> {
  const sleep = hooks.sleep ?? sleepFor;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await operation();
      if (attempt > 1) hooks.onRecovered?.(attempt);
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || hooks.stopped?.()) throw error;
      hooks.onWait?.(attempt, error);
      await sleep(retryDelayMs(attempt));
    }
  }
}
