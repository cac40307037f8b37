import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { activeBlockOf } from './breaks-and-exclusions.js';
import { blockedRefusal } from './refusals.js';

/**
 * Marketing stops during a break or self-exclusion (issue 18): no game invites to or from the
 * player, no friend-request notifications pushed to them, no referral rewards or invitations, no
 * promotions (VIP cashback is held back), and no marketing mail. Transactional mail (a password
 * reset, a redemption) is not marketing and still goes. Callers ask here before reaching the player.
 */
export async function playersWithMarketingPaused(
  db: Kysely<Database>,
  userIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('rg_blocks')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', [...new Set(userIds)])
    .where('started_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export const marketingPaused = async (db: Kysely<Database>, userId: string, now: Date): Promise<boolean> =>
  (await playersWithMarketingPaused(db, [userId], now)).has(userId);

/** The refusal a friend gets inviting a player whose marketing is paused (their choice stays private). */
export const NOT_TAKING_INVITES = 'This friend is not taking game invites right now.';

/**
 * Game invites during a break or exclusion: the player cannot send one (it opens a table to play
 * at), and nobody can send one to them.
 */
export async function assertGameInviteAllowed(
  db: Kysely<Database>,
  fromUserId: string,
  toUserId: string,
  now: Date,
): Promise<void> {
  const own = await activeBlockOf(db, fromUserId, now);
  if (own) throw blockedRefusal(own);
  if (await marketingPaused(db, toUserId, now)) throw new DomainError('conflict', NOT_TAKING_INVITES);
}

/** Inviting contacts (referral marketing by the player) is closed during their break or exclusion. */
export async function assertNotPaused(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  const block = await activeBlockOf(db, userId, now);
  if (block) throw blockedRefusal(block);
}
