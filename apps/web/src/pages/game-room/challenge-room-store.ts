import { create } from 'zustand';
import type {
  ChallengeGameView,
  ChallengeInteractionEvent,
  ChallengeResult,
  ChallengeRoomSnapshot,
  ChallengePrivateView,
} from '@casino/contracts';
import { initialClockSync, observeServerTime, type ClockSync } from './clock-model';
import { gameViewOf, resultOf } from './challenge-snapshot';

// What the arena knows about its challenge room, as plain data: the last snapshot with its parsed
// game view and result, the seat's private view, the last refusal, and the clock estimate.
// challenge-room-connection.ts writes it; components read it.

export type RoomStatus = 'connecting' | 'opening' | 'live' | 'reconnecting' | 'lost' | 'failed';

export interface RoomNotice {
  code: string;
  message: string;
  at: number;
}

export interface ChallengeRoomState {
  challengeId: string | null;
  status: RoomStatus;
  /** Why the join failed, when status is 'failed'. */
  failure: string | null;
  snapshot: ChallengeRoomSnapshot | null;
  game: ChallengeGameView | null;
  result: ChallengeResult | null;
  privateView: ChallengePrivateView | null;
  /** Browser time the last snapshot arrived (lock-out countdowns run from it). */
  snapshotAt: number;
  notice: RoomNotice | null;
  clock: ClockSync;
  /** A move sent for this ply, not yet answered (a double click sends nothing twice). */
  pendingPly: number | null;
  /** The players' emotes and chat lines heard since the room opened, oldest first (the last few). */
  interactions: ChallengeInteractionEvent[];
}

/** How many emotes and chat lines the panel keeps. */
export const INTERACTIONS_KEPT = 30;

const initial: ChallengeRoomState = {
  challengeId: null,
  status: 'connecting',
  failure: null,
  snapshot: null,
  game: null,
  result: null,
  privateView: null,
  snapshotAt: 0,
  notice: null,
  clock: initialClockSync,
  pendingPly: null,
  interactions: [],
};

export const useChallengeRoomStore = create<ChallengeRoomState>()(() => ({ ...initial }));

export const challengeRoomActions = {
  start(challengeId: string): void {
    const clock = useChallengeRoomStore.getState().clock;
    useChallengeRoomStore.setState({ ...initial, challengeId, clock });
  },
  clear(): void {
    useChallengeRoomStore.setState({ ...initial });
  },
  setStatus(status: RoomStatus, failure: string | null = null): void {
    useChallengeRoomStore.setState({ status, failure });
  },
  /** A server timestamp (an answer's Date header) arrived at `localArrival`. */
  observeServerTime(serverStamp: number, localArrival: number): void {
    const s = useChallengeRoomStore.getState();
    useChallengeRoomStore.setState({ clock: observeServerTime(s.clock, serverStamp, localArrival) });
  },
  applySnapshot(snapshot: ChallengeRoomSnapshot, localArrival: number): void {
    const s = useChallengeRoomStore.getState();
    const pendingPly = s.pendingPly !== null && snapshot.ply > s.pendingPly ? null : s.pendingPly;
    useChallengeRoomStore.setState({
      snapshot,
      game: gameViewOf(snapshot),
      result: resultOf(snapshot),
      snapshotAt: localArrival,
      status: 'live',
      pendingPly,
      clock: observeServerTime(s.clock, snapshot.clockAt, localArrival),
    });
  },
  setPrivate(view: ChallengePrivateView | null): void {
    useChallengeRoomStore.setState({ privateView: view });
  },
  setNotice(code: string, message: string): void {
    useChallengeRoomStore.setState({ notice: { code, message, at: Date.now() }, pendingPly: null });
  },
  clearNotice(): void {
    useChallengeRoomStore.setState({ notice: null });
  },
  setPending(ply: number | null): void {
    useChallengeRoomStore.setState({ pendingPly: ply });
  },
  addInteraction(event: ChallengeInteractionEvent): void {
    const kept = useChallengeRoomStore.getState().interactions;
    // A reconnect hears the room's recent lines again: each is kept once.
    const seen = kept.some(
      (e) =>
        e.at === event.at && e.seat === event.seat && e.type === event.type && e.message === event.message,
    );
    if (seen) return;
    useChallengeRoomStore.setState({ interactions: [...kept, event].slice(-INTERACTIONS_KEPT) });
  },
};
