import { LOYALTY_RULES } from '@casino/contracts';
import { sql, type Database, type Transaction } from '@casino/db';
import { formatMoney, MINOR_UNITS_PER_COIN } from '../money.js';
import type { SettledPlay } from '../projections/settled-play.js';
import { appendLoyaltyLogs, type LoyaltyRow } from './loyalty-account.js';

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

/** One player's plays of a projected batch, with their locked loyalty row and VIP window. */
export interface PlayerWager {
  loyalty: LoyaltyRow;
  vip: VipWindow;
  plays: readonly SettledPlay[];
}

/**
 * Applies wagerPointsOf to each player's locked loyalty row, in two statements for the whole
 * batch: one update of every row that wagered, and one log entry per player whose plays earned
 * points. Returns the points credited per player.
 */
export async function creditWagerPoints(
  trx: Transaction<Database>,
  wagers: readonly PlayerWager[],
  now: Date,
): Promise<Map<string, number>> {
  const credited = wagers
    .map((w) => ({ ...w, earned: wagerPointsOf(w.loyalty.wager_carry, w.plays, w.vip) }))
    .filter((w) => w.earned.rounds > 0);
  if (credited.length === 0) return new Map();
  const column = (pick: (w: (typeof credited)[number]) => unknown) => credited.map((w) => String(pick(w)));
  await sql`
    update player_loyalty p
    set wager_carry = v.carry, points = p.points + v.points,
        total_points_earned = p.total_points_earned + v.points, updated_at = ${now}
    from unnest(${column((w) => w.loyalty.user_id)}::text[], ${column((w) => w.earned.carry)}::bigint[],
                ${column((w) => w.earned.points)}::int[]) as v(user_id, carry, points)
    where p.user_id = v.user_id`.execute(trx);
  await appendLoyaltyLogs(
    trx,
    credited.flatMap(({ loyalty, plays, earned }) => {
      const first = plays[0];
      if (earned.points <= 0 || !first) return [];
      const rounds = earned.rounds === 1 ? '1 round' : `${earned.rounds} rounds`;
      return [
        {
          userId: loyalty.user_id,
          kind: 'wager',
          description: `Points for wagering ${formatMoney(earned.wagered)} coins (${rounds})`,
          pointsChange: earned.points,
          sourceKey: `wager:${first.eventId}`,
          at: now,
        },
      ];
    }),
  );
  return new Map(credited.map((w) => [w.loyalty.user_id, w.earned.points]));
}
