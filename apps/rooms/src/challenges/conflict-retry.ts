import { randomInt } from 'node:crypto';
import { PgErrorCode, pgErrorCode } from '@casino/db';

/** Whether PostgreSQL gave up a transaction to break a deadlock or a serialization conflict. */
export const isTransactionConflict = (error: unknown): boolean => {
  const code = pgErrorCode(error);
  return code === PgErrorCode.deadlockDetected || code === PgErrorCode.serializationFailure;
};

/**
 * Runs an idempotent transaction again when PostgreSQL aborted it for a conflict with another (a
 * settlement meeting a player's new stake, say): up to `attempts` times, with a short random pause
 * so the two do not meet again. Anything else is thrown at once.
 */
export async function retryOnConflict<T>(operation: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + randomInt(40 * attempt)));
    }
  }
}
