import type { Database, Transaction } from '@casino/db';
import { advanceAchievements } from '../achievements/achievement-progress.js';
import {
  advanceChallenges,
  payChallengeRewards,
  type ChallengeReward,
} from '../challenges/challenge-progress.js';
import type { CatalogueGame } from '../leaderboards/game-categories.js';
import { recordLeaderboardPlays } from '../leaderboards/leaderboard-projection.js';
import { lockLoyalty } from '../loyalty/loyalty-account.js';
import { creditWagerPoints } from '../loyalty/wager-points.js';
import { toSettledPlay, type SettledPlay, type StoredEvent } from './settled-play.js';

/**
 * The player-economy projections of a batch of events, inside the projector's transaction:
 * loyalty points, monthly leaderboards, achievements and daily challenges (whose rewards are paid
 * here). Players are handled in user-id order and, per player, rows are locked in one fixed order
 * (loyalty row, leaderboard rows, achievements, challenges); the wallets of challenge rewards are
 * locked last, in player order, just before the commit, so a bet waits on them for moments at most.
 * Every other writer takes a player's loyalty row before the wallet too, so nothing deadlocks.
 * The loyalty row lock also serialises two projectors working on one player's events.
 */
export async function applyEconomyProjection(
  trx: Transaction<Database>,
  events: readonly StoredEvent[],
  now: Date,
): Promise<void> {
  const games = await catalogueGames(trx, events);
  const plays = events.map((e) => toSettledPlay(e, games)).filter((p): p is SettledPlay => p !== null);
  const byUser = new Map<string, SettledPlay[]>();
  for (const play of plays) byUser.set(play.userId, [...(byUser.get(play.userId) ?? []), play]);

  const rewards: ChallengeReward[] = [];
  for (const userId of [...byUser.keys()].sort()) {
    const mine = (byUser.get(userId) ?? []).sort((a, b) => (a.eventId < b.eventId ? -1 : 1));
    const loyalty = await lockLoyalty(trx, userId);
    const user = await trx
      .selectFrom('users')
      .select('vip_until')
      .where('id', '=', userId)
      .executeTakeFirst();
    await creditWagerPoints(
      trx,
      loyalty,
      { from: loyalty.vip_from, until: user?.vip_until ?? null },
      mine,
      now,
    );
    await recordLeaderboardPlays(trx, userId, mine);
    await advanceAchievements(trx, userId, mine);
    rewards.push(...(await advanceChallenges(trx, userId, mine, now)));
  }
  // Last: a reward locks the player's wallet, which their next bet needs, until this commits.
  await payChallengeRewards(trx, rewards);
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
