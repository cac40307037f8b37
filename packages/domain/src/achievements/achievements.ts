import type { Achievement } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { MINOR_UNITS_PER_COIN } from '../money.js';
import { projectEventsOf } from '../projections/event-projector.js';
import { ACHIEVEMENT_RULES, type AchievementRule } from './achievement-rules.js';

const shown = (rule: AchievementRule, units: bigint): number =>
  rule.unit === 'coins' ? Number(units / MINOR_UNITS_PER_COIN) : Number(units);

/** GET /api/achievements: every achievement with the player's progress, after their rounds are projected. */
export async function listAchievements(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<Achievement[]> {
  await projectEventsOf(db, userId, clock);
  const rows = await db
    .selectFrom('player_achievements')
    .select(['achievement_id', 'progress', 'unlocked_at'])
    .where('user_id', '=', userId)
    .execute();
  const byId = new Map(rows.map((r) => [r.achievement_id, r]));
  return ACHIEVEMENT_RULES.map((rule) => {
    const row = byId.get(rule.id);
    const progress = row ? (row.progress < rule.target ? row.progress : rule.target) : 0n;
    return {
      id: rule.id,
      badgeIcon: rule.badgeIcon,
      achievementName: rule.name,
      achievementDescription: rule.description,
      unlockedAt: row?.unlocked_at ? row.unlocked_at.toISOString() : null,
      progress: shown(rule, progress),
      target: shown(rule, rule.target),
      unit: rule.unit,
    };
  });
}
