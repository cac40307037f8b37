import { sql, type Database, type Transaction } from '@casino/db';

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
  const levels = await updateSocialLevels(trx, new Map([[userId, delta]]), now);
  const level = levels.get(userId);
  if (level === undefined) throw new Error(`no users row for ${userId}`);
  return level;
}

/**
 * updateSocialLevel for several players in four statements whatever their number (the projector's
 * batch holds the plays of dozens of players, and its transaction holds their loyalty rows: one
 * round trip per player kept those rows locked for seconds under load). The users rows are locked
 * first, in id order, then the counters are written in that order: the order every social write
 * takes (friend calls lock users rows, sorted, before they come here), so two of them never wait on
 * each other in a circle. Returns each player's new level; a player without a users row is left out.
 */
export async function updateSocialLevels(
  trx: Transaction<Database>,
  deltas: ReadonlyMap<string, ActivityDelta>,
  now: Date,
): Promise<Map<string, number>> {
  const userIds = [...deltas.keys()].sort();
  if (userIds.length === 0) return new Map();
  const users = await trx
    .selectFrom('users')
    .select(['id', 'friends_count', 'social_level'])
    .where('id', 'in', userIds)
    .orderBy('id')
    // NO KEY UPDATE: a settlement in flight holds KEY SHARE on the row (its outbox event names the
    // player), and the level's update changes no key, so the projector need not wait for it.
    .forNoKeyUpdate()
    .execute();
  if (users.length === 0) return new Map();
  const counters = await trx
    .insertInto('social_activity')
    .values(
      users.map((user) => {
        const delta = deltas.get(user.id) ?? {};
        return {
          user_id: user.id,
          rounds_played: delta.roundsPlayed ?? 0,
          challenges_played: delta.challengesPlayed ?? 0,
          shares: delta.shares ?? 0,
          updated_at: now,
        };
      }),
    )
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        rounds_played: eb('social_activity.rounds_played', '+', eb.ref('excluded.rounds_played')),
        challenges_played: eb('social_activity.challenges_played', '+', eb.ref('excluded.challenges_played')),
        shares: eb('social_activity.shares', '+', eb.ref('excluded.shares')),
        updated_at: now,
      })),
    )
    .returning(['user_id', 'rounds_played', 'challenges_played', 'shares'])
    .execute();
  const countersOf = new Map(counters.map((c) => [c.user_id, c]));
  const levels = new Map<string, number>();
  const changed: Array<{ userId: string; level: number; previous: number }> = [];
  for (const user of users) {
    const c = countersOf.get(user.id);
    if (!c) throw new Error(`social_activity of ${user.id} was not written`);
    const level = socialLevelOf({
      roundsPlayed: c.rounds_played,
      challengesPlayed: c.challenges_played,
      friends: user.friends_count,
      shares: c.shares,
    });
    levels.set(user.id, level);
    if (level !== user.social_level) changed.push({ userId: user.id, level, previous: user.social_level });
  }
  if (changed.length === 0) return levels;
  await sql`
    update users u set social_level = v.level
    from unnest(${changed.map((c) => c.userId)}::text[], ${changed.map((c) => c.level)}::int[]) as v(id, level)
    where u.id = v.id`.execute(trx);
  const ups = changed.filter((c) => c.level > c.previous);
  if (ups.length > 0)
    await trx
      .insertInto('social_feed_items')
      .values(
        ups.map((c) => ({
          user_id: c.userId,
          kind: 'level_up',
          payload: JSON.stringify({ ladder: 'social', level: c.level, previous: c.previous }),
          created_at: now,
        })),
      )
      .execute();
  return levels;
}
