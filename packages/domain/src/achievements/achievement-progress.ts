import type { Database, Transaction } from '@casino/db';
import type { SettledPlay } from '../projections/settled-play.js';
import { ACHIEVEMENT_RULES } from './achievement-rules.js';

/** An achievement a batch unlocked: the play (event) that reached its target, and when. */
export interface UnlockedAchievement {
  id: string;
  name: string;
  eventId: bigint;
  at: Date;
}

/**
 * Applies each player's plays to every achievement rule: progress grows by what each play adds, and
 * an achievement unlocks at the settlement time of the play that reached its target, once. Two
 * statements for the whole batch: the rows the plays move are locked in (player, rule id) order, a
 * fixed order, so concurrent projectors cannot deadlock on them, and then written in one upsert.
 * Returns the achievements unlocked, per player, each with the play that unlocked it.
 */
export async function advanceAchievements(
  trx: Transaction<Database>,
  playsByUser: ReadonlyMap<string, readonly SettledPlay[]>,
): Promise<Map<string, UnlockedAchievement[]>> {
  const changes = [...playsByUser.keys()].sort().flatMap((userId) => {
    const ordered = [...(playsByUser.get(userId) ?? [])].sort((a, b) => (a.eventId < b.eventId ? -1 : 1));
    return ACHIEVEMENT_RULES.map((rule) => ({
      userId,
      rule,
      added: ordered
        // An achievement counted in coins adds up coin rounds only (issue 18: never a sum of both
        // currencies); one that counts rounds or feats counts every round, whatever its currency.
        .map((p) => ({
          at: p.at,
          eventId: p.eventId,
          n: rule.unit === 'coins' && p.currency !== 'coins' ? 0n : rule.progressOf(p),
        }))
        .filter((x) => x.n > 0n),
    })).filter((c) => c.added.length > 0);
  });
  if (changes.length === 0) return new Map();

  const existing = await trx
    .selectFrom('player_achievements')
    .select(['user_id', 'achievement_id', 'progress', 'unlocked_at'])
    .where('user_id', 'in', [...new Set(changes.map((c) => c.userId))])
    .where('achievement_id', 'in', [...new Set(changes.map((c) => c.rule.id))])
    .orderBy('user_id')
    .orderBy('achievement_id')
    .forUpdate()
    .execute();
  const byKey = new Map(existing.map((row) => [`${row.user_id}/${row.achievement_id}`, row]));

  const unlocked = new Map<string, UnlockedAchievement[]>();
  const rows = changes
    .sort((a, b) => (a.userId !== b.userId ? (a.userId < b.userId ? -1 : 1) : a.rule.id < b.rule.id ? -1 : 1))
    .map(({ userId, rule, added }) => {
      const row = byKey.get(`${userId}/${rule.id}`);
      let progress = row?.progress ?? 0n;
      let unlockedAt = row?.unlocked_at ?? null;
      for (const step of added) {
        progress += step.n;
        if (unlockedAt === null && progress >= rule.target) {
          unlockedAt = step.at;
          const entry = { id: rule.id, name: rule.name, eventId: step.eventId, at: step.at };
          unlocked.set(userId, [...(unlocked.get(userId) ?? []), entry]);
        }
      }
      return { user_id: userId, achievement_id: rule.id, progress, unlocked_at: unlockedAt };
    });
  await trx
    .insertInto('player_achievements')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'achievement_id']).doUpdateSet((eb) => ({
        progress: eb.ref('excluded.progress'),
        unlocked_at: eb.ref('excluded.unlocked_at'),
      })),
    )
    .execute();
  return unlocked;
}
