import type { Database, Transaction } from '@casino/db';

/**
 * The social level (issue 17), from what a player does with others and at the tables:
 *
 *   points = floor(roundsPlayed / 20) + 2 × challengesPlayed + 5 × friends + 2 × min(shares, 50)
 *   level  = floor(points / 5)
 *
 * So a friend is a level, a share or two challenges almost half of one, and a hundred rounds one.
 * The spec's badges (socialBadgeOf in the contracts) read it: 50+ Legend, 25+ Expert, 10+ Pro,
 * otherwise Novice. Shares count up to 50, so sharing alone cannot make a Legend.
 */
export interface SocialActivity {
  roundsPlayed: number;
  challengesPlayed: number;
  friends: number;
  shares: number;
}

export const SHARES_COUNTED = 50;

export function socialPointsOf(activity: SocialActivity): number {
  return (
    Math.floor(activity.roundsPlayed / 20) +
    2 * activity.challengesPlayed +
    5 * activity.friends +
    2 * Math.min(activity.shares, SHARES_COUNTED)
  );
}

export function socialLevelOf(activity: SocialActivity): number {
  return Math.floor(socialPointsOf(activity) / 5);
}

/** What the counters grew by (the projection's batch, a share, a new friend). */
export type ActivityDelta = Partial<Pick<SocialActivity, 'roundsPlayed' | 'challengesPlayed' | 'shares'>>;

/**
 * Adds to the player's counters and recomputes their level from them and users.friends_count (call
 * after changing friends_count, with an empty delta). Writes a `level_up` feed item when the level
 * rises. Returns the new level.
 */
export async function updateSocialLevel(
  trx: Transaction<Database>,
  userId: string,
  delta: ActivityDelta,
  now: Date,
): Promise<number> {
  // The users row first, then the counters: the order every social write takes (friend calls lock
  // users rows, sorted, before they come here), so two of them never wait on each other in a circle.
  const user = await trx
    .selectFrom('users')
    .select(['friends_count', 'social_level'])
    .where('id', '=', userId)
    // NO KEY UPDATE: a settlement in flight holds KEY SHARE on the row (its outbox event names the
    // player), and the level's update changes no key, so the projector need not wait for it.
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  const counters = await trx
    .insertInto('social_activity')
    .values({
      user_id: userId,
      rounds_played: delta.roundsPlayed ?? 0,
      challenges_played: delta.challengesPlayed ?? 0,
      shares: delta.shares ?? 0,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        rounds_played: eb('social_activity.rounds_played', '+', delta.roundsPlayed ?? 0),
        challenges_played: eb('social_activity.challenges_played', '+', delta.challengesPlayed ?? 0),
        shares: eb('social_activity.shares', '+', delta.shares ?? 0),
        updated_at: now,
      })),
    )
    .returning(['rounds_played', 'challenges_played', 'shares'])
    .executeTakeFirstOrThrow();
  const level = socialLevelOf({
    roundsPlayed: counters.rounds_played,
    challengesPlayed: counters.challenges_played,
    friends: user.friends_count,
    shares: counters.shares,
  });
  if (level !== user.social_level) {
    await trx.updateTable('users').set({ social_level: level }).where('id', '=', userId).execute();
  }
  if (level > user.social_level) {
    await trx
      .insertInto('social_feed_items')
      .values({
        user_id: userId,
        kind: 'level_up',
        payload: JSON.stringify({ ladder: 'social', level, previous: user.social_level }),
        created_at: now,
      })
      .execute();
  }
  return level;
}
