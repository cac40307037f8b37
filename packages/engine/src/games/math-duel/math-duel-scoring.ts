// How a math duel answer scores (the spec: 1-10 points, the faster the more; a wrong answer locks
// the player out for 3 s). A correct answer scores 10 less one point per full 2 s since the player
// saw the problem (a wrong answer does not reset that time), at least 1: 0-1.99 s → 10, 2-3.99 s → 9,
// …, 18 s and later → 1. Two seconds keeps a spread between quick and slow answers over the few
// seconds the round-1 sums take.
export const MATH_MAX_POINTS = 10;
export const MATH_MIN_POINTS = 1;
export const MATH_POINT_DECAY_MS = 2_000;
export const MATH_LOCKOUT_MS = 3_000;

export function mathPoints(elapsedMs: number): number {
  const lost = Math.floor(Math.max(0, elapsedMs) / MATH_POINT_DECAY_MS);
  return Math.max(MATH_MIN_POINTS, MATH_MAX_POINTS - lost);
}
