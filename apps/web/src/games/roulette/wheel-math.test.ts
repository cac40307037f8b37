import { describe, expect, it } from 'vitest';
import { pocketColor, RED_NUMBERS } from '@casino/engine';
import {
  EUROPEAN_WHEEL_ORDER,
  landingRotation,
  numberAtRotation,
  pocketAngle,
  POCKET_ANGLE,
  POCKET_COUNT,
} from './wheel-math';

describe('European wheel order', () => {
  it('has 37 pockets holding 0-36 exactly once', () => {
    expect(POCKET_COUNT).toBe(37);
    expect([...EUROPEAN_WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('is the real wheel sequence, clockwise from zero', () => {
    expect(EUROPEAN_WHEEL_ORDER.slice(0, 8)).toEqual([0, 32, 15, 19, 4, 21, 2, 25]);
    expect(EUROPEAN_WHEEL_ORDER.at(-1)).toBe(26);
  });

  it('alternates red and black all the way round after zero', () => {
    const colours = EUROPEAN_WHEEL_ORDER.slice(1).map((n) => pocketColor(n));
    for (let i = 1; i < colours.length; i++) expect(colours[i], `pocket ${i + 1}`).not.toBe(colours[i - 1]);
    expect(colours[0]).toBe('red');
    expect(RED_NUMBERS).toHaveLength(18);
  });
});

describe('wheel angle math', () => {
  it.each([
    ['zero sits at 0°', 0, 0],
    ['32 is one pocket clockwise', 32, POCKET_ANGLE],
    ['26 is the last pocket', 26, 36 * POCKET_ANGLE],
  ])('%s', (_name, number, angle) => {
    expect(pocketAngle(number)).toBeCloseTo(angle, 9);
  });

  it.each([
    ['from rest onto 0', 0, 0],
    ['from rest onto 17', 0, 17],
    ['from rest onto 26', 0, 26],
    ['after an earlier spin onto 5', 1993.5, 5],
    ['from a negative start onto 36', -45, 36],
  ])('%s: lands under the pointer after at least five turns', (_name, current, number) => {
    const rotation = landingRotation(current, number);
    expect(rotation).toBeGreaterThanOrEqual(current + 5 * 360);
    expect(rotation).toBeLessThan(current + 6 * 360);
    expect(numberAtRotation(rotation)).toBe(number);
  });

  it('every number can be landed on from any start', () => {
    for (let start = 0; start < 720; start += 37.3) {
      for (const n of EUROPEAN_WHEEL_ORDER) expect(numberAtRotation(landingRotation(start, n, 3))).toBe(n);
    }
  });
});
