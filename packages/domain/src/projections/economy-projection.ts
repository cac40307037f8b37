import type { Database, Transaction } from '@casino/db';
import { advanceAchievements, type UnlockedAchievement } from '../achievements/achievement-progress.js';
import { advanceChallenges, payChallengeRewards } from '../challenges/challenge-progress.js';
import type { CatalogueGame } from '../leaderboards/game-categories.js';
import { recordLeaderboardPlays } from '../leaderboards/leaderboard-projection.js';
import { lockLoyaltyRows, type LoyaltyRow } from '../loyalty/loyalty-account.js';
import { tierRuleOf } from '../loyalty/loyalty-tiers.js';
import { writeEconomyFeedItems, type EconomyMilestones } from '../social/feed.js';
import { creditWagerPoints } from '../loyalty/wager-points.js';
import { isCoinPlay, toSettledPlay, type SettledPlay, type StoredEvent } from './settled-play.js';

/**
 * The player-economy projections of a batch of events, inside the projector's transaction:
 * loyalty points, monthly leaderboards, achievements and daily challenges (whose rewards are paid
 * here), and the feed items of the achievements unlocked and loyalty tiers reached (social/feed.ts). Each step is a few statements for the whole batch, not per player: statements are what a
 * projection costs, and a batch holds the plays of many players.
 *
 * Lock order: first every player's loyalty row, in player-id order; then their leaderboard rows,
 * achievements and challenges (each in player order); the wallets of challenge rewards last, in
 * ascending id order, just before the commit, so a bet waits on them for moments at most. A
 * player's loyalty row is the gate: every other writer of that player's rows takes it first (and
 * the wallet after it), and two projectors take loyalty rows in the same order, so nothing
 * deadlocks and two projectors never work on one player's events at once.
 */
export async function applyEconomyProjection(
  trx: Transaction<Database>,
  events: readonly StoredEvent[],
  now: Date,
): Promise<void> {
  const games = await catalogueGames(trx, events);
  const plays = events.map((e) => toSettledPlay(e, games)).filter((p): p is SettledPlay => p !== null);
  if (plays.length === 0) return;
  const byUser = new Map<string, SettledPlay[]>();
  for (const play of [...plays].sort((a, b) => (a.eventId < b.eventId ? -1 : 1))) {
    const mine = byUser.get(play.userId) ?? [];
    mine.push(play);
    byUser.set(play.userId, mine);
  }
  const userIds = [...byUser.keys()].sort();
  // Loyalty points and the monthly leaderboards sum amounts in coins: sweepstakes rounds (issue 18)
  // count in neither, so no sum ever mixes the two currencies.
  const coinPlaysByUser = new Map(
    [...byUser].map(([userId, mine]) => [userId, mine.filter(isCoinPlay)] as const),
  );

  const loyalty = await lockLoyaltyRows(trx, userIds);
  const vipUntil = new Map(
    (await trx.selectFrom('users').select(['id', 'vip_until']).where('id', 'in', userIds).execute()).map(
      (u) => [u.id, u.vip_until],
    ),
  );
  await creditWagerPoints(
    trx,
    userIds.flatMap((userId) => {
      const row = loyalty.get(userId);
      return row
        ? [
            {
              loyalty: row,
              vip: { from: row.vip_from, until: vipUntil.get(userId) ?? null },
              plays: coinPlaysByUser.get(userId) ?? [],
            },
          ]
        : [];
    }),
    now,
  );
  await recordLeaderboardPlays(trx, new Map([...coinPlaysByUser].filter(([, mine]) => mine.length > 0)));
  const unlocked = await advanceAchievements(trx, byUser);
  const rewards = await advanceChallenges(trx, byUser, now);
  await writeEconomyFeedItems(trx, await milestonesOf(trx, userIds, loyalty, unlocked, byUser));
  // Last: a reward locks the player's wallet, which their next bet needs, until this commits.
  await payChallengeRewards(trx, rewards);
}

/**
 * What the batch unlocked and raised, for the feed: the achievements, and the loyalty tier of each
 * player whose lifetime points (wagering and challenge rewards) crossed a threshold, read back from
 * the rows this transaction holds.
 */
async function milestonesOf(
  trx: Transaction<Database>,
  userIds: readonly string[],
  before: ReadonlyMap<string, LoyaltyRow>,
  unlocked: ReadonlyMap<string, readonly UnlockedAchievement[]>,
  byUser: ReadonlyMap<string, readonly SettledPlay[]>,
): Promise<EconomyMilestones[]> {
  const after = await trx
    .selectFrom('player_loyalty')
    .select(['user_id', 'total_points_earned'])
    .where('user_id', 'in', userIds)
    .execute();
  const totals = new Map(after.map((r) => [r.user_id, r.total_points_earned]));
  return userIds.flatMap((userId) => {
    const was = tierRuleOf(before.get(userId)?.total_points_earned ?? 0);
    const now = tierRuleOf(totals.get(userId) ?? 0);
    const plays = byUser.get(userId) ?? [];
    const last = plays[plays.length - 1];
    const loyaltyTier =
      now.minPoints > was.minPoints && last
        ? { tier: now.tier, previous: was.tier, eventId: last.eventId, at: last.at }
        : null;
    const achievements = unlocked.get(userId) ?? [];
    return achievements.length > 0 || loyaltyTier ? [{ userId, achievements, loyaltyTier }] : [];
  });
}

async function catalogueGames(
  trx: Transaction<Database>,
  events: readonly StoredEvent[],
): Promise<Map<number, CatalogueGame>> {
  const ids = [
    ...new Set(
      events.flatMap((e) => {
        const id = Number((typeof e.payload === 'object' && e.payload !== null ? e.payload : {}).gameId);
        return Number.isInteger(id) ? [id] : [];
      }),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('games')
    .select(['id', 'slug', 'type', 'category'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
