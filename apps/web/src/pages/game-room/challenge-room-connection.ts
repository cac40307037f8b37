import { Client, type Room } from 'colyseus.js';
import { CHALLENGE_ROOM, ChallengeServerMessages, type ChallengeClientMessages } from '@casino/contracts';
import { roomsEndpoint } from '../../api/rooms-endpoint';
import { challengeRoomActions, useChallengeRoomStore } from './challenge-room-store';
import { snapshotOf } from './challenge-snapshot';
import { recheckSession, SIGNED_OUT_CLOSE_CODE } from '../../auth/session-ended';

// The arena's one live connection to its `challenge` room (colyseus.js state sync). The room opens
// a moment after the accept (its keeper hears of it over presence), so the join is retried for a
// while; a dropped connection reconnects within the seat's grace period.

const CLOSE_CONSENTED = 4000;
/** colyseus.js matchmaking errors: no such room (yet), and the session was refused. */
const MATCHMAKE_INVALID_CRITERIA = 4211;
const MATCHMAKE_INVALID_ROOM_ID = 4212;
const AUTH_FAILED = 4215;
/** How long the join keeps trying while the room is being opened after the accept. */
export const ROOM_OPEN_WAIT_MS = 12_000;
const JOIN_RETRY_MS = 500;
const RECONNECT_DELAYS_MS = [300, 700, 1_500, 3_000, 5_000, 8_000, 12_000, 15_000, 15_000];

interface Session {
  challengeId: string;
  spectate: boolean;
  client: Client;
  room: Room | null;
  closed: boolean;
}

let current: Session | null = null;

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

function wire(session: Session, room: Room): void {
  session.room = room;
  room.onStateChange((state: unknown) => {
    if (current !== session) return;
    challengeRoomActions.applySnapshot(snapshotOf(state), Date.now());
  });
  room.onMessage('private', (message: unknown) => {
    const parsed = ChallengeServerMessages.private.safeParse(message);
    if (current === session && parsed.success) challengeRoomActions.setPrivate(parsed.data.view);
  });
  room.onMessage('interaction', (message: unknown) => {
    const parsed = ChallengeServerMessages.interaction.safeParse(message);
    if (current === session && parsed.success) challengeRoomActions.addInteraction(parsed.data);
  });
  room.onMessage('notice', (message: unknown) => {
    const parsed = ChallengeServerMessages.notice.safeParse(message);
    if (current === session && parsed.success)
      challengeRoomActions.setNotice(parsed.data.code, parsed.data.message);
  });
  room.onLeave((code: number) => {
    if (session.closed || session.room !== room || current !== session) return;
    session.room = null;
    if (code === SIGNED_OUT_CLOSE_CODE) {
      // Signed out elsewhere (or suspended): the seat is not the player's to reconnect to any more.
      session.closed = true;
      recheckSession();
      return;
    }
    if (code === CLOSE_CONSENTED) {
      // The room closed after the game ended: the result stays on screen.
      if (useChallengeRoomStore.getState().snapshot?.phase === 'finished') return;
    }
    void reconnect(session, room.reconnectionToken);
  });
}

async function reconnect(session: Session, token: string): Promise<void> {
  challengeRoomActions.setStatus('reconnecting');
  for (const delay of RECONNECT_DELAYS_MS) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (session.closed) return;
    try {
      const room = await session.client.reconnect(token);
      if (session.closed) {
        void room.leave(true);
        return;
      }
      wire(session, room);
      return;
    } catch {
      // The room may be moving to another process after a crash: a fresh join finds it there.
      try {
        const room = await joinOnce(session);
        if (session.closed) {
          void room.leave(true);
          return;
        }
        wire(session, room);
        return;
      } catch {
        // not back yet
      }
    }
  }
  if (current === session) challengeRoomActions.setStatus('lost');
}

const joinOnce = (session: Session): Promise<Room> =>
  session.client.join(CHALLENGE_ROOM, {
    challengeId: session.challengeId,
    ...(session.spectate ? { spectate: true } : {}),
  });

async function join(session: Session): Promise<void> {
  const deadline = Date.now() + ROOM_OPEN_WAIT_MS;
  for (;;) {
    try {
      const room = await joinOnce(session);
      if (session.closed) {
        void room.leave(true);
        return;
      }
      wire(session, room);
      return;
    } catch (error) {
      if (session.closed) return;
      const code = errorCode(error);
      const notOpenYet = code === MATCHMAKE_INVALID_CRITERIA || code === MATCHMAKE_INVALID_ROOM_ID;
      if (notOpenYet && Date.now() < deadline) {
        challengeRoomActions.setStatus('opening');
        await new Promise((resolve) => setTimeout(resolve, JOIN_RETRY_MS));
        if (session.closed) return;
        continue;
      }
      const message =
        code === AUTH_FAILED
          ? 'Please sign in again to enter the game room.'
          : notOpenYet
            ? 'The game room is not open. It may have ended; reload to see the result.'
            : error instanceof Error && error.message
              ? error.message
              : 'Could not enter the game room.';
      challengeRoomActions.setStatus('failed', message);
      return;
    }
  }
}

/** Connects the arena to its room, to play (the challenge's players) or to watch. Idempotent per challenge. */
export function openChallengeRoom(challengeId: string, spectate: boolean): void {
  if (current && current.challengeId === challengeId && current.spectate === spectate && !current.closed)
    return;
  closeChallengeRoom();
  challengeRoomActions.start(challengeId);
  const session: Session = {
    challengeId,
    spectate,
    client: new Client(roomsEndpoint()),
    room: null,
    closed: false,
  };
  current = session;
  void join(session);
}

export function closeChallengeRoom(): void {
  const session = current;
  if (!session) return;
  current = null;
  session.closed = true;
  void session.room?.leave(true);
  challengeRoomActions.clear();
}

type Payload<K extends keyof typeof ChallengeClientMessages> = ReturnType<
  (typeof ChallengeClientMessages)[K]['parse']
>;

function send<K extends keyof typeof ChallengeClientMessages>(type: K, payload: Payload<K>): boolean {
  const room = current?.room;
  if (!room) return false;
  room.send(type, payload);
  return true;
}

export const sendReady = () => send('ready', {});
export const sendResign = () => send('resign', {});
export const sendOfferDraw = () => send('offer-draw', {});
export const sendAcceptDraw = () => send('accept-draw', {});
export const sendDeclineDraw = () => send('decline-draw', {});
/** An emote or a chat line over the room (the arena's panel; the poker page posts it over REST). */
export const sendInteraction = (interaction: Payload<'interaction'>) => send('interaction', interaction);

/** A move for the current ply; nothing is sent while a move for this ply waits for its answer. */
export function sendMove(move: Payload<'move'>['move']): void {
  const { snapshot, pendingPly } = useChallengeRoomStore.getState();
  if (!snapshot || pendingPly === snapshot.ply) return;
  if (send('move', { ply: snapshot.ply, move })) challengeRoomActions.setPending(snapshot.ply);
}
