import type { ChallengeRoomSnapshot } from '@casino/contracts';

// The arena's clocks (spec section 9: 300 s). The room writes each seat's time left as it stood at
// server time `clockAt` and names the seat whose clock runs (2: the shared clock of a score duel);
// the page counts down from there with its estimate of the server's clock.

/** -1: nothing runs; 0/1: that seat's clock; 2: the shared clock runs for both. */
export const SHARED_CLOCK = 2;

/** Time left on a seat's clock at server time `serverNow`, never below zero. */
export function remainingMs(
  snapshot: Pick<ChallengeRoomSnapshot, 'phase' | 'running' | 'clockAt'>,
  seat: { seat: number; clockMs: number },
  serverNow: number,
): number {
  const runs =
    snapshot.phase === 'playing' && (snapshot.running === seat.seat || snapshot.running === SHARED_CLOCK);
  if (!runs) return Math.max(0, seat.clockMs);
  return Math.max(0, seat.clockMs - Math.max(0, serverNow - snapshot.clockAt));
}

/** 300000 → "5:00", 61000 → "1:01", 9400 → "0:09.4" (tenths in the last ten seconds), 0 → "0:00". */
export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 10_000 && clamped > 0) {
    const tenths = Math.floor(clamped / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const seconds = Math.ceil(clamped / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The browser's estimate of server time minus its own. Every server timestamp seen (a snapshot's
 * `clockAt`, the Date header of an answer) was written before it arrived, so `stamp - arrival` is a
 * lower bound of the offset; the largest bound seen is the best estimate (exact up to the transit
 * time once a move has just set `clockAt`). Starts at 0 (both clocks set by NTP) until a bound
 * says more.
 */
export interface ClockSync {
  offsetMs: number;
  bounded: boolean;
}

export const initialClockSync: ClockSync = { offsetMs: 0, bounded: false };

export function observeServerTime(sync: ClockSync, serverStamp: number, localArrival: number): ClockSync {
  if (!Number.isFinite(serverStamp) || serverStamp <= 0) return sync;
  const bound = serverStamp - localArrival;
  if (!sync.bounded) return { offsetMs: bound, bounded: true };
  return bound > sync.offsetMs ? { offsetMs: bound, bounded: true } : sync;
}

/** Server time now, by the browser's clock and the estimate. */
export const serverNow = (sync: ClockSync, localNow: number): number => localNow + sync.offsetMs;
