import type { RgMoneyLimit, RgPeriod, RgPeriodLimits, RgSessionStatus, RgStatus } from '@casino/contracts';
import type { Database, Kysely, RgLimitRow, RgLimitScope } from '@casino/db';
import type { Clock } from '../clock.js';
import { formatMoney } from '../money.js';
import { blockViewOf } from './breaks-and-exclusions.js';
import { settledLimit } from './limit-changes.js';
import { limitValueOf } from './limit-rows.js';
import { periodEnd, periodStart } from './period-windows.js';
import { purchaseTotals } from './purchase-gate.js';
import { playSessionView } from './reality-check.js';
import { ledgerWagerTotals } from './rg-player-row.js';
import { PLAY_SESSION_PAUSE_MS, type RgRules } from './rg-rules.js';

const PERIODS: readonly RgPeriod[] = ['day', 'week', 'month'];
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

function moneyLimit(row: RgLimitRow | undefined, used: bigint, period: RgPeriod, now: Date): RgMoneyLimit {
  const limit = row ? settledLimit(limitValueOf(row), now) : null;
  return {
    amount: limit?.amount === null || limit === null ? null : formatMoney(limit.amount),
    pending: limit?.pendingAt
      ? {
          amount: limit.pendingAmount === null ? null : formatMoney(limit.pendingAmount),
          appliesAt: limit.pendingAt.toISOString(),
        }
      : null,
    used: formatMoney(used),
    resetsAt: periodEnd(period, now).toISOString(),
  };
}

/** GET /api/responsible-gaming (and the back office's read of a player): every tool's state. */
export async function responsibleGamingStatus(
  db: Kysely<Database>,
  userId: string,
  options: { clock: Clock; rules: RgRules },
): Promise<RgStatus> {
  const now = options.clock();
  const player = await db
    .selectFrom('rg_players')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const limits = player
    ? await db.selectFrom('rg_limits').selectAll().where('user_id', '=', userId).execute()
    : [];
  const rowOf = (scope: RgLimitScope, period: RgLimitRow['period']) =>
    limits.find((l) => l.scope === scope && l.period === period);

  // The gate keeps the totals of a player with a row; the ledger tells them for anyone else.
  const wagered = await ledgerWagerTotals(db, userId, now);
  if (player) {
    const kept = await db.selectFrom('rg_wager_totals').selectAll().where('user_id', '=', userId).execute();
    for (const currency of ['coins', 'sweeps'] as const)
      for (const period of PERIODS) {
        const row = kept.find((k) => k.currency === currency && k.period === period);
        if (row)
          wagered[currency][period] =
            row.period_start.getTime() === periodStart(period, now).getTime() ? row.total : 0n;
      }
  }
  const spent = await purchaseTotals(db, userId, now);
  const periodLimits = (scope: RgLimitScope, used: Record<RgPeriod, bigint>): RgPeriodLimits => ({
    day: moneyLimit(rowOf(scope, 'day'), used.day, 'day', now),
    week: moneyLimit(rowOf(scope, 'week'), used.week, 'week', now),
    month: moneyLimit(rowOf(scope, 'month'), used.month, 'month', now),
  });

  const sessionRow = rowOf('session', 'session');
  const session = sessionRow ? settledLimit(limitValueOf(sessionRow), now) : null;
  const sessionMinutes = session?.amount == null ? null : Number(session.amount);
  return {
    purchase: periodLimits('purchase', spent),
    wager: {
      coins: periodLimits('wager:coins', wagered.coins),
      sweeps: periodLimits('wager:sweeps', wagered.sweeps),
    },
    session: {
      limitMinutes: sessionMinutes,
      pending: session?.pendingAt
        ? {
            limitMinutes: session.pendingAmount === null ? null : Number(session.pendingAmount),
            appliesAt: session.pendingAt.toISOString(),
          }
        : null,
    },
    realityCheck: { intervalMinutes: player?.reality_check_minutes ?? null },
    playSession: await playSessionView(db, player, sessionMinutes, now),
    block: await blockViewOf(db, userId, now, options.rules),
    rules: {
      raiseDelayHours: options.rules.raiseDelayMs / HOUR_MS,
      exclusionLiftAfterMonths: options.rules.exclusionLiftAfterMonths,
      coolingOffDays: options.rules.coolingOffMs / DAY_MS,
      sessionPauseMinutes: PLAY_SESSION_PAUSE_MS / 60_000,
    },
  };
}

/**
 * GET /api/responsible-gaming/session: the break or exclusion in force, the reality check and the
 * play session, which the app reads in the background on every page; the limits' totals are left out
 * (they are the page's).
 */
export async function responsibleGamingSession(
  db: Kysely<Database>,
  userId: string,
  options: { clock: Clock; rules: RgRules },
): Promise<RgSessionStatus> {
  const now = options.clock();
  const player = await db
    .selectFrom('rg_players')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const sessionRow = player
    ? await db
        .selectFrom('rg_limits')
        .selectAll()
        .where('user_id', '=', userId)
        .where('scope', '=', 'session')
        .executeTakeFirst()
    : undefined;
  const session = sessionRow ? settledLimit(limitValueOf(sessionRow), now) : null;
  return {
    realityCheck: { intervalMinutes: player?.reality_check_minutes ?? null },
    playSession: await playSessionView(
      db,
      player,
      session?.amount == null ? null : Number(session.amount),
      now,
    ),
    block: player ? await blockViewOf(db, userId, now, options.rules) : null,
    serverTime: now.toISOString(),
  };
}
