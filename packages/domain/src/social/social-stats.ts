import { socialBadgeOf, type SocialStats } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import type { PresenceReader } from './presence.js';
import { friendIdsOf } from './relations.js';

/**
 * GET /api/social/stats: the hub's four stat cards. Friends and the social level are the user's
 * counters (kept by the friendship calls and updateSocialLevel); Online Now counts the friends present
 * now; Room Invites Sent counts every game invite the player ever sent.
 */
export async function socialStats(
  db: Kysely<Database>,
  presence: PresenceReader,
  userId: string,
): Promise<SocialStats> {
  const user = await db
    .selectFrom('users')
    .select(['friends_count', 'social_level'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new DomainError('unauthorized', 'Unauthorized');
  const [friendIds, invites] = await Promise.all([
    friendIdsOf(db, userId),
    db
      .selectFrom('game_invites')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('from_user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const statuses = await presence.statusOf(friendIds);
  return {
    friends: user.friends_count,
    socialLevel: user.social_level,
    socialBadge: socialBadgeOf(user.social_level),
    onlineNow: [...statuses.values()].filter((status) => status.isOnline).length,
    roomInvitesSent: Number(invites.n),
  };
}
