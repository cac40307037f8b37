// The math duel's panel figures: the lock-out after a wrong answer counts down in the room's game
// time (the snapshot says what game time it was when written; the page adds what passed since).

/** Milliseconds of lock-out left, 0 when none. */
export function lockoutRemainingMs(
  lockedUntil: number | null,
  snapshotGameTime: number,
  snapshotArrivedAt: number,
  now: number,
): number {
  if (lockedUntil === null) return 0;
  const gameNow = snapshotGameTime + Math.max(0, now - snapshotArrivedAt);
  return Math.max(0, lockedUntil - gameNow);
}

/** An answer as typed: a whole number (negative allowed), else null. */
export function parseAnswer(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,10}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** How far each player is toward the winning score, 0-100. */
export const progressPercent = (score: number, winningScore: number): number =>
  winningScore > 0 ? Math.min(100, Math.max(0, Math.round((score / winningScore) * 100))) : 0;
