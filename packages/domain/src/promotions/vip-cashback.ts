import { LOYALTY_TIERS, PROMOTION_TERMS } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { addDays, startOfDay, type CalendarDay } from '../calendar-day.js';
import { houseCodeOfGame } from '../casino/house-accounts.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { appendLoyaltyLog } from '../loyalty/loyalty-account.js';
import { formatMoney } from '../money.js';
import { grantLedgerKey } from './purchase-bonuses.js';
import { playersWithMarketingPaused } from '../responsible-gaming/marketing.js';

/** Total points earned from which a player is VIP (the minimum tier's threshold). */
export const VIP_MIN_POINTS = LOYALTY_TIERS.find(
  (t) => t.tier === PROMOTION_TERMS.vipCashback.minTier,
)!.minPoints;

/** The cashback of a day's net loss (pure): 10%, rounded down to the minor unit; nothing on a net win. */
export const cashbackOf = (netLossUnits: bigint): bigint =>
  netLossUnits > 0n ? (netLossUnits * BigInt(PROMOTION_TERMS.vipCashback.percent)) / 100n : 0n;

export interface CashbackReport {
  day: CalendarDay;
  /** Cashback paid by this run (players already paid for the day by any run are not in it). */
  paid: Array<{ userId: string; coins: bigint }>;
}

/**
 * Each VIP's net loss on `day` (UTC) on the casino games against the house: stakes minus returns of
 * the day's game sessions. Free spins (staked by the promotions account) and hold'em (chips won by
 * other players, not the house) are not the player's loss to the house and do not count.
 */
async function netLossesOf(db: Kysely<Database>, day: CalendarDay): Promise<Map<string, bigint>> {
  const from = startOfDay(day);
  const to = startOfDay(addDays(day, 1));
  const rows = await db
    .selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('player_loyalty as l', 'l.user_id', 's.user_id')
    .select([
      's.user_id',
      'g.id',
      'g.slug',
      'g.type',
      sql<string>`sum(s.bet_amount - s.win_amount)::text`.as('taken'),
    ])
    .where('s.created_at', '>=', from)
    .where('s.created_at', '<', to)
    .where(sql<boolean>`coalesce((s.game_data->>'freeSpin')::boolean, false)`, '=', false)
    // VIP: the minimum tier now, or a VIP pass that ran during the day.
    .where((eb) =>
      eb.or([
        eb(eb.fn.coalesce('l.total_points_earned', eb.lit(0)), '>=', VIP_MIN_POINTS),
        eb.and([eb('u.vip_until', '>', from), eb('l.vip_from', '<', to)]),
      ]),
    )
    .groupBy(['s.user_id', 'g.id', 'g.slug', 'g.type'])
    .execute();
  const losses = new Map<string, bigint>();
  for (const row of rows) {
    if (houseCodeOfGame(row) === null) continue;
    losses.set(row.user_id, (losses.get(row.user_id) ?? 0n) + BigInt(row.taken));
  }
  return losses;
}

/**
 * Pays the VIP cashback of `day` to every VIP who lost that day and was not paid for it yet. Any
 * number of runs, in any number of processes, at once or again later, pay each player once per day:
 * the grant row `vip_cashback:<user>:<day>` is unique and written in the transaction that pays it
 * (a second run waits for the first's commit on the key, then inserts nothing and pays nothing).
 */
export async function payVipCashback(db: Kysely<Database>, day: CalendarDay): Promise<CashbackReport> {
  const losses = await netLossesOf(db, day);
  // Responsible gaming: no promotion reaches a player on a break or self-excluded when it is paid.
  const paused = await playersWithMarketingPaused(db, [...losses.keys()], new Date());
  const paid: CashbackReport['paid'] = [];
  for (const [userId, netLoss] of [...losses].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (paused.has(userId)) continue;
    const coins = cashbackOf(netLoss);
    if (coins <= 0n) continue;
    const grantKey = `vip_cashback:${userId}:${day}`;
    const paidNow = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('promotion_grants')
        .values({
          user_id: userId,
          promotion: 'vip_cashback',
          grant_key: grantKey,
          day,
          coins,
          free_spins: 0,
        })
        .onConflict((oc) => oc.column('grant_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await postTransfer(
        trx,
        move(promotions(), wallet(userId), coins, {
          kind: 'promotion_vip_cashback',
          currency: 'coins',
          idempotencyKey: grantLedgerKey(grantKey),
          memo: { grantKey, day, netLoss: netLoss.toString() },
        }),
      );
      await appendLoyaltyLog(trx, {
        userId,
        kind: 'promotion_vip_cashback',
        description: `VIP cashback: ${PROMOTION_TERMS.vipCashback.percent}% of your net loss of ${formatMoney(netLoss)} GC on ${day}`,
        coinsChange: coins,
        sourceKey: grantLedgerKey(grantKey),
      });
      return true;
    });
    if (paidNow) paid.push({ userId, coins });
  }
  return { day, paid };
}
