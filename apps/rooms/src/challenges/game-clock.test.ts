import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameClock } from './game-clock.js';

describe('GameClock', () => {
  it('stands still until it runs, follows the wall from where it was, and stops where it stands', () => {
    let wall = 1_000_000;
    const clock = new GameClock(() => wall);
    wall += 5_000;
    expect(clock.now()).toBe(0);
    clock.runFrom(0);
    wall += 1_234;
    expect(clock.now()).toBe(1_234);
    expect(clock.wallAt(2_000)).toBe(wall + 766);
    clock.stop();
    wall += 9_999;
    expect(clock.now()).toBe(1_234);
    expect(clock.running).toBe(false);
  });

  it('resumes a crashed game at its last action: the time away counts against nobody', () => {
    fc.assert(
      fc.property(fc.nat(300_000), fc.nat(1_000_000), fc.nat(60_000), (lastAction, downtime, after) => {
        let wall = 1_700_000_000_000;
        const clock = new GameClock(() => wall);
        wall += downtime;
        clock.runFrom(lastAction);
        wall += after;
        return clock.now() === lastAction + after;
      }),
    );
  });

  it('never runs backwards when the wall clock does', () => {
    let wall = 10_000;
    const clock = new GameClock(() => wall);
    clock.runFrom(500);
    wall -= 3_000;
    expect(clock.now()).toBe(500);
  });
});
