import { describe, expect, it } from 'vitest';
import { ACTION_TIMER_SCALE_MS, timeLeftMs, timerFraction, timerTone } from './action-timer-model';

describe('action timer', () => {
  it('is scaled to 30 seconds (spec)', () => {
    expect(ACTION_TIMER_SCALE_MS).toBe(30_000);
  });

  it.each([
    ['a fresh turn, clocks in step', 1_030_000, 1_000_000, 0, 30_000],
    ['server clock 2 s ahead of the browser', 1_030_000, 1_000_000, 2_000, 28_000],
    ['server clock 1 s behind', 1_030_000, 1_000_000, -1_000, 31_000],
    ['past the deadline', 1_000_000, 1_005_000, 0, 0],
    ['nobody to act (deadline 0)', 0, 1_000_000, 0, 0],
  ])('time left: %s', (_name, deadline, now, offset, left) => {
    expect(timeLeftMs(deadline, now, offset)).toBe(left);
  });

  it.each([
    [30_000, 1],
    [15_000, 0.5],
    [0, 0],
    [45_000, 1],
    [-5, 0],
  ])('%i ms left fills %s of the bar', (left, fraction) => {
    expect(timerFraction(left)).toBe(fraction);
  });

  it('handles a zero scale', () => {
    expect(timerFraction(1_000, 0)).toBe(0);
  });

  it.each([
    [1, 'calm'],
    [0.34, 'calm'],
    [0.3, 'hurry'],
    [0.16, 'urgent'],
    [0, 'urgent'],
  ] as const)('%s of the bar left is %s', (fraction, tone) => {
    expect(timerTone(fraction)).toBe(tone);
  });
});
