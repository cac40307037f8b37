/** PostgreSQL SQLSTATE codes the services react to (same on PGlite). */
export const PgErrorCode = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  lockNotAvailable: '55P03',
  /** Also "cached plan must not change result type" (prepared-statements.ts). */
  featureNotSupported: '0A000',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  if (
    typeof error === 'object' &&
    error !== null &&
    'constraint' in error &&
    typeof error.constraint === 'string'
  ) {
    return error.constraint;
  }
  return undefined;
}

// SQLSTATE class 08 (connection exception), the server shutting down or starting (57P01-57P03),
// and no connection slot left (53300): the database is away, not the request wrong.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
// What the socket layer says when the server cannot be reached.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// pg's own messages for a dead, closed or timed-out connection (it gives them no code).
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * No connection could be had because every pooled connection was in use while the database went on
 * answering the others: the database is up but this process asks more of it than its pool holds
 * (overload), not away. Still isDatabaseUnavailable (the request is shed, a money movement retries),
 * but players and operators are told the casino is busy, not that it lost its database.
 */
export class DatabaseBusyError extends Error {
  constructor(cause: Error) {
    super(`database busy: every pooled connection is in use (${cause.message})`, { cause });
    this.name = 'DatabaseBusyError';
  }
}

/**
 * True when the database is reachable but has no connection to spare: this process's pool is
 * exhausted (DatabaseBusyError) or the server is out of connection slots (53300).
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof DatabaseBusyError || pgErrorCode(error) === '53300') return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseBusy);
  return 'cause' in error && error.cause !== error && isDatabaseBusy(error.cause);
}

const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/**
 * What a failed wait for a pooled connection means: when the database answered another statement of
 * this pool while we waited, the pool was full (DatabaseBusyError); otherwise the database itself
 * did not answer (the error as it is).
 */
export function poolWaitError(error: unknown, askedAt: number, lastAnswerAt: number): unknown {
  if (error instanceof Error && error.message.includes(POOL_TIMEOUT_MESSAGE) && lastAnswerAt >= askedAt)
    return new DatabaseBusyError(error);
  return error;
}

export function isQueryTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Query read timeout';
}

/**
 * True when an error means the database could not be reached or answered (down, restarting,
 * unreachable, out of connections), as opposed to a refusal of the statement itself. The api answers
 * these with 503, the rooms pause money movement and retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = pgErrorCode(error);
  if (code && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (error instanceof Error && UNAVAILABLE_MESSAGES.some((m) => error.message.includes(m))) return true;
  // Node reports a refused dual-stack connect as an AggregateError of the per-address errors.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return 'cause' in error && error.cause !== error && isDatabaseUnavailable(error.cause);
}
