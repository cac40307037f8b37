/**
 * How long a spin looks busy. The spin request leaves on the click; the reels keep spinning at
 * least `minSpinMs` and until the server answers, then land on its line in `landMs` (issue 12:
 * click to result shown ≤ 1.2 s normal, ≤ 400 ms turbo; the server needs ~20 ms).
 */
export type SpinSpeed = 'normal' | 'turbo';

export interface SpinTiming {
  /** Shortest time the reels spin, counted from the click (the request runs meanwhile). */
  minSpinMs: number;
  /** The landing bounce after the result is shown, before the next spin may start. */
  landMs: number;
  /** Pause between two auto-play spins, after the landing. */
  autoGapMs: number;
}

export const SPIN_TIMING: Readonly<Record<SpinSpeed, SpinTiming>> = {
  normal: { minSpinMs: 600, landMs: 300, autoGapMs: 500 },
  turbo: { minSpinMs: 60, landMs: 60, autoGapMs: 120 },
};
