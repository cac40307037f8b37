import { ChallengeGameType } from '@casino/contracts';
import { sql, type DailyChallengeRow, type Database, type Kysely, type Transaction } from '@casino/db';
import { calendarDayOf, type CalendarDay } from '../calendar-day.js';
import { challengeGameOf } from '../leaderboards/game-categories.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { move } from '../ledger/transfer.js';
import { postWalletCredits } from '../ledger/wallet-credits.js';
import { awardPoints } from '../loyalty/loyalty-account.js';
import { formatMoney } from '../money.js';
import { isWinningPlay, type SettledPlay } from '../projections/settled-play.js';
import { CHALLENGES_PER_DAY, challengeTitle, generateDailyChallenges } from './challenge-generator.js';

/** The key of one player's day in the maps and sets below. */
const playerDayKey = (userId: string, day: string): string => `${userId}/${day}`;

/** Stores a player's challenges of a day if they are not stored yet (the same ones, whoever comes first). */
export const ensureDailyChallenges = (
  db: Kysely<Database>,
  userId: string,
  day: CalendarDay,
): Promise<void> => ensureDailyChallengesOf(db, [{ userId, day }]);

/**
 * ensureDailyChallenges for several players' days: a plain read of which days are stored, then one
 * insert of the days that are not. The read comes first because an insert's conflict check waits for
 * any transaction updating the conflicting row, and a projector batch updates a player's challenges
 * with every play: `pnpm bench crowd` had the one-player insert at 6.7 ms a call on average, with 18
 * rows stored in 241 calls.
 */
export async function ensureDailyChallengesOf(
  db: Kysely<Database>,
  days: ReadonlyArray<{ userId: string; day: CalendarDay }>,
): Promise<void> {
  if (days.length === 0) return;
  const stored = await db
    .selectFrom('daily_challenges')
    .select(['user_id', 'day', (eb) => eb.fn.countAll().as('slots')])
    .where('user_id', 'in', [...new Set(days.map((d) => d.userId))])
    .where('day', 'in', [...new Set(days.map((d) => d.day))])
    .groupBy(['user_id', 'day'])
    .execute();
  const complete = new Set(
    stored.filter((s) => Number(s.slots) >= CHALLENGES_PER_DAY).map((s) => playerDayKey(s.user_id, s.day)),
  );
  const missing = days.filter(({ userId, day }) => !complete.has(playerDayKey(userId, day)));
  const rows = missing.flatMap(({ userId, day }) =>
    generateDailyChallenges(userId, day).map((s) => ({
      user_id: userId,
      day,
      slot: s.slot,
      challenge_type: s.challengeType,
      game_type: s.gameType,
      target: s.target,
      reward_coins: s.rewardCoins,
      reward_points: s.rewardPoints,
    })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('daily_challenges')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'day', 'slot']).doNothing())
    .execute();
}

/** How much one play advances a challenge: a round, or what a winning round returned. */
export function challengeProgressOf(
  challenge: Pick<DailyChallengeRow, 'challenge_type' | 'game_type'>,
  play: SettledPlay,
): bigint {
  const game = challengeGameOf(play.category);
  if (challenge.game_type !== 'any' && challenge.game_type !== game) return 0n;
  if (challenge.challenge_type === 'play_sessions') return 1n;
  // A win amount is counted in coins: a sweepstakes round adds rounds played, never its amounts.
  return isWinningPlay(play) && play.currency === 'coins' ? play.winUnits : 0n;
}

/**
 * Advances each player's challenges of every day their plays settled on, and completes (with their
 * points) every challenge the plays completed, in a few statements for the whole batch: the days'
 * challenges are stored, the open ones locked in (player, day, slot) order, and their progress
 * written in one update. Completion is a conditional update (completed_at is null): of two
 * projectors that both see the target reached, one completes, the other changes nothing. Returns
 * the coin rewards to pay in the same transaction (payChallengeRewards): the caller pays them
 * last, so the wallet rows they lock stay locked only until the commit.
 */
