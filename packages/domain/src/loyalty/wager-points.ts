import { LOYALTY_RULES } from '@casino/contracts';
import type { Database, Transaction } from '@casino/db';
import { formatMoney, MINOR_UNITS_PER_COIN } from '../money.js';
import type { SettledPlay } from '../projections/settled-play.js';
import { appendLoyaltyLog, type LoyaltyRow } from './loyalty-account.js';

/** Minor units of wager that make one point (1 point per 10 coins, LOYALTY_RULES). */
export const UNITS_PER_POINT = BigInt(LOYALTY_RULES.coinsWageredPerPoint) * MINOR_UNITS_PER_COIN;

export interface VipWindow {
  from: Date | null;
  until: Date | null;
}

const duringVip = (at: Date, vip: VipWindow): boolean =>
  vip.from !== null &&
  vip.until !== null &&
  at.getTime() >= vip.from.getTime() &&
  at.getTime() < vip.until.getTime();

/**
 * Points for what a batch of plays wagered from the player's own coins (free spins earn none),
 * doubled for plays settled while VIP. Fractions of a point are carried to the next play, so the
 * total is exact whatever the bet sizes. Returns the points credited.
 */
export function wagerPointsOf(
  carry: bigint,
  plays: readonly SettledPlay[],
  vip: VipWindow,
): { points: number; carry: bigint; wagered: bigint; rounds: number } {
  let weighted = 0n;
  let wagered = 0n;
  let rounds = 0;
  for (const play of plays) {
    if (play.freeSpin || play.betUnits <= 0n) continue;
    wagered += play.betUnits;
    rounds += 1;
    weighted += duringVip(play.at, vip)
      ? play.betUnits * BigInt(LOYALTY_RULES.vipPointsMultiplier)
      : play.betUnits;
  }
  const total = carry + weighted;
  return { points: Number(total / UNITS_PER_POINT), carry: total % UNITS_PER_POINT, wagered, rounds };
}

/** Applies wagerPointsOf to the locked loyalty row, with one log entry for the batch when it earned points. */
export async function creditWagerPoints(
  trx: Transaction<Database>,
  loyalty: LoyaltyRow,
  vip: VipWindow,
  plays: readonly SettledPlay[],
  now: Date,
): Promise<number> {
  const earned = wagerPointsOf(loyalty.wager_carry, plays, vip);
  if (earned.rounds === 0) return 0;
  await trx
    .updateTable('player_loyalty')
    .set((eb) => ({
      wager_carry: earned.carry,
      points: eb('points', '+', earned.points),
      total_points_earned: eb('total_points_earned', '+', earned.points),
      updated_at: now,
    }))
    .where('user_id', '=', loyalty.user_id)
    .execute();
  const first = plays[0];
  if (earned.points > 0 && first) {
    const rounds = earned.rounds === 1 ? '1 round' : `${earned.rounds} rounds`;
    await appendLoyaltyLog(trx, {
      userId: loyalty.user_id,
      kind: 'wager',
      description: `Points for wagering ${formatMoney(earned.wagered)} coins (${rounds})`,
      pointsChange: earned.points,
      sourceKey: `wager:${first.eventId}`,
      at: now,
    });
  }
  return earned.points;
}
