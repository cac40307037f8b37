import type { Database, Transaction } from '@casino/db';
import type { SettledPlay } from '../projections/settled-play.js';
import { ACHIEVEMENT_RULES } from './achievement-rules.js';

/**
 * Applies a player's plays to every achievement rule: progress grows by what each play adds, and an
 * achievement unlocks at the settlement time of the play that reached its target, once. Rows are
 * locked in rule-id order (a fixed order), so concurrent projectors cannot deadlock on them.
 */
export async function advanceAchievements(
  trx: Transaction<Database>,
  userId: string,
  plays: readonly SettledPlay[],
): Promise<string[]> {
  const ordered = [...plays].sort((a, b) => (a.eventId < b.eventId ? -1 : 1));
  const changes = ACHIEVEMENT_RULES.map((rule) => ({
    rule,
    added: ordered.map((p) => ({ at: p.at, n: rule.progressOf(p) })).filter((x) => x.n > 0n),
  }))
    .filter((c) => c.added.length > 0)
    .sort((a, b) => (a.rule.id < b.rule.id ? -1 : 1));
  if (changes.length === 0) return [];

  const existing = await trx
    .selectFrom('player_achievements')
    .select(['achievement_id', 'progress', 'unlocked_at'])
    .where('user_id', '=', userId)
    .where(
      'achievement_id',
      'in',
      changes.map((c) => c.rule.id),
    )
    .orderBy('achievement_id')
    .forUpdate()
    .execute();
  const byId = new Map(existing.map((row) => [row.achievement_id, row]));

  const unlocked: string[] = [];
  const rows = changes.map(({ rule, added }) => {
    const row = byId.get(rule.id);
    let progress = row?.progress ?? 0n;
    let unlockedAt = row?.unlocked_at ?? null;
    for (const step of added) {
      progress += step.n;
      if (unlockedAt === null && progress >= rule.target) {
        unlockedAt = step.at;
        unlocked.push(rule.id);
      }
    }
    return { user_id: userId, achievement_id: rule.id, progress, unlocked_at: unlockedAt };
  });
  // One statement for every rule the plays moved (the rows are locked above, in rule-id order).
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
