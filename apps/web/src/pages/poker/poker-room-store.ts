import { create } from 'zustand';
import type { PokerCardOpening, PokerTableSnapshot } from '@casino/contracts';
import type { RememberedCards } from './poker-view-model';

// What the poker page knows about the table it is connected to, as plain data: the last room
// snapshot plus what only this browser remembers (the deck commitments it saw before each deal, the
// seeds it sent for them, its own last cards and their openings, the request waiting for the room).
// poker-room-connection.ts writes it; components read it.

export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'lost';

/** A request sent to the room whose effect has not shown up in the state yet. */
export type PendingRequest =
  | { kind: 'sit'; origin: 'list' | 'table' }
  | { kind: 'action'; version: number }
  | { kind: 'stand-up' }
  | { kind: 'sit-out' }
  | { kind: 'sit-in' };

/** How many hands' deck commitments and seeds are remembered. */
const COMMITMENTS_KEPT = 20;

/** The viewer's own cards of a hand, with their seat and openings (to verify them after the hand). */
export interface OwnHand extends RememberedCards {
  seat: number;
  openings: PokerCardOpening[];
}

/** The seed this browser sent for a hand's deck, and the commitment it was sent for. */
export interface SentSeed {
  deckCommitment: string;
  seed: string;
}

export interface PokerRoomStore {
  tableId: number | null;
  status: ConnectionStatus;
  table: PokerTableSnapshot | null;
  /** Server clock minus browser clock (the room's `clock` message). */
  clockOffsetMs: number;
  pending: PendingRequest | null;
  /** Hand number → the deck commitment the room showed before that hand was dealt. */
  commitments: Record<number, string>;
  /** Hand number → the seed this browser sent for that hand's deck. */
  sentSeeds: Record<number, SentSeed>;
  ownCards: OwnHand | null;
  /** Set when the page should go back to the table list (join refused, table gone). */
  exitRequested: boolean;
}

const initial: PokerRoomStore = {
  tableId: null,
  status: 'connecting',
  table: null,
  clockOffsetMs: 0,
  pending: null,
  commitments: {},
  sentSeeds: {},
  ownCards: null,
  exitRequested: false,
};

export const usePokerRoomStore = create<PokerRoomStore>()(() => ({ ...initial }));

/** Whether the state now shows the effect of the pending request. */
export function isPendingResolved(
  pending: PendingRequest,
  table: PokerTableSnapshot,
  myUserId: string,
): boolean {
  const mine = table.seats.find((s) => s.playerId === myUserId);
  switch (pending.kind) {
    case 'sit':
      return mine !== undefined;
    case 'action':
      return table.version > pending.version;
    case 'stand-up':
      return mine === undefined || mine.isLeaving;
    case 'sit-out':
      return mine === undefined || mine.isSittingOut;
    case 'sit-in':
      return mine === undefined || !mine.isSittingOut;
  }
}

function keepLast<T>(record: Record<number, T>, handNumber: number, value: T): Record<number, T> {
  if (record[handNumber] === value) return record;
  const next: Record<number, T> = { ...record, [handNumber]: value };
  const numbers = Object.keys(next)
    .map(Number)
    .sort((a, b) => b - a);
  for (const old of numbers.slice(COMMITMENTS_KEPT)) delete next[old];
  return next;
}

export const pokerRoomActions = {
  /** A new connection to a table: everything about the previous one is forgotten. */
  start(tableId: number): void {
    usePokerRoomStore.setState({ ...initial, tableId });
  },
  clear(): void {
    usePokerRoomStore.setState({ ...initial });
  },
  setStatus(status: ConnectionStatus): void {
    usePokerRoomStore.setState({ status });
  },
  setClockOffset(clockOffsetMs: number): void {
    usePokerRoomStore.setState({ clockOffsetMs });
  },
  setPending(pending: PendingRequest | null): void {
    usePokerRoomStore.setState({ pending });
  },
  requestExit(): void {
    usePokerRoomStore.setState({ exitRequested: true });
  },
  /** The seed just sent for the next hand's deck. */
  rememberSeed(handNumber: number, sent: SentSeed): void {
    const s = usePokerRoomStore.getState();
    usePokerRoomStore.setState({ sentSeeds: keepLast(s.sentSeeds, handNumber, sent) });
  },
  /**
   * A new room snapshot: remember the next deck's commitment (shown before its deal) and own cards
   * with their openings, settle the pending request.
   */
  applySnapshot(table: PokerTableSnapshot, myUserId: string): void {
    const s = usePokerRoomStore.getState();
    const handInPlay = table.phase !== 'waiting' && table.phase !== 'showdown';
    const commitments =
      table.nextDeckCommitment && table.nextHandNumber > 0
        ? keepLast(s.commitments, table.nextHandNumber, table.nextDeckCommitment)
        : s.commitments;
    const mine = table.seats.find((seat) => seat.playerId === myUserId);
    const cards = mine?.private?.cards ?? [];
    const ownCards: OwnHand | null =
      mine && cards.length > 0 && handInPlay
        ? {
            handNumber: table.handNumber,
            cards,
            seat: mine.position,
            openings: mine.private?.openings ?? [],
          }
        : s.ownCards;
    const pending = s.pending && isPendingResolved(s.pending, table, myUserId) ? null : s.pending;
    usePokerRoomStore.setState({ table, commitments, ownCards, pending, status: 'live' });
  },
};
