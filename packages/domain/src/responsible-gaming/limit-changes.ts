/**
 * A limit and its pending change, and the rule for changing it (issue 18): a new limit or a lower
 * one takes effect at once; a higher one, or removing it, only after the raise delay (24 h by
 * default), shown meanwhile as a pending change. Pure: the time comes in, nothing is stored here.
 */
export interface LimitValue {
  /** The limit in force; null: none. */
  amount: bigint | null;
  /** A raise or removal (null) waiting until pendingAt; ignored when pendingAt is null. */
  pendingAmount: bigint | null;
  pendingAt: Date | null;
}

export const NO_LIMIT: LimitValue = { amount: null, pendingAmount: null, pendingAt: null };

/** The value with a pending change that has come due applied. */
export function settledLimit(limit: LimitValue, now: Date): LimitValue {
  if (limit.pendingAt === null || limit.pendingAt.getTime() > now.getTime()) return limit;
  return { amount: limit.pendingAmount, pendingAmount: null, pendingAt: null };
}

/** The limit in force at `now`; null: none. */
export const effectiveLimit = (limit: LimitValue, now: Date): bigint | null =>
  settledLimit(limit, now).amount;

/** Whether `requested` protects the player at least as much as `current` (null is no limit). */
const isStricter = (requested: bigint | null, current: bigint | null): boolean =>
  requested !== null && (current === null || requested < current);

export type LimitChangeKind = 'applied' | 'pending' | 'cancelled' | 'unchanged';

export interface LimitChange {
  change: LimitChangeKind;
  next: LimitValue;
  /** When the change takes effect: now, or the end of the delay; null when nothing changes. */
  appliesAt: Date | null;
}

/**
 * What asking for `requested` does to `limit` at `now`:
 * - stricter than the limit in force (a first limit, or a lower one): applied at once, and any
 *   pending raise is dropped (the player asked for less, not for more later);
 * - the limit in force itself: a pending change is cancelled, otherwise nothing changes;
 * - looser (higher, or none): pending until now + delayMs; asking again for the same pending value
 *   keeps its original time, so repeating a raise never brings it forward nor pushes it back.
 */
export function decideLimitChange(
  limit: LimitValue,
  requested: bigint | null,
  now: Date,
  delayMs: number,
): LimitChange {
  const current = settledLimit(limit, now);
  const hasPending = current.pendingAt !== null;
  if (requested === current.amount) {
    return hasPending
      ? { change: 'cancelled', next: { ...NO_LIMIT, amount: current.amount }, appliesAt: null }
      : { change: 'unchanged', next: current, appliesAt: null };
  }
  if (isStricter(requested, current.amount))
    return { change: 'applied', next: { ...NO_LIMIT, amount: requested }, appliesAt: now };
  if (hasPending && current.pendingAmount === requested)
    return { change: 'pending', next: current, appliesAt: current.pendingAt };
  const appliesAt = new Date(now.getTime() + delayMs);
  return {
    change: 'pending',
    next: { amount: current.amount, pendingAmount: requested, pendingAt: appliesAt },
    appliesAt,
  };
}
