import { Client, type Room } from 'colyseus.js';
import {
  PokerClockMessage,
  PokerRoomNotice,
  type PokerActionType,
  type PokerTableSnapshot,
} from '@casino/contracts';
import { toast } from '../../components/toaster/toast-store';
import { refreshAfterPlay } from '../../components/games/play-feedback';
import { toMoneyString, type Cents } from '../../components/games/money';
import { snapshotOf } from './poker-snapshot';
import { useKeptSeatStore } from '../../components/seated-table-link/kept-seat-store';
import { pokerRoomActions, usePokerRoomStore } from './poker-room-store';
import { redirectToLogin } from './poker-auth';
import { roomsEndpoint } from '../../api/rooms-endpoint';

// The one live connection of the page to a `poker_table` room (colyseus.js, state sync; the spec's
// 1-second polling is replaced by it, ARCHITECTURE.md "Rooms"). Everything the room says goes into
// the zustand store as plain data; components call the functions below to talk to it.

/** Close codes: the client left on purpose, or the server closed the room / signed the player out. */
const CLOSE_CONSENTED = 4000;
const CLOSE_SIGNED_OUT = 4001;
/** colyseus.js matchmaking error codes (Protocol.ErrorCode). */
const MATCHMAKE_INVALID_CRITERIA = 4211;
const AUTH_FAILED = 4215;
/** A seat left mid-hand is cashed out when the hand ends; watch it that long at most. */
const CASH_OUT_WATCH_MS = 5 * 60_000;
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000, 16_000];

interface Session {
  tableId: number;
  userId: string;
  client: Client;
  room: Room | null;
  /** Writes to the store (false once the page has moved on). */
  attached: boolean;
  closed: boolean;
  wasSeated: boolean;
  /** The first state has arrived (the sit waits for it, to know whether the player already sits). */
  synced: boolean;
  /** A sit to send as soon as the room's first state is in. */
  sitOnJoin: SitRequest | null;
  closeTimer: ReturnType<typeof setTimeout> | null;
}

export interface SitRequest {
  buyIn: Cents;
  seat?: number;
  origin: 'list' | 'table';
}

let current: Session | null = null;

function joinFailureMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === MATCHMAKE_INVALID_CRITERIA) return 'This table is not open right now. Try again in a moment.';
  if (error instanceof Error && error.message) return error.message;
  return 'Could not join the table';
}

function isAuthFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === AUTH_FAILED;
}

function mySeat(session: Session) {
  const table = usePokerRoomStore.getState().table;
  return table?.seats.find((s) => s.playerId === session.userId) ?? null;
}

/** 16 bytes from the browser's CSPRNG, in hex: a seed the server cannot have predicted. */
function freshSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * A fresh seed for the next deck, remembered for verifying the hand afterwards; null when no deck is
 * committed right now (during a hand). Sent only after the deck's commitment is shown, so the
 * server's deck cannot depend on it (engine README, "Fairness and dealing").
 */
function seedForNextDeck(): { clientSeed: string; deckCommitment: string } | null {
  const table = usePokerRoomStore.getState().table;
  if (!table?.nextDeckCommitment || table.nextHandNumber <= 0) return null;
  const clientSeed = freshSeed();
  pokerRoomActions.rememberSeed(table.nextHandNumber, {
    deckCommitment: table.nextDeckCommitment,
    seed: clientSeed,
  });
  return { clientSeed, deckCommitment: table.nextDeckCommitment };
}

/** Seated, with a new deck committed that this browser has sent no seed for yet: send one. */
function sendFreshSeed(session: Session): void {
  const { table, sentSeeds } = usePokerRoomStore.getState();
  const seat = mySeat(session);
  if (!session.room || !table?.nextDeckCommitment || !seat || seat.isLeaving) return;
  if (sentSeeds[table.nextHandNumber]?.deckCommitment === table.nextDeckCommitment) return;
  const seed = seedForNextDeck();
  if (seed) session.room.send('seed', seed);
}

function sendSit(session: Session, sit: SitRequest): void {
  if (!session.room || !session.synced) {
    session.sitOnJoin = sit;
    return;
  }
  // Already seated (another tab, or back after a reload): nothing to buy in.
  if (mySeat(session)) return;
  pokerRoomActions.setPending({ kind: 'sit', origin: sit.origin });
  // The seed rides with the sit, so it is there before the first hand can be dealt.
  session.room.send('sit', {
    buyIn: toMoneyString(sit.buyIn),
    // The buy-in names the table's currency (a sweepstakes table's comes from the SC wallet).
    currency: usePokerRoomStore.getState().table?.currency ?? 'coins',
    ...(sit.seat !== undefined ? { seat: sit.seat } : {}),
    ...seedForNextDeck(),
  });
}