export async function advanceChallenges(
  trx: Transaction<Database>,
  playsByUser: ReadonlyMap<string, readonly SettledPlay[]>,
  now: Date,
): Promise<ChallengeReward[]> {
  // Each player's plays per day they settled on, in (player, day) order.
  const byDay = new Map<string, { userId: string; day: CalendarDay; plays: SettledPlay[] }>();
  for (const [userId, plays] of playsByUser)
    for (const play of plays) {
      const day = calendarDayOf(play.at);
      const key = playerDayKey(userId, day);
      const entry = byDay.get(key) ?? { userId, day, plays: [] };
      entry.plays.push(play);
      byDay.set(key, entry);
    }
  if (byDay.size === 0) return [];
  const days = [...byDay.values()].sort((a, b) =>
    a.userId !== b.userId ? (a.userId < b.userId ? -1 : 1) : a.day < b.day ? -1 : a.day > b.day ? 1 : 0,
  );
  await ensureDailyChallengesOf(trx, days);
  const open = await trx
    .selectFrom('daily_challenges')
    .selectAll()
    .where('user_id', 'in', [...new Set(days.map((d) => d.userId))])
    .where('day', 'in', [...new Set(days.map((d) => d.day))])
    .where('completed_at', 'is', null)
    .orderBy('user_id')
    .orderBy('day')
    .orderBy('slot')
    .forUpdate()
    .execute();

  const advanced = open.flatMap((challenge) => {
    const plays = byDay.get(playerDayKey(challenge.user_id, challenge.day))?.plays ?? [];
    const added = plays.reduce((sum, play) => sum + challengeProgressOf(challenge, play), 0n);
    return added > 0n ? [{ challenge, added }] : [];
  });
  if (advanced.length === 0) return [];
  const { rows: progressed } = await sql<{
    id: bigint | string;
    progress: bigint | string;
    target: bigint | string;
  }>`
    update daily_challenges d set progress = least(d.target, d.progress + v.added)
    from unnest(${advanced.map((a) => String(a.challenge.id))}::bigint[], ${advanced.map((a) => String(a.added))}::bigint[])
      as v(id, added)
    where d.id = v.id and d.completed_at is null
    returning d.id, d.progress, d.target`.execute(trx);
  const reached = new Set(
    progressed.filter((r) => BigInt(r.progress) >= BigInt(r.target)).map((r) => String(r.id)),
  );

  const completed: ChallengeReward[] = [];
  for (const { challenge } of advanced) {
    if (reached.has(String(challenge.id)) && (await completeChallenge(trx, challenge, now)))
      completed.push(challenge);
  }
  return completed;
}

/** A completed challenge whose coins are still to be paid. */
export type ChallengeReward = Pick<DailyChallengeRow, 'id' | 'user_id' | 'day' | 'reward_coins'>;

/**
 * Pays completed challenges' coins from the promotions account, wallets in lock order
 * (postWalletCredits). The ledger key `challenge:<id>` refuses a second payment of one challenge.
 */
export async function payChallengeRewards(
  trx: Transaction<Database>,
  rewards: readonly ChallengeReward[],
): Promise<void> {
  await postWalletCredits(
    trx,
    rewards.map((reward) => ({
      userId: reward.user_id,
      transfer: move(promotions(), wallet(reward.user_id), reward.reward_coins, {
        kind: 'challenge_reward',
        currency: 'coins',
        idempotencyKey: `challenge:${reward.id}`,
        memo: { challengeId: reward.id.toString(), day: reward.day },
      }),
    })),
  );
}

/** Marks a reached challenge completed and credits its points, once; its coins are paid by the caller. */
async function completeChallenge(
  trx: Transaction<Database>,
  challenge: DailyChallengeRow,
  now: Date,
): Promise<boolean> {
  const done = await trx
    .updateTable('daily_challenges')
    .set({ completed_at: now })
    .where('id', '=', challenge.id)
    .where('completed_at', 'is', null)
    .where((eb) => eb('progress', '>=', eb.ref('target')))
    .returning('id')
    .executeTakeFirst();
  if (!done) return false;
  const source = `challenge:${challenge.id}`;
  const title = challengeTitle({
    challengeType: challenge.challenge_type,
    gameType: ChallengeGameType.parse(challenge.game_type),
    target: challenge.target,
  });
  await awardPoints(trx, {
    userId: challenge.user_id,
    kind: 'challenge',
    description: `Daily challenge completed: ${title} (+${formatMoney(challenge.reward_coins)} coins)`,
    points: challenge.reward_points,
    coinsChange: challenge.reward_coins,
    sourceKey: source,
    at: now,
  });
  return true;
}
