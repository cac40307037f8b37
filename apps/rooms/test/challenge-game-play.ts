import type { Room } from 'colyseus.js';
import type { P2pGameType } from '@casino/contracts';
import { expect } from 'vitest';
import {
  resultOf,
  snapshotOf,
  waitFor,
  type ChallengeHarness,
  type Player,
  type Received,
} from './challenge-harness.js';

// What the room tests of every game share: two seated players and a spectator whose every frame is
// recorded, the drop-and-return and forfeit checks, and the search of a spectator's bytes.

/** Every player starts with 10,000 coins (in units) and stakes 10.00 in the harness's challenges. */
export const START = 10_000n * 100n;
export const STAKE = 1_000n;

/** Every frame the connection receives from now on, as text (schema strings travel as UTF-8 bytes). */
export function tapFrames(room: Room): string[] {
  const frames: string[] = [];
  const ws = (room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
  const original = ws.onmessage;
  ws.onmessage = (event: MessageEvent) => {
    const data = event.data as ArrayBuffer | string;
    frames.push(typeof data === 'string' ? data : Buffer.from(data).toString('utf8'));
    original?.call(ws, event);
  };
  return frames;
}

export interface Seat {
  player: Player;
  room: Room;
  received: Received;
}

export interface Watched extends Seat {
  /** Raw frames the connection received. */
  frames: string[];
  /** The synced state after every patch, as JSON. */
  states: string[];
}

/** Everything a spectator (or a player, as the control) saw, as one list of strings to search. */
export const everythingSeenBy = (w: Watched): string[] => [
  ...w.frames,
  ...w.states,
  ...w.received.messages.map((m) => JSON.stringify(m)),
];

function watch(seat: Seat): Watched {
  const watched: Watched = { ...seat, frames: tapFrames(seat.room), states: [] };
  seat.room.onStateChange(() => watched.states.push(JSON.stringify(snapshotOf(seat.room))));
  return watched;
}

/** Creator (seat 0), accepter (seat 1) and a spectator in a new challenge's room, all recorded. */
export async function seatedGame(
  h: ChallengeHarness,
  gameType: P2pGameType,
  options: { ready?: boolean } = {},
): Promise<{ id: string; seats: [Watched, Watched]; spectator: Watched }> {
  const [creator, opponent, watcher] = [await h.newPlayer(), await h.newPlayer(), await h.newPlayer()];
  const id = await h.accepted(creator, opponent, gameType);
  const seats: [Watched, Watched] = [
    watch({ player: creator, ...(await h.join(creator, id)) }),
    watch({ player: opponent, ...(await h.join(opponent, id)) }),
  ];
  const spectator = watch({ player: watcher, ...(await h.join(watcher, id, { spectate: true })) });
  if (options.ready !== false) {
    for (const { room } of seats) room.send('ready', {});
    await waitFor(() => snapshotOf(seats[0].room).phase === 'playing', 5_000, 'the game to start');
  }
  return { id, seats, spectator };
}

/** The last private view a connection received (undefined before any). */
export const lastPrivate = (seat: Seat): unknown => seat.received.privates[seat.received.privates.length - 1];

/**
 * Seat 1 drops, comes back within the grace and receives its private view again; it keeps the seat
 * past the grace, and the game still ends by the players (seat 0 resigns).
 */
export async function dropAndReturn(h: ChallengeHarness, gameType: P2pGameType): Promise<void> {
  const { seats } = await seatedGame(h, gameType);
  const [creator, opponent] = seats;
  await waitFor(() => lastPrivate(opponent) ?? undefined, 5_000, "seat 1's private view");
  const token = opponent.room.reconnectionToken;
  opponent.room.connection.close(3001, 'network gone');
  await waitFor(() => snapshotOf(creator.room).seats[1]?.connected === false, 5_000, 'the drop to show');
  const back = await h.client(opponent.player).reconnect(token);
  const privates: unknown[] = [];
  back.onMessage('private', (message: { view: unknown }) => privates.push(message.view));
  await waitFor(() => snapshotOf(creator.room).seats[1]?.connected === true, 5_000, 'the return');
  // Longer than the grace: the returned player keeps the seat.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(snapshotOf(back).phase).toBe('playing');
  expect(privates.filter((v) => v !== null).length).toBeGreaterThan(0);
  creator.room.send('resign', {});
  expect(await waitFor(() => resultOf(back), 8_000, 'the end')).toMatchObject({
    result: 'opponent',
    reason: 'resignation',
    winnerId: opponent.player.userId,
  });
  expect(await h.coins(opponent.player)).toBe(START + STAKE);
}

/** Seat 1 drops and does not come back: it forfeits after the grace and seat 0 is paid. */
export async function forfeitOnDrop(h: ChallengeHarness, gameType: P2pGameType): Promise<void> {
  const { id, seats } = await seatedGame(h, gameType);
  const [creator, opponent] = seats;
  opponent.room.connection.close(3001, 'network gone');
  const result = await waitFor(() => resultOf(creator.room), 8_000, 'the forfeit');
  expect(result).toMatchObject({ result: 'creator', reason: 'forfeit', winnerId: creator.player.userId });
  expect(await h.coins(creator.player)).toBe(START + STAKE);
  expect(await h.coins(opponent.player)).toBe(START - STAKE);
  expect((await h.challengeRow(id)).status).toBe('finished');
  expect((await h.audit()).ok).toBe(true);
}
