/**
 * The European single-zero wheel: pocket order clockwise from zero, as on a real wheel, and the
 * rotation that brings a pocket under the pointer at the top.
 */
export const EUROPEAN_WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

export const POCKET_COUNT = EUROPEAN_WHEEL_ORDER.length;
export const POCKET_ANGLE = 360 / POCKET_COUNT;

/** Position of a number on the wheel (0 = zero's pocket). */
export function pocketIndex(number: number): number {
  const index = EUROPEAN_WHEEL_ORDER.indexOf(number);
  if (index < 0) throw new RangeError(`${number} is not on a European wheel`);
  return index;
}

/** Clockwise angle of a pocket's centre from zero's centre, in degrees, at rest. */
export function pocketAngle(number: number): number {
  return pocketIndex(number) * POCKET_ANGLE;
}

function mod360(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

/**
 * The wheel rotation (degrees, clockwise, only ever growing) that ends a spin with `number`
 * under the top pointer after at least `turns` full turns from `current`.
 */
export function landingRotation(current: number, number: number, turns = 5): number {
  // At rotation R the pocket's centre sits at pocketAngle + R; it is at the top when that is 0 mod 360.
  const restingOffset = mod360(-pocketAngle(number));
  const base = current + turns * 360;
  return base + mod360(restingOffset - base);
}

/** Which number is under the pointer at a rotation (the inverse of landingRotation). */
export function numberAtRotation(rotation: number): number {
  const index = Math.round(mod360(-rotation) / POCKET_ANGLE) % POCKET_COUNT;
  return EUROPEAN_WHEEL_ORDER[index] ?? 0;
}
