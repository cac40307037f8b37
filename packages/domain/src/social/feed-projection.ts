import type { Database, Transaction } from '@casino/db';
import { MINOR_UNITS_PER_COIN, formatMoney } from '../money.js';
import { P2P_CHALLENGE_SETTLED } from '../p2p-challenges/challenge-settlement.js';
import { GAME_SETTLED, type StoredEvent } from '../projections/settled-play.js';
import { writeFeedItems, type NewFeedItem } from './feed.js';
import { payQualifiedReferrals } from './referrals.js';
import { updateSocialLevels } from './social-level.js';

/**
 * A big win, for the feed: a round that returned at least BIG_WIN_MULTIPLE times its stake AND won
 * at least BIG_WIN_MIN_NET coins net (what it returned minus the stake). Both, so neither a 10× hit
 * on a tiny stake nor a large stake's small profit fills friends' feeds; the item says the net win.
 */
export const BIG_WIN_MULTIPLE = 10n;
export const BIG_WIN_MIN_NET_UNITS = 500n * MINOR_UNITS_PER_COIN;

export const isBigWin = (betUnits: bigint, winUnits: bigint): boolean =>
  betUnits > 0n && winUnits >= betUnits * BIG_WIN_MULTIPLE && winUnits - betUnits >= BIG_WIN_MIN_NET_UNITS;

const units = (value: unknown): bigint | null => {
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return null;
};

interface PlayerTally {
  rounds: number;
  challenges: number;
}

/**
 * The social projection of a batch of outbox events, inside the projector's transaction:
 * - `game.settled`: each player's rounds counted into their social activity (one update per player
 *   per batch) and a `big_win` item for a round that isBigWin;
 * - `p2p_challenge_settled` (one event per player): a `challenge_result` item for that player (won,
 *   lost or draw; a void challenge is no result) and one more challenge played;
 * - then the referrals of the batch's players that qualify now are paid (referrals.ts).
 * Every item carries its event's id, so it is written once however often an event is retried.
 * Players are taken in id order (their users rows, via updateSocialLevel), so two projectors do not
 * deadlock on them.
 */
export async function applyFeedProjection(
  trx: Transaction<Database>,
  events: readonly StoredEvent[],
  now: Date,
): Promise<void> {
  const tallies = new Map<string, PlayerTally>();
  const tally = (userId: string): PlayerTally => {
    const found = tallies.get(userId);
    if (found) return found;
    const fresh = { rounds: 0, challenges: 0 };
    tallies.set(userId, fresh);
    return fresh;
  };
  const items: NewFeedItem[] = [];
  const bigWins: Array<{ event: StoredEvent; userId: string; bet: bigint; win: bigint; gameId: number }> = [];

  for (const event of events) {
    if (event.user_id === null) continue;
    if (event.type === GAME_SETTLED) {
      tally(event.user_id).rounds += 1;
      const bet = units(event.payload.betAmount);
      const win = units(event.payload.winAmount);
      // Big wins are measured in coins: a sweepstakes round counts as a round played only.
      const inCoins = event.payload.currency === undefined || event.payload.currency === 'coins';
      if (inCoins && bet !== null && win !== null && isBigWin(bet, win))
        bigWins.push({ event, userId: event.user_id, bet, win, gameId: Number(event.payload.gameId) });
    } else if (event.type === P2P_CHALLENGE_SETTLED) {
      const outcome = event.payload.outcome;
      if (outcome !== 'won' && outcome !== 'lost' && outcome !== 'draw') continue;
      tally(event.user_id).challenges += 1;
      items.push({
        userId: event.user_id,
        kind: 'challenge_result',
        payload: {
          outcome,
          challengeId: event.payload.challengeId,
          gameType: event.payload.gameType,
          opponentId: event.payload.opponentId,
          currency: event.payload.currency,
          stake: event.payload.betAmount,
        },
        sourceEventId: event.id,
        at: event.created_at,
      });
    }
  }
  if (tallies.size === 0) return;

  if (bigWins.length > 0) {
    const ids = [...new Set(bigWins.map((w) => w.gameId).filter((id) => Number.isInteger(id)))];
    const games =
      ids.length === 0
        ? []
        : await trx.selectFrom('games').select(['id', 'slug', 'name']).where('id', 'in', ids).execute();
    const byId = new Map(games.map((g) => [g.id, g]));
    for (const { event, userId, bet, win, gameId } of bigWins) {
      const game = byId.get(gameId);
      const slug = typeof event.payload.gameSlug === 'string' ? event.payload.gameSlug : (game?.slug ?? null);
      items.push({
        userId,
        kind: 'big_win',
        payload: {
          gameId: Number.isInteger(gameId) ? gameId : null,
          gameSlug: slug,
          gameName: game?.name ?? slug,
          bet: formatMoney(bet),
          win: formatMoney(win),
          net: formatMoney(win - bet),
        },
        sourceEventId: event.id,
        at: event.created_at,
      });
    }
  }
  await writeFeedItems(trx, items);

  const userIds = [...tallies.keys()].sort();
  await updateSocialLevels(
    trx,
    new Map(
      [...tallies].map(([userId, t]) => [userId, { roundsPlayed: t.rounds, challengesPlayed: t.challenges }]),
    ),
    now,
  );
  await payQualifiedReferrals(trx, userIds, now);
}
