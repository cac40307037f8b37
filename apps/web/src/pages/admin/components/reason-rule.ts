/** The api's rule for a change's reason (contracts: Reason, 3 to 500 characters after trimming). */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

/** Why a reason cannot be sent yet, or null when it can. */
export function reasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REASON_MIN_LENGTH) return `Give a reason of at least ${REASON_MIN_LENGTH} characters.`;
  if (length > REASON_MAX_LENGTH) return `Keep the reason under ${REASON_MAX_LENGTH} characters.`;
  return null;
}
