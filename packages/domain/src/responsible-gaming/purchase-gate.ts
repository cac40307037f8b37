import type { RgPeriod } from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { activeBlockOf } from './breaks-and-exclusions.js';
import { effectiveLimit } from './limit-changes.js';
import { limitValueOf } from './limit-rows.js';
import { periodEnd, periodStart } from './period-windows.js';
import { blockedRefusal, purchaseLimitReached } from './refusals.js';
import { lockRgPlayer } from './rg-player-row.js';

const PERIODS: readonly RgPeriod[] = ['day', 'week', 'month'];

/**
 * What the player spent in each window ending at `now`: every coin purchase not failed (completed,
 * or pending: charged or about to be) counts in the window of the moment it was made, in US cents.
 */
export async function purchaseTotals(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<Record<RgPeriod, bigint>> {
  const day = periodStart('day', now);
  const week = periodStart('week', now);
  const month = periodStart('month', now);
  const { rows } = await sql<{ day: string; week: string; month: string }>`
    select coalesce(sum(price_cents) filter (where created_at >= ${day}), 0)::text as day,
           coalesce(sum(price_cents) filter (where created_at >= ${week}), 0)::text as week,
           coalesce(sum(price_cents) filter (where created_at >= ${month}), 0)::text as month
    from coin_purchases
    where user_id = ${userId} and status <> 'failed' and created_at >= ${week < month ? week : month}
      and created_at <= ${now}`.execute(db);
  const row = rows[0];
  return { day: BigInt(row?.day ?? 0), week: BigInt(row?.week ?? 0), month: BigInt(row?.month ?? 0) };
}

/**
 * The purchase gate (issue 18), in the transaction that records a new purchase before it is charged:
 * refused during a break or exclusion, or when its price would take a window's spending past a
 * purchase limit. The player's row stays locked until the purchase row is written, so two purchases
 * at once (in two processes) are judged one after the other. Players without a row pass at once.
 */
export async function checkPurchase(
  trx: Transaction<Database>,
  purchase: { userId: string; priceCents: bigint | number; now: Date },
): Promise<void> {
  if (!(await lockRgPlayer(trx, purchase.userId))) return;
  const { now, userId } = purchase;
  const block = await activeBlockOf(trx, userId, now);
  if (block) throw blockedRefusal(block);
  const limits = await trx
    .selectFrom('rg_limits')
    .selectAll()
    .where('user_id', '=', userId)
    .where('scope', '=', 'purchase')
    .execute();
  if (limits.length === 0) return;
  const spent = await purchaseTotals(trx, userId, now);
  const price = BigInt(purchase.priceCents);
  for (const period of PERIODS) {
    const row = limits.find((l) => l.period === period);
    const limit = row ? effectiveLimit(limitValueOf(row), now) : null;
    if (limit !== null && spent[period] + price > limit)
      throw purchaseLimitReached({ period, limit, used: spent[period], resetsAt: periodEnd(period, now) });
  }
}
