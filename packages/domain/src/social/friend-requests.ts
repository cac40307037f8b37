import {
  FRIEND_REQUESTS_PER_DAY,
  type FriendRequest,
  type FriendRequestList,
  type PlayerCard,
} from '@casino/contracts';
import { PgErrorCode, pgErrorCode, type Database, type Kysely, type Transaction } from '@casino/db';
import type { FriendRequestRow } from '@casino/db';
import { DomainError } from '../errors.js';
import { assertRoomForFriend, makeFriends } from './friendships.js';
import { playerCards } from './player-cards.js';
import { areFriends, blockedEitherWay } from './relations.js';
import { lockPlayers } from './social-locks.js';

/**
 * Friend requests (issue 17): a player asks another; the other accepts or declines, the sender may
 * cancel. At most one request is pending per pair, whichever way it goes (friend_requests_one_pending);
 * when the other already asked, asking back accepts theirs. Every write locks both players' users rows
 * in sorted order first, so two requests between a pair (or a request and a block, or two accepts)
 * happen one after the other: two players asking each other at the same instant end as one friendship.
 *
 * Limits: FRIEND_REQUESTS_PER_DAY requests sent in any 24 hours, MAX_FRIENDS friends per player.
 */

export const PLAYER_NOT_FOUND_MESSAGE = 'Player not found.';
export const REQUEST_NOT_FOUND_MESSAGE = 'Friend request not found.';
export const SELF_REQUEST_MESSAGE = 'body.userId: you cannot send a friend request to yourself';
export const BLOCKED_MESSAGE = 'You cannot send a friend request to this player.';
export const ALREADY_FRIENDS_MESSAGE = 'You are already friends with this player.';
export const ALREADY_REQUESTED_MESSAGE = 'You already sent this player a friend request.';
export const DAILY_REQUEST_LIMIT_MESSAGE = `You can send at most ${FRIEND_REQUESTS_PER_DAY} friend requests a day. Try again tomorrow.`;
export const NOT_PENDING_MESSAGE = 'This friend request is no longer pending.';
export const ONLY_RECIPIENT_MESSAGE = 'Only the player who received this friend request can answer it.';
export const ONLY_SENDER_MESSAGE = 'Only the player who sent this friend request can cancel it.';

const DAY_MS = 86_400_000;

async function requestOf(db: Kysely<Database> | Transaction<Database>, row: FriendRequestRow) {
  const cards = await playerCards(db, [row.from_user_id, row.to_user_id]);
  const card = (id: string): PlayerCard => {
    const found = cards.get(id);
    if (!found) throw new Error(`friend request ${row.id}: no player ${id}`);
    return found;
  };
  return toFriendRequest(row, card);
}

