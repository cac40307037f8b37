// How a solved sliding puzzle scores (the arena's 1-10, the faster and the fewer moves the more):
//   allowed time = 10 s + 2 s per par move (a 20-move puzzle: 50 s);
//   time points  = 10 - one point per full 4 s past the allowed time;
//   move penalty = one point per started 4 moves over par (par + 1 … par + 4 → 1, …);
//   points       = time points - move penalty, between 1 and 10.
// Exactly par within the allowed time scores 10; any solution scores at least 1. Sliding puzzles have
// no hints.
export const SLIDING_MAX_POINTS = 10;
export const SLIDING_MIN_POINTS = 1;
export const SLIDING_BASE_TIME_MS = 10_000;
export const SLIDING_TIME_PER_PAR_MOVE_MS = 2_000;
export const SLIDING_POINT_DECAY_MS = 4_000;
export const SLIDING_MOVES_PER_POINT = 4;

export function slidingPoints(elapsedMs: number, moves: number, par: number): number {
  const allowed = SLIDING_BASE_TIME_MS + par * SLIDING_TIME_PER_PAR_MOVE_MS;
  const late = Math.floor(Math.max(0, elapsedMs - allowed) / SLIDING_POINT_DECAY_MS);
  const extra = Math.ceil(Math.max(0, moves - par) / SLIDING_MOVES_PER_POINT);
  return Math.min(SLIDING_MAX_POINTS, Math.max(SLIDING_MIN_POINTS, SLIDING_MAX_POINTS - late - extra));
}
