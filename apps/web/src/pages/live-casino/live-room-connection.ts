import { Client, type Room } from 'colyseus.js';
import {
  LIVE_TABLE_ROOM,
  LiveTableServerMessages,
  LiveTableSnapshot,
  type LiveTableClientMessage,
} from '@casino/contracts';
import { roomsEndpoint } from '../../api/rooms-endpoint';
import { refreshAfterPlay } from '../../components/games/play-feedback';
import { toast } from '../../components/toaster/toast-store';
import { redirectToLogin } from '../poker/poker-auth';
import type { LiveTableMessageOf } from './live-game-view';
import { liveRoomActions } from './live-room-store';
import { settlementToast } from './live-settlement';

// The one connection of the shared table page to a `live_table` room (colyseus.js state sync), as
// the poker page has for its table: everything the room says goes into the zustand store as plain
// data; the page and the game views talk to the room through sendToTable.

/** Close codes: the client left on purpose, or the server signed the player out. */
const CLOSE_CONSENTED = 4000;
const CLOSE_SIGNED_OUT = 4001;
/** colyseus.js matchmaking error codes (Protocol.ErrorCode). */
const MATCHMAKE_INVALID_CRITERIA = 4211;
const AUTH_FAILED = 4215;
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000, 16_000];
/** A table just opened (a new private table) is hosted within seconds: wait for it this long. */
const OPENING_RETRY_DELAYS_MS = [1_000, 1_000, 2_000, 2_000, 4_000];

interface Session {
  tableId: number;
  spectate: boolean;
  client: Client;
  room: Room | null;
  closed: boolean;
  closeTimer: ReturnType<typeof setTimeout> | null;
}

let current: Session | null = null;

function errorCodeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

function joinFailureMessage(error: unknown): string {
  if (errorCodeOf(error) === MATCHMAKE_INVALID_CRITERIA) return 'This table is not open right now.';
  if (error instanceof Error && error.message) return error.message;
  return 'Could not join the table';
}

function wire(session: Session, room: Room): void {
  session.room = room;
  room.onStateChange((state: unknown) => {
    if (current !== session) return;
    liveRoomActions.applySnapshot(LiveTableSnapshot.parse(state), Date.now());
  });
  room.onMessage('notice', (raw: unknown) => {
    const notice = LiveTableServerMessages.notice.safeParse(raw);
    if (current !== session || !notice.success) return;
    toast({ variant: 'destructive', title: 'Not accepted', description: notice.data.message });
    // A refused bet moved nothing, but the balance may have changed elsewhere: show the real one.
    refreshAfterPlay();
  });
  room.onMessage('betAccepted', (raw: unknown) => {
    const accepted = LiveTableServerMessages.betAccepted.safeParse(raw);
    if (current === session && accepted.success)
      refreshAfterPlay(accepted.data.balance, accepted.data.currency);
  });
  room.onMessage('myBets', (raw: unknown) => {
    const myBets = LiveTableServerMessages.myBets.safeParse(raw);
    if (current === session && myBets.success) liveRoomActions.myBets(myBets.data);
  });
  room.onMessage('settled', (raw: unknown) => {
    const settled = LiveTableServerMessages.settled.safeParse(raw);
    if (current !== session || !settled.success) return;
    liveRoomActions.settled(settled.data);
    toast(settlementToast(settled.data));
    refreshAfterPlay(settled.data.balance, settled.data.currency);
  });
  room.onLeave((code: number) => {
    if (session.closed || session.room !== room || current !== session) return;
    if (code === CLOSE_CONSENTED) {
      session.closed = true;
      liveRoomActions.setStatus('lost');
      return;
    }
    if (code === CLOSE_SIGNED_OUT) {
      session.closed = true;
      redirectToLogin('Please log in to continue playing');
      return;
    }
    void reconnect(session, room.reconnectionToken);
  });
}

/** A dropped connection: the room keeps the player's place a while, so try to get back in. */
async function reconnect(session: Session, token: string): Promise<void> {
  liveRoomActions.setStatus('reconnecting');
  session.room = null;
  for (const delay of RECONNECT_DELAYS_MS) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (session.closed || current !== session) return;
    try {
      const room = await session.client.reconnect(token);
      if (session.closed || current !== session) {
        void room.leave(true);
        return;
      }
      wire(session, room);
      return;
    } catch {
      // the server may not be back yet (a rooms process taking the table over); try again
    }
  }
  // The reservation has lapsed: join afresh (a spectator or a player whose bets stand).
  if (!session.closed && current === session) await join(session);
}

async function join(session: Session, attempt = 0): Promise<void> {
  try {
    const room = await session.client.join(LIVE_TABLE_ROOM, {
      tableId: session.tableId,
      ...(session.spectate ? { spectate: true } : {}),
    });
    if (session.closed || current !== session) {
      void room.leave(true);
      return;
    }
    wire(session, room);
  } catch (error) {
    if (session.closed || current !== session) return;
    if (errorCodeOf(error) === AUTH_FAILED) {
      session.closed = true;
      redirectToLogin('Please log in to continue playing');
      return;
    }
    const delay = OPENING_RETRY_DELAYS_MS[attempt];
    if (errorCodeOf(error) === MATCHMAKE_INVALID_CRITERIA && delay !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (!session.closed && current === session) await join(session, attempt + 1);
      return;
    }
    liveRoomActions.setStatus('failed', joinFailureMessage(error));
  }
}

/**
 * Connects the page to a table, to play or to watch. Calling it again for the table already open
 * keeps the connection (React's StrictMode runs effects twice).
 */
export function openLiveTable(tableId: number, spectate: boolean): void {
  if (current && !current.closed && current.tableId === tableId && current.spectate === spectate) {
    if (current.closeTimer) clearTimeout(current.closeTimer);
    current.closeTimer = null;
    return;
  }
  closeNow();
  liveRoomActions.start(tableId, spectate);
  const session: Session = {
    tableId,
    spectate,
    client: new Client(roomsEndpoint()),
    room: null,
    closed: false,
    closeTimer: null,
  };
  current = session;
  void join(session);
}

function closeNow(): void {
  const session = current;
  if (!session) return;
  current = null;
  if (session.closeTimer) clearTimeout(session.closeTimer);
  session.closed = true;
  liveRoomActions.clear();
  void session.room?.leave(true);
}

/** The page stops showing the table; placed bets stay in the round and settle without the page. */
export function closeLiveTable(): void {
  const session = current;
  if (!session || session.closeTimer) return;
  // Deferred, so StrictMode's unmount-and-remount of the same table keeps the connection.
  session.closeTimer = setTimeout(closeNow, 0);
}

/** Try again after the connection was lost or the join failed. */
export function retryLiveTable(): void {
  const session = current;
  if (!session) return;
  const { tableId, spectate } = session;
  closeNow();
  openLiveTable(tableId, spectate);
}

/** Sends a message to the connected table; nothing while the connection is down. */
export function sendToTable<K extends LiveTableClientMessage>(type: K, message: LiveTableMessageOf<K>): void {
  const room = current?.room;
  if (!room || current?.spectate) return;
  room.send(type, message);
}