function toFriendRequest(row: FriendRequestRow, card: (id: string) => PlayerCard): FriendRequest {
  return {
    id: String(row.id),
    from: card(row.from_user_id),
    to: card(row.to_user_id),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** What sending a request did: a new pending request, or (they had asked first) a friendship. */
export type SendOutcome =
  { kind: 'requested'; request: FriendRequest } | { kind: 'accepted'; request: FriendRequest };

async function pendingBetween(trx: Transaction<Database>, a: string, b: string) {
  return trx
    .selectFrom('friend_requests')
    .selectAll()
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    )
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a pending request accepted and makes the two friends; the transaction holds both users rows. */
async function acceptLocked(
  trx: Transaction<Database>,
  request: FriendRequestRow,
  recipient: string,
  now: Date,
): Promise<FriendRequestRow> {
  const players = await lockPlayers(trx, [request.from_user_id, request.to_user_id]);
  const me = players.get(recipient);
  const them = players.get(request.from_user_id);
  if (!me || !them || them.suspended_at !== null)
    throw new DomainError('not_found', PLAYER_NOT_FOUND_MESSAGE);
  assertRoomForFriend(me, them);
  const accepted = await trx
    .updateTable('friend_requests')
    .set({ status: 'accepted', responded_at: now })
    .where('id', '=', request.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await makeFriends(trx, request.from_user_id, request.to_user_id, now);
  return accepted;
}

/** POST /api/friends/requests */
export async function sendFriendRequest(
  db: Kysely<Database>,
  fromId: string,
  toId: string,
  now: Date,
): Promise<SendOutcome> {
  if (fromId === toId)
    throw new DomainError('validation_error', SELF_REQUEST_MESSAGE, { field: 'body.userId' });
  try {
    return await db.transaction().execute(async (trx) => {
      const players = await lockPlayers(trx, [fromId, toId]);
      const me = players.get(fromId);
      const them = players.get(toId);
      if (!me) throw new DomainError('unauthorized', 'Unauthorized');
      if (!them || them.suspended_at !== null) throw new DomainError('not_found', PLAYER_NOT_FOUND_MESSAGE);
      if (await blockedEitherWay(trx, fromId, toId)) throw new DomainError('forbidden', BLOCKED_MESSAGE);
      if (await areFriends(trx, fromId, toId)) throw new DomainError('conflict', ALREADY_FRIENDS_MESSAGE);
      const pending = await pendingBetween(trx, fromId, toId);
      if (pending?.from_user_id === fromId) throw new DomainError('conflict', ALREADY_REQUESTED_MESSAGE);
      if (pending) {
        const accepted = await acceptLocked(trx, pending, fromId, now);
        return { kind: 'accepted', request: await requestOf(trx, accepted) } as const;
      }
      const sentToday = await trx
        .selectFrom('friend_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('from_user_id', '=', fromId)
        .where('created_at', '>', new Date(now.getTime() - DAY_MS))
        .executeTakeFirstOrThrow();
      if (Number(sentToday.n) >= FRIEND_REQUESTS_PER_DAY)
        throw new DomainError('rate_limited', DAILY_REQUEST_LIMIT_MESSAGE);
      assertRoomForFriend(me, them);
      const row = await trx
        .insertInto('friend_requests')
        .values({ from_user_id: fromId, to_user_id: toId, status: 'pending', created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { kind: 'requested', request: await requestOf(trx, row) } as const;
    });
  } catch (error) {
    // Unreachable while the users rows are locked first; kept so the index alone still refuses cleanly.
    if (pgErrorCode(error) === PgErrorCode.uniqueViolation)
      throw new DomainError('conflict', ALREADY_REQUESTED_MESSAGE);
    throw error;
  }
}

type Answer = 'accept' | 'decline' | 'cancel';

/**
 * Accept, decline (the recipient) or cancel (the sender) a pending request. Another player's request
 * is not found; one already answered is a conflict.
 */
export async function answerFriendRequest(
  db: Kysely<Database>,
  userId: string,
  requestId: string,
  answer: Answer,
  now: Date,
): Promise<FriendRequest> {
  const found = await db
    .selectFrom('friend_requests')
    .selectAll()
    .where('id', '=', BigInt(requestId))
    .executeTakeFirst();
  if (!found || (found.from_user_id !== userId && found.to_user_id !== userId))
    throw new DomainError('not_found', REQUEST_NOT_FOUND_MESSAGE);
  if (answer === 'cancel' && found.from_user_id !== userId)
    throw new DomainError('forbidden', ONLY_SENDER_MESSAGE);
  if (answer !== 'cancel' && found.to_user_id !== userId)
    throw new DomainError('forbidden', ONLY_RECIPIENT_MESSAGE);
  const row = await db.transaction().execute(async (trx) => {
    await lockPlayers(trx, [found.from_user_id, found.to_user_id]);
    const current = await trx
      .selectFrom('friend_requests')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status !== 'pending') throw new DomainError('conflict', NOT_PENDING_MESSAGE);
    if (answer === 'accept') return acceptLocked(trx, current, userId, now);
    return trx
      .updateTable('friend_requests')
      .set({ status: answer === 'decline' ? 'declined' : 'cancelled', responded_at: now })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return requestOf(db, row);
}

/** GET /api/friends/requests: pending requests to and from the caller, newest first. */
export async function listFriendRequests(db: Kysely<Database>, userId: string): Promise<FriendRequestList> {
  const rows = await db
    .selectFrom('friend_requests')
    .selectAll()
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const cards = await playerCards(
    db,
    rows.flatMap((row) => [row.from_user_id, row.to_user_id]),
  );
  const card = (id: string): PlayerCard => {
    const found = cards.get(id);
    if (!found) throw new Error(`no player ${id}`);
    return found;
  };
  const requests = rows.map((row) => toFriendRequest(row, card));
  return {
    incoming: requests.filter((request) => request.to.id === userId),
    outgoing: requests.filter((request) => request.from.id === userId),
  };
}
