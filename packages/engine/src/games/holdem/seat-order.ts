// Clockwise arithmetic on seat numbers. Seats are numbered 0..maxSeats-1 and numbers increase
// clockwise, wrapping from the last seat to seat 0 (the direction the button and the action move).

export function nextSeatIndex(seat: number, maxSeats: number): number {
  return seat + 1 >= maxSeats ? 0 : seat + 1;
}

/** Steps clockwise from `from` to `to` (0 when equal). */
export function clockwiseDistance(from: number, to: number, maxSeats: number): number {
  return (to - from + maxSeats) % maxSeats;
}

/** The first seat clockwise from `start` (inclusive) passing `test`, or null after a full lap. */
export function findClockwise(
  start: number,
  maxSeats: number,
  test: (seat: number) => boolean,
): number | null {
  let seat = start % maxSeats;
  for (let i = 0; i < maxSeats; i++) {
    if (test(seat)) return seat;
    seat = nextSeatIndex(seat, maxSeats);
  }
  return null;
}

/** True when `seat` lies strictly between `from` and `to` walking clockwise from `from`. */
export function isStrictlyBetween(seat: number, from: number, to: number, maxSeats: number): boolean {
  if (from === to) return false;
  const d = clockwiseDistance(from, seat, maxSeats);
  return d > 0 && d < clockwiseDistance(from, to, maxSeats);
}

/** `seats` in clockwise order starting with the first one after `after` (`after` itself last). */
export function clockwiseAfter(seats: readonly number[], after: number, maxSeats: number): number[] {
  const key = (s: number) => clockwiseDistance(after, s, maxSeats) || maxSeats;
  return seats.slice().sort((a, b) => key(a) - key(b));
}
