/** Spec §4 and §9: the action timer bar is scaled to 30 seconds. */
export const ACTION_TIMER_SCALE_MS = 30_000;

/**
 * Milliseconds the acting player has left. The deadline is server epoch time; `clockOffsetMs` is
 * how far the server's clock is ahead of this browser's (from the room's `clock` message).
 */
export function timeLeftMs(deadline: number, localNow: number, clockOffsetMs: number): number {
  if (deadline <= 0) return 0;
  return Math.max(0, deadline - (localNow + clockOffsetMs));
}

/** Width of the timer bar, 1 (full) to 0 (out of time). */
export function timerFraction(leftMs: number, scaleMs: number = ACTION_TIMER_SCALE_MS): number {
  if (scaleMs <= 0) return 0;
  return Math.min(1, Math.max(0, leftMs / scaleMs));
}

/** The bar turns amber in the last third and red in the last sixth. */
export function timerTone(fraction: number): 'calm' | 'hurry' | 'urgent' {
  if (fraction <= 1 / 6) return 'urgent';
  if (fraction <= 1 / 3) return 'hurry';
  return 'calm';
}
