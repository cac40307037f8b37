import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatClock, initialClockSync, observeServerTime, remainingMs, serverNow } from './clock-model';

const T0 = 1_800_000_000_000;

describe('a seat’s clock counts down from the snapshot', () => {
  it.each([
    {
      name: 'waiting: nothing runs',
      phase: 'waiting',
      running: -1,
      seat: 0,
      clockMs: 300_000,
      now: T0 + 5_000,
      left: 300_000,
    },
    {
      name: 'the running seat loses time',
      phase: 'playing',
      running: 0,
      seat: 0,
      clockMs: 300_000,
      now: T0 + 5_000,
      left: 295_000,
    },
    {
      name: 'the other seat keeps its time',
      phase: 'playing',
      running: 0,
      seat: 1,
      clockMs: 300_000,
      now: T0 + 5_000,
      left: 300_000,
    },
    {
      name: 'the shared clock runs for both',
      phase: 'playing',
      running: 2,
      seat: 1,
      clockMs: 120_000,
      now: T0 + 20_000,
      left: 100_000,
    },
    {
      name: 'never below zero',
      phase: 'playing',
      running: 1,
      seat: 1,
      clockMs: 3_000,
      now: T0 + 10_000,
      left: 0,
    },
    {
      name: 'a server stamp from the future counts nothing',
      phase: 'playing',
      running: 0,
      seat: 0,
      clockMs: 60_000,
      now: T0 - 500,
      left: 60_000,
    },
    {
      name: 'finished: frozen',
      phase: 'finished',
      running: 0,
      seat: 0,
      clockMs: 42_000,
      now: T0 + 60_000,
      left: 42_000,
    },
  ] as const)('$name', ({ phase, running, seat, clockMs, now, left }) => {
    expect(remainingMs({ phase, running, clockAt: T0 }, { seat, clockMs }, now)).toBe(left);
  });

  it('never goes up as time passes', () => {
    fc.assert(
      fc.property(fc.nat(300_000), fc.nat(400_000), fc.nat(400_000), (clockMs, a, b) => {
        const snap = { phase: 'playing' as const, running: 0, clockAt: T0 };
        const [early, late] = a <= b ? [a, b] : [b, a];
        return (
          remainingMs(snap, { seat: 0, clockMs }, T0 + late) <=
          remainingMs(snap, { seat: 0, clockMs }, T0 + early)
        );
      }),
    );
  });
});

describe('clock face', () => {
  it.each([
    [300_000, '5:00'],
    [299_001, '5:00'],
    [61_000, '1:01'],
    [60_000, '1:00'],
    [10_000, '0:10'],
    [9_400, '0:09.4'],
    [50, '0:00.0'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('%i ms → %s', (ms, face) => {
    expect(formatClock(ms)).toBe(face);
  });
});

describe('estimating the server’s clock', () => {
  it('takes the first stamp, then only larger lower bounds', () => {
    let sync = initialClockSync;
    sync = observeServerTime(sync, T0 - 30_000, T0); // a stale clockAt from a game joined late
    expect(sync.offsetMs).toBe(-30_000);
    sync = observeServerTime(sync, T0 + 1_000, T0 + 1_050); // a fresh move
    expect(sync.offsetMs).toBe(-50);
    sync = observeServerTime(sync, T0 + 2_000, T0 + 9_000); // an old stamp changes nothing
    expect(sync.offsetMs).toBe(-50);
    expect(serverNow(sync, T0 + 10_000)).toBe(T0 + 9_950);
  });

  it('ignores missing stamps', () => {
    expect(observeServerTime(initialClockSync, 0, T0)).toBe(initialClockSync);
    expect(observeServerTime(initialClockSync, Number.NaN, T0)).toBe(initialClockSync);
  });
});
