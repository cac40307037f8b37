import type { IncomingMessage } from 'node:http';
import { matchMaker, type Room } from '@colyseus/core';
import type { PlayerWhereabouts } from '@casino/contracts';

/** A room that can say where a player connected to it is (the poker, live and challenge rooms). */
interface PlaceRoom {
  whereabouts(): PlayerWhereabouts | null;
}
const isPlaceRoom = (room: unknown): room is PlaceRoom =>
  typeof (room as Partial<PlaceRoom> | undefined)?.whereabouts === 'function';

/**
 * Where the player opening this room connection will be, read when the WebSocket opens (before the
 * room sees the join): the room is the one the URL names (`/<process>/<room>?sessionId=…`, as the
 * transport reads it), and the seat reservation's join options say whether they only watch
 * (`spectate`). Lobbies and rooms that do not know their place yet answer null: online, nowhere.
 */
export function whereaboutsOfConnection(req: IncomingMessage): PlayerWhereabouts | null {
  const url = new URL(`ws://server${req.url ?? '/'}`);
  const roomId = /\/[a-zA-Z0-9_-]+\/([a-zA-Z0-9_-]+)$/.exec(url.pathname)?.[1];
  if (!roomId) return null;
  const room: Room | undefined = matchMaker.getLocalRoomById(roomId);
  if (!isPlaceRoom(room)) return null;
  const where = room.whereabouts();
  if (!where) return null;
  const sessionId = url.searchParams.get('sessionId') ?? '';
  // Colyseus keeps the reservation as [joinOptions, authData, ...] until the join completes.
  const seats = (room as unknown as { reservedSeats?: Record<string, [unknown, ...unknown[]]> })
    .reservedSeats;
  const options = seats?.[sessionId]?.[0] as { spectate?: unknown } | undefined;
  return options?.spectate === true ? { ...where, watching: true } : where;
}