function onNotice(session: Session, raw: unknown): void {
  if (!session.attached) return;
  const parsed = PokerRoomNotice.safeParse(raw);
  if (!parsed.success) return;
  const notice = parsed.data;
  if (notice.kind === 'info') {
    toast({ title: notice.message });
    return;
  }
  const pending = usePokerRoomStore.getState().pending;
  pokerRoomActions.setPending(null);
  if (pending?.kind === 'sit') {
    // Spec §8: 'Failed to Join' with the server's message ('Insufficient Balance', 'Table Full', ...).
    toast({
      variant: 'destructive',
      title: 'Failed to Join',
      description: notice.message || 'Could not join the table',
    });
    // The balance may have moved elsewhere; show the real one.
    refreshAfterPlay();
    if (pending.origin === 'list') pokerRoomActions.requestExit();
    return;
  }
  // Spec §8: leave-table failures are not shown.
  if (pending?.kind === 'stand-up') return;
  toast({
    variant: 'destructive',
    title: 'Action Failed',
    description: notice.message || 'Could not process action',
  });
}

/**
 * While the player holds a seat here, every page offers the way back to it (seated-table-link); the
 * offer ends when they leave the seat.
 */
function noteKeptSeat(session: Session, snapshot: PokerTableSnapshot): void {
  const mine = snapshot.seats.find((s) => s.playerId === session.userId);
  const kept = useKeptSeatStore.getState().kept;
  if (mine && !mine.isLeaving) {
    if (
      kept?.tableId !== session.tableId ||
      kept.userId !== session.userId ||
      kept.tableName !== snapshot.tableName
    )
      useKeptSeatStore.setState({
        kept: { userId: session.userId, tableId: session.tableId, tableName: snapshot.tableName },
      });
  } else if (kept?.tableId === session.tableId) useKeptSeatStore.setState({ kept: null });
}

function onState(session: Session, state: unknown): void {
  const snapshot = snapshotOf(state);
  const seated = snapshot.seats.some((s) => s.playerId === session.userId);
  // A buy-in left the wallet, or a cash-out came back: the header balances follow.
  if (seated !== session.wasSeated) {
    session.wasSeated = seated;
    refreshAfterPlay();
  }
  if (!session.attached) {
    // Detached after standing up mid-hand: stay only until the seat (and its chips) have left.
    if (!seated) void session.room?.leave(true);
    return;
  }
  pokerRoomActions.applySnapshot(snapshot, session.userId);
  noteKeptSeat(session, snapshot);
  sendFreshSeed(session);
  if (!session.synced) {
    session.synced = true;
    const sit = session.sitOnJoin;
    session.sitOnJoin = null;
    if (sit) sendSit(session, sit);
  }
}

