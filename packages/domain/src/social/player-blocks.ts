import type { BlockedPlayer, BlockedPlayers } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { endFriendship } from './friendships.js';
import { PLAYER_CARD_COLUMNS, toPlayerCard } from './player-cards.js';
import { PLAYER_NOT_FOUND_MESSAGE } from './friend-requests.js';
import { lockPlayers } from './social-locks.js';

/**
 * Blocks (issue 17). Blocking a player ends the friendship, cancels every pending friend request and
 * game invite between the two, and from then on each is hidden from the other's search and cannot
 * ask or invite the other. Blocking twice is the same as once; only the blocker can unblock.
 */

export const SELF_BLOCK_MESSAGE = 'body.userId: you cannot block yourself';
export const NOT_BLOCKED_MESSAGE = 'You have not blocked this player.';

/** POST /api/friends/blocked */
export async function blockPlayer(
  db: Kysely<Database>,
  userId: string,
  blockedId: string,
  now: Date,
): Promise<BlockedPlayer> {
  if (userId === blockedId)
    throw new DomainError('validation_error', SELF_BLOCK_MESSAGE, { field: 'body.userId' });
  await db.transaction().execute(async (trx) => {
    const players = await lockPlayers(trx, [userId, blockedId]);
    if (!players.has(blockedId)) throw new DomainError('not_found', PLAYER_NOT_FOUND_MESSAGE);
    await trx
      .insertInto('player_blocks')
      .values({ user_id: userId, blocked_user_id: blockedId, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await endFriendship(trx, userId, blockedId, now);
    await trx
      .updateTable('friend_requests')
      .set({ status: 'cancelled', responded_at: now })
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', userId), eb('to_user_id', '=', blockedId)]),
          eb.and([eb('from_user_id', '=', blockedId), eb('to_user_id', '=', userId)]),
        ]),
      )
      .execute();
    await trx
      .updateTable('game_invites')
      .set({ status: 'cancelled', responded_at: now })
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', userId), eb('to_user_id', '=', blockedId)]),
          eb.and([eb('from_user_id', '=', blockedId), eb('to_user_id', '=', userId)]),
        ]),
      )
      .execute();
  });
  const blocked = (await listBlockedPlayers(db, userId)).find((player) => player.id === blockedId);
  if (!blocked) throw new Error(`block of ${blockedId} by ${userId} not recorded`);
  return blocked;
}

/** DELETE /api/friends/blocked/:userId */
export async function unblockPlayer(db: Kysely<Database>, userId: string, blockedId: string): Promise<void> {
  const removed = await db
    .deleteFrom('player_blocks')
    .where('user_id', '=', userId)
    .where('blocked_user_id', '=', blockedId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw new DomainError('not_found', NOT_BLOCKED_MESSAGE);
}

/** GET /api/friends/blocked: the players the caller blocked, most recent first. */
export async function listBlockedPlayers(db: Kysely<Database>, userId: string): Promise<BlockedPlayers> {
  const rows = await db
    .selectFrom('player_blocks')
    .innerJoin('users', 'users.id', 'player_blocks.blocked_user_id')
    .select([...PLAYER_CARD_COLUMNS, 'player_blocks.created_at as blocked_at'])
    .where('player_blocks.user_id', '=', userId)
    .orderBy('player_blocks.created_at', 'desc')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ ...toPlayerCard(row), blockedAt: new Date(row.blocked_at).toISOString() }));
}
