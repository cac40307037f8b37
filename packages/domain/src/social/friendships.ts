import { MAX_FRIENDS, type Friend, type FriendList } from '@casino/contracts';
import type { Database, Kysely, Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { PLAYER_CARD_COLUMNS, toPlayerCard } from './player-cards.js';
import type { PresenceReader } from './presence.js';
import { lockPlayers, type LockedPlayer } from './social-locks.js';
import { updateSocialLevels, type ActivityDelta } from './social-level.js';

export const FRIEND_LIMIT_MESSAGE = `You have reached the limit of ${MAX_FRIENDS} friends.`;
export const THEIR_FRIEND_LIMIT_MESSAGE = `This player has reached the limit of ${MAX_FRIENDS} friends.`;
export const NOT_FRIENDS_MESSAGE = 'This player is not your friend.';

/** Refuses a new friendship that would take either player past MAX_FRIENDS (the caller first). */
export function assertRoomForFriend(caller: LockedPlayer, other: LockedPlayer): void {
  if (caller.friends_count >= MAX_FRIENDS) throw new DomainError('conflict', FRIEND_LIMIT_MESSAGE);
  if (other.friends_count >= MAX_FRIENDS) throw new DomainError('conflict', THEIR_FRIEND_LIMIT_MESSAGE);
}

/**
 * Makes two players friends, inside a transaction that holds both users rows (lockPlayers): the two
 * friendships rows, both friends counts and social levels, and a `new_friend` feed item for each side.
 */
export async function makeFriends(
  trx: Transaction<Database>,
  a: string,
  b: string,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b, created_at: now },
      { user_id: b, friend_id: a, created_at: now },
    ])
    .execute();
  await trx
    .updateTable('users')
    .set((eb) => ({ friends_count: eb('friends_count', '+', 1) }))
    .where('id', 'in', [a, b])
    .execute();
  await trx
    .insertInto('social_feed_items')
    .values([
      { user_id: a, kind: 'new_friend', payload: JSON.stringify({ friendId: b }), created_at: now },
      { user_id: b, kind: 'new_friend', payload: JSON.stringify({ friendId: a }), created_at: now },
    ])
    .execute();
  await recomputeLevelsOf(trx, a, b, now);
}

/** Both friends' social levels after their friends_count changed (one statement set for the pair). */
const recomputeLevelsOf = (trx: Transaction<Database>, a: string, b: string, now: Date) =>
  updateSocialLevels(trx, new Map<string, ActivityDelta>([a, b].map((id) => [id, {}])), now);

/**
 * Ends a friendship, inside a transaction that holds both users rows: both rows, both counts, both
 * levels. Returns false when they were not friends (nothing changes then).
 */
export async function endFriendship(
  trx: Transaction<Database>,
  a: string,
  b: string,
  now: Date,
): Promise<boolean> {
  const removed = await trx
    .deleteFrom('friendships')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('friend_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('friend_id', '=', a)]),
      ]),
    )
    .returning('user_id')
    .execute();
  if (removed.length === 0) return false;
  await trx
    .updateTable('users')
    .set((eb) => ({ friends_count: eb('friends_count', '-', 1) }))
    .where(
      'id',
      'in',
      removed.map((row) => row.user_id),
    )
    .where('friends_count', '>', 0)
    .execute();
  await recomputeLevelsOf(trx, a, b, now);
  return true;
}

/**
 * GET /api/friends: the caller's friends with the spec's fields, whether each is online and where
 * they play (presence), lastSeen when offline; online friends first, then by name.
 */
export async function listFriends(
  db: Kysely<Database>,
  presence: PresenceReader,
  userId: string,
): Promise<FriendList> {
  const rows = await db
    .selectFrom('friendships')
    .innerJoin('users', 'users.id', 'friendships.friend_id')
    .select([...PLAYER_CARD_COLUMNS, 'users.last_seen_at', 'friendships.created_at as friends_since'])
    .where('friendships.user_id', '=', userId)
    .execute();
  const statuses = await presence.statusOf(rows.map((row) => row.id));
  const friends: Friend[] = rows.map((row) => {
    const status = statuses.get(row.id);
    const isOnline = status?.isOnline ?? false;
    return {
      ...toPlayerCard(row),
      isOnline,
      lastSeen: isOnline || !row.last_seen_at ? null : new Date(row.last_seen_at).toISOString(),
      friendsSince: new Date(row.friends_since).toISOString(),
      playingAt: isOnline ? (status?.playingAt ?? null) : null,
    };
  });
  return friends.sort(
    (x, y) =>
      Number(y.isOnline) - Number(x.isOnline) ||
      x.displayName.localeCompare(y.displayName, 'en') ||
      (x.id < y.id ? -1 : x.id > y.id ? 1 : 0),
  );
}

/** DELETE /api/friends/:userId: ends a friendship on both sides. */
export async function removeFriend(
  db: Kysely<Database>,
  userId: string,
  friendId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockPlayers(trx, [userId, friendId]);
    if (!(await endFriendship(trx, userId, friendId, now)))
      throw new DomainError('not_found', NOT_FRIENDS_MESSAGE);
  });
}