function wire(session: Session, room: Room): void {
  session.room = room;
  room.onMessage('clock', (message: unknown) => {
    const clock = PokerClockMessage.safeParse(message);
    if (session.attached && clock.success) pokerRoomActions.setClockOffset(clock.data.serverNow - Date.now());
  });
  room.onMessage('notice', (message: unknown) => onNotice(session, message));
  room.onStateChange((state: unknown) => onState(session, state));
  room.onLeave((code: number) => {
    session.synced = false;
    if (session.closed || session.room !== room) return;
    if (code === CLOSE_CONSENTED || !session.attached) {
      session.closed = true;
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

/** A dropped connection: the seat is kept for 60 s, so try to get back in within that time. */
async function reconnect(session: Session, token: string): Promise<void> {
  pokerRoomActions.setStatus('reconnecting');
  session.room = null;
  for (const delay of RECONNECT_DELAYS_MS) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (session.closed || !session.attached) return;
    try {
      const room = await session.client.reconnect(token);
      if (session.closed || !session.attached) {
        void room.leave(true);
        return;
      }
      wire(session, room);
      return;
    } catch {
      // the server may not be back yet; try again
    }
  }
  if (current === session) pokerRoomActions.setStatus('lost');
}

async function join(session: Session, spectate: boolean): Promise<void> {
  try {
    const room = await session.client.join('poker_table', {
      tableId: session.tableId,
      ...(spectate ? { spectate: true } : {}),
    });
    if (session.closed) {
      void room.leave(true);
      return;
    }
    wire(session, room);
  } catch (error) {
    if (session.closed) return;
    session.closed = true;
    if (isAuthFailure(error)) {
      redirectToLogin('Please log in to join poker tables');
      return;
    }
    // Spec §8: 'Failed to Join' with the server's message, or 'Could not join the table'.
    toast({ variant: 'destructive', title: 'Failed to Join', description: joinFailureMessage(error) });
    pokerRoomActions.requestExit();
  }
}

/**
 * Connects the page to a table, to play (`sit` with a buy-in) or to watch. Calling it again for the
 * table already open keeps the connection (React's StrictMode runs effects twice).
 */
export function openTable(
  tableId: number,
  userId: string,
  options: { sit?: SitRequest; spectate?: boolean } = {},
): void {
  if (
    current &&
    current.tableId === tableId &&
    current.userId === userId &&
    !current.closed &&
    current.attached
  ) {
    if (current.closeTimer) clearTimeout(current.closeTimer);
    current.closeTimer = null;
    if (options.sit) sendSit(current, options.sit);
    return;
  }
  closeNow();
  pokerRoomActions.start(tableId);
  if (useKeptSeatStore.getState().kept?.tableId === tableId) useKeptSeatStore.setState({ kept: null });
  const session: Session = {
    tableId,
    userId,
    client: new Client(roomsEndpoint()),
    room: null,
    attached: true,
    closed: false,
    wasSeated: false,
    synced: false,
    sitOnJoin: options.sit ?? null,
    closeTimer: null,
  };
  current = session;
  void join(session, options.spectate === true && !options.sit);
}

function closeNow(): void {
  const session = current;
  if (!session) return;
  current = null;
  if (session.closeTimer) clearTimeout(session.closeTimer);
  session.closeTimer = null;
  const seat = mySeat(session);
  const leftSeatInHand = seat?.isLeaving === true;
  const tableName = usePokerRoomStore.getState().table?.tableName ?? `Table ${session.tableId}`;
  if (seat && !seat.isLeaving)
    useKeptSeatStore.setState({ kept: { userId: session.userId, tableId: session.tableId, tableName } });
  else if (useKeptSeatStore.getState().kept?.tableId === session.tableId)
    useKeptSeatStore.setState({ kept: null });
  // Nothing of this table may leak into the next one (a stale exit request would close it at once).
  pokerRoomActions.clear();
  session.attached = false;
  if (leftSeatInHand && session.room) {
    // The chips come back when the hand ends: keep listening until then so the balance refreshes.
    const room = session.room;
    setTimeout(() => void room.leave(true), CASH_OUT_WATCH_MS);
    return;
  }
  session.closed = true;
  void session.room?.leave(true);
}

/** The page stops showing the table. A seat stays (the server sits an absent player out later). */
export function closeTable(): void {
  const session = current;
  if (!session || session.closeTimer) return;
  // Deferred, so StrictMode's unmount-and-remount of the same table keeps the connection.
  session.closeTimer = setTimeout(closeNow, 0);
}

/** Sit down at the connected table (a spectator taking a seat). */
export function sitDown(sit: SitRequest): void {
  if (current && !current.closed) sendSit(current, sit);
}

export function sendAction(action: PokerActionType, amount?: Cents): void {
  const session = current;
  const store = usePokerRoomStore.getState();
  if (!session?.room || !store.table || store.pending) return;
  const version = store.table.version;
  pokerRoomActions.setPending({ kind: 'action', version });
  session.room.send('action', {
    action,
    version,
    ...(amount !== undefined ? { amount: toMoneyString(amount) } : {}),
  });
}

export function setSittingOut(sittingOut: boolean): void {
  const session = current;
  if (!session?.room || usePokerRoomStore.getState().pending) return;
  pokerRoomActions.setPending({ kind: sittingOut ? 'sit-out' : 'sit-in' });
  session.room.send(sittingOut ? 'sit-out' : 'sit-in');
}

/** How long Leave waits for the room to confirm the stand-up before going back to the list anyway. */
const STAND_UP_WAIT_MS = 3_000;

/**
 * Leave: stand up (the chips go back to the wallet now, or when the hand in play ends) and close
 * the connection. Resolves once the room has confirmed, or after a short wait.
 */
export async function leaveTable(): Promise<void> {
  const session = current;
  if (!session) return;
  if (session.room && mySeat(session)) {
    pokerRoomActions.setPending({ kind: 'stand-up' });
    session.room.send('stand-up');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, STAND_UP_WAIT_MS);
      const unsubscribe = usePokerRoomStore.subscribe((s) => {
        if (s.pending?.kind !== 'stand-up') done();
      });
      function done() {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      }
    });
  }
  if (current === session) closeNow();
  pokerRoomActions.clear();
  refreshAfterPlay();
}

/** Try again after the connection was lost. */
export function retryTable(): void {
  const session = current;
  if (!session) return;
  const { tableId, userId } = session;
  closeNow();
  openTable(tableId, userId);
}
