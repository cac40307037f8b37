import { create } from 'zustand';
import type { LiveMyBets, LiveTableServerMessages, LiveTableSnapshot } from '@casino/contracts';

// What the shared live table page knows about the table it is connected to, as plain data: the
// last room snapshot, the clock offset, the player's own bets (sent to them alone) and their last
// settlement. live-room-connection.ts
// writes it; components read it.

export type LiveConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'lost' | 'failed';

export type LiveSettlement = ReturnType<(typeof LiveTableServerMessages)['settled']['parse']>;

export interface LiveRoomStore {
  tableId: number | null;
  spectating: boolean;
  status: LiveConnectionStatus;
  /** Why the join failed ('failed' status), to show on the page. */
  failure: string | null;
  snapshot: LiveTableSnapshot | null;
  /** Server clock minus browser clock, from the snapshot's serverNow when it last changed. */
  clockOffsetMs: number;
  /** The player's own bets as the room last sent them (`myBets`), for the round it names. */
  myBets: LiveMyBets | null;
  /** The player's own settlement of the last round they played here. */
  lastSettlement: LiveSettlement | null;
}

export type MyLiveBet = LiveMyBets['bets'][number];

const initial: LiveRoomStore = {
  tableId: null,
  spectating: false,
  status: 'connecting',
  failure: null,
  snapshot: null,
  clockOffsetMs: 0,
  myBets: null,
  lastSettlement: null,
};

export const useLiveRoomStore = create<LiveRoomStore>()(() => ({ ...initial }));

/**
 * The server's clock offset after a snapshot: re-estimated only when the room stamped a new
 * serverNow (it does with every phase change), so a patch that moves nothing else keeps it.
 */
export function clockOffsetAfter(
  previous: LiveTableSnapshot | null,
  next: LiveTableSnapshot,
  offsetMs: number,
  browserNow: number,
): number {
  if (next.serverNow <= 0) return offsetMs;
  if (previous && previous.serverNow === next.serverNow) return offsetMs;
  return next.serverNow - browserNow;
}

const NO_BETS: readonly MyLiveBet[] = [];

/**
 * The player's own bets in the snapshot's round: the last `myBets` when it is for that round, none
 * otherwise (the room sends no empty myBets when a new round opens).
 */
export function myBetsInRound(
  myBets: LiveMyBets | null,
  snapshot: Pick<LiveTableSnapshot, 'roundId'> | null,
): readonly MyLiveBet[] {
  if (!myBets || !snapshot || !snapshot.roundId || myBets.roundId !== snapshot.roundId) return NO_BETS;
  return myBets.bets;
}

/** The selector of the player's own bets in the current round. */
export const selectMyBetsInRound = (s: LiveRoomStore): readonly MyLiveBet[] =>
  myBetsInRound(s.myBets, s.snapshot);

export const liveRoomActions = {
  /** A new connection: everything about the previous table is forgotten. */
  start(tableId: number, spectating: boolean): void {
    useLiveRoomStore.setState({ ...initial, tableId, spectating });
  },
  clear(): void {
    useLiveRoomStore.setState({ ...initial });
  },
  setStatus(status: LiveConnectionStatus, failure: string | null = null): void {
    useLiveRoomStore.setState({ status, failure });
  },
  applySnapshot(snapshot: LiveTableSnapshot, browserNow: number): void {
    const s = useLiveRoomStore.getState();
    useLiveRoomStore.setState({
      snapshot,
      status: 'live',
      failure: null,
      clockOffsetMs: clockOffsetAfter(s.snapshot, snapshot, s.clockOffsetMs, browserNow),
    });
  },
  myBets(myBets: LiveMyBets): void {
    useLiveRoomStore.setState({ myBets });
  },
  settled(settlement: LiveSettlement): void {
    useLiveRoomStore.setState({ lastSettlement: settlement });
  },
};
