// The figures every score duel's panel shows (math, word riddles, logic and sliding puzzles): how far
// each score is toward the winning score, and the lock-out after a wrong answer counted down in the
// room's game time (the snapshot says what game time it was when written; the page adds what passed
// since).

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

/** How far each player is toward the winning score, 0-100. */
export const progressPercent = (score: number, winningScore: number): number =>
  winningScore > 0 ? Math.min(100, Math.max(0, Math.round((score / winningScore) * 100))) : 0;

/** The two seats in the order a viewer reads them: their own first, a spectator's seat 0 first. */
export const seatOrder = (mySeat: 0 | 1 | null): [0 | 1, 0 | 1] => (mySeat === 1 ? [1, 0] : [0, 1]);

/** How the seat's last answer went, as the panel words it (null: nothing to say). */
export interface LastAnswer {
  correct: boolean;
  points: number;
  skipped?: boolean;
}

export function feedbackText(last: LastAnswer | null, wrongText = 'Wrong answer'): string | null {
  if (!last) return null;
  if (last.skipped) return 'Skipped';
  return last.correct ? `Correct: +${last.points}` : wrongText;
}

export const hintsText = (count: number): string => `${count} hint${count === 1 ? '' : 's'}`;
