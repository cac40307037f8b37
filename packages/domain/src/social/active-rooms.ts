import type { ActiveRoomList, PlayerCard } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { playerCards } from './player-cards.js';
import type { PresenceReader } from './presence.js';
import { friendIdsOf } from './relations.js';

/**
 * GET /api/social/active-rooms: the rooms the caller's online friends are in now (from presence:
 * each friend's most recent connection at a table), one entry per room with the friends there,
 * most crowded first. A friend's private table is listed with its code: only the friend's friends
 * see it here, and the friend could invite any of them to it anyway (the code is how they would join).
 */
export async function activeRoomsOfFriends(
  db: Kysely<Database>,
  presence: PresenceReader,
  userId: string,
): Promise<ActiveRoomList> {
  const friendIds = await friendIdsOf(db, userId);
  if (friendIds.length === 0) return [];
  const statuses = await presence.statusOf(friendIds);
  const cards = await playerCards(db, friendIds);
  const rooms = new Map<string, ActiveRoomList[number]>();
  for (const friendId of friendIds) {
    const where = statuses.get(friendId)?.playingAt;
    const card: PlayerCard | undefined = cards.get(friendId);
    if (!where || !card) continue;
    const key = `${where.kind} ${where.route}`;
    const room = rooms.get(key) ?? { ...where, friends: [] };
    room.friends.push(card);
    rooms.set(key, room);
  }
  return [...rooms.values()]
    .map((room) => ({
      ...room,
      friends: room.friends.sort((a, b) => a.displayName.localeCompare(b.displayName)),
    }))
    .sort((a, b) => b.friends.length - a.friends.length || a.name.localeCompare(b.name));
}
