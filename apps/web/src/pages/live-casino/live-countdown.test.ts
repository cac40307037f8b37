import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { secondsLeft } from './live-countdown';

describe('the countdown from server time', () => {
  it.each([
    ['no deadline', 0, 5_000, 0, null],
    ['15 s left on matching clocks', 20_000, 5_000, 0, 15],
    ['a browser clock 2 s behind the server', 20_000, 3_000, 2_000, 15],
    ['part of a second rounds up', 20_000, 5_001, 0, 15],
    ['past the deadline shows zero', 20_000, 25_000, 0, 0],
  ])('%s', (_name, endsAt, browserNow, offset, expected) => {
    expect(secondsLeft(endsAt, browserNow, offset)).toBe(expected);
  });

  it('depends only on the server time, not on how the browser clock is off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        (endsAt, serverNow, skew) => {
          expect(secondsLeft(endsAt, serverNow - skew, skew)).toBe(secondsLeft(endsAt, serverNow, 0));
        },
      ),
    );
  });
});
