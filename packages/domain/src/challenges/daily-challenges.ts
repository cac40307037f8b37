import { ChallengeGameType, type DailyChallenge } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { calendarDayOf } from '../calendar-day.js';
import type { Clock } from '../clock.js';
import { formatMoney, MINOR_UNITS_PER_COIN } from '../money.js';
import { projectEventsOf } from '../projections/event-projector.js';
import { challengeTitle } from './challenge-generator.js';
import { ensureDailyChallenges } from './challenge-progress.js';

const coinsOf = (units: bigint): number => Number(formatMoney(units));

/** GET /api/challenges/daily: today's three challenges (UTC day), after the player's rounds are projected. */
export async function listDailyChallenges(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<DailyChallenge[]> {
  await projectEventsOf(db, userId, clock);
  const day = calendarDayOf(clock());
  await ensureDailyChallenges(db, userId, day);
  const rows = await db
    .selectFrom('daily_challenges')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .orderBy('slot')
    .execute();
  return rows.map((row) => {
    const gameType = ChallengeGameType.parse(row.game_type);
    const amounts = row.challenge_type === 'win_amount';
    return {
      id: row.id.toString(),
      challengeType: row.challenge_type,
      gameType,
      title: challengeTitle({ challengeType: row.challenge_type, gameType, target: row.target }),
      targetValue: amounts ? Number(row.target / MINOR_UNITS_PER_COIN) : Number(row.target),
      currentProgress: amounts ? coinsOf(row.progress) : Number(row.progress),
      rewardCoins: formatMoney(row.reward_coins),
      rewardPoints: row.reward_points,
      isCompleted: row.completed_at !== null,
      completedAt: row.completed_at ? row.completed_at.toISOString() : null,
      day: row.day,
    };
  });
}
