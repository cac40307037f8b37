import type { Currency, RgPeriod } from '@casino/contracts';
import { sql, type Database, type RgPlayerRow, type Transaction } from '@casino/db';
import type { DomainError } from '../errors.js';
import { activeBlockOf } from './breaks-and-exclusions.js';
import { effectiveLimit } from './limit-changes.js';
import { periodEnd, periodStart } from './period-windows.js';
import { runningSession, sessionAfterWager, sessionLimitStop } from './play-session.js';
import { blockedRefusal, sessionLimitReached, wagerLimitReached } from './refusals.js';
import { responsibleGamingClockOf } from './rg-clock.js';
import { lockRgPlayer } from './rg-player-row.js';
import { PLAY_SESSION_PAUSE_MS } from './rg-rules.js';
import { limitValueOf } from './limit-rows.js';

/** A stake about to be taken: the player, its currency and minor units (0: play without a stake). */
export interface Wager {
  userId: string;
  currency: Currency;
  units: bigint;
}

const PERIODS: readonly RgPeriod[] = ['day', 'week', 'month'];

/**
 * The wager gate (issue 18): every stake of every game, in every process, passes here inside the
 * transaction that takes it, before the wallet is locked. A player who never used a tool has no
 * row and costs one index probe. Otherwise, with their row locked (so two processes judge one
 * player's stakes one after the other and two wagers can never pass a limit together), the stake is
 * refused during a break or exclusion, once the session-length limit is reached, or when it would
 * take the period's total past a wager limit of its currency; else the totals and the session move
 * on. A refusal throws, which rolls the caller's transaction back.
 */
export async function checkWager(trx: Transaction<Database>, wager: Wager): Promise<void> {
  const player = await lockRgPlayer(trx, wager.userId);
  if (!player) return;
  const judged = await judgeWager(trx, player, wager);
  if (judged.refusal) throw judged.refusal;
}

/** Gates for a batch of stakes in one transaction (live-table bets): see lockWagerGates. */
export interface WagerGates {
  /** Null when the stake may go (its totals are counted), else the refusal; nothing thrown. */
  refusalOf(wager: Wager): Promise<DomainError | null>;
}

/**
 * Locks the rows of every player of a batch at once, in ascending order (before their wallets,
 * the order every gate takes), and judges each stake against what the batch accepted before it.
 */
export async function lockWagerGates(
  trx: Transaction<Database>,
  userIds: readonly string[],
): Promise<WagerGates> {
  const rows =
    userIds.length === 0
      ? []
      : await trx
          .selectFrom('rg_players')
          .selectAll()
          .where('user_id', 'in', [...new Set(userIds)])
          .orderBy('user_id')
          .forUpdate()
          .execute();
  const players = new Map(rows.map((r) => [r.user_id, r]));
  return {
    async refusalOf(wager) {
      const player = players.get(wager.userId);
      if (!player) return null;
      const judged = await judgeWager(trx, player, wager);
      players.set(wager.userId, judged.player);
      return judged.refusal;
    },
  };
}

/** Judges one stake of a player whose row is locked; counts it when it may go. */
async function judgeWager(
  trx: Transaction<Database>,
  player: RgPlayerRow,
  wager: Wager,
): Promise<{ refusal: DomainError | null; player: RgPlayerRow }> {
  const now = responsibleGamingClockOf(trx)();
  const refused = (refusal: DomainError) => ({ refusal, player });
  const block = await activeBlockOf(trx, wager.userId, now);
  if (block) return refused(blockedRefusal(block));

  const scope = `wager:${wager.currency}` as const;
  const limits = await trx
    .selectFrom('rg_limits')
    .selectAll()
    .where('user_id', '=', wager.userId)
    .where('scope', 'in', [scope, 'session'])
    .execute();
  const sessionRow = limits.find((l) => l.scope === 'session');
  const sessionLimit = sessionRow ? effectiveLimit(limitValueOf(sessionRow), now) : null;
  const stop = sessionLimitStop(player, sessionLimit === null ? null : Number(sessionLimit), now);
  if (stop)
    return refused(
      sessionLimitReached({
        limitMinutes: Number(sessionLimit),
        resumesAt: stop.resumesAt,
        pauseMinutes: PLAY_SESSION_PAUSE_MS / 60_000,
      }),
    );

  if (wager.units > 0n) {
    const totals = await trx
      .selectFrom('rg_wager_totals')
      .select(['period', 'period_start', 'total'])
      .where('user_id', '=', wager.userId)
      .where('currency', '=', wager.currency)
      .execute();
    const next = [];
    for (const period of PERIODS) {
      const start = periodStart(period, now);
      const row = totals.find((t) => t.period === period);
      const used = row && row.period_start.getTime() === start.getTime() ? row.total : 0n;
      const limitRow = limits.find((l) => l.scope === scope && l.period === period);
      const limit = limitRow ? effectiveLimit(limitValueOf(limitRow), now) : null;
      if (limit !== null && used + wager.units > limit)
        return refused(
          wagerLimitReached({
            period,
            currency: wager.currency,
            limit,
            used,
            resetsAt: periodEnd(period, now),
          }),
        );
      next.push({
        user_id: wager.userId,
        currency: wager.currency,
        period,
        period_start: start,
        total: used + wager.units,
      });
    }
    await trx
      .insertInto('rg_wager_totals')
      .values(next)
      .onConflict((oc) =>
        oc.columns(['user_id', 'currency', 'period']).doUpdateSet((eb) => ({
          period_start: eb.ref('excluded.period_start'),
          total: eb.ref('excluded.total'),
        })),
      )
      .execute();
  }

  const session = sessionAfterWager(player, now);
  const starts = runningSession(player, now) === null;
  const updated = await trx
    .updateTable('rg_players')
    .set({
      session_started_at: session.startedAt,
      session_last_wager_at: session.lastWagerAt,
      // A new session's net result counts the wallet entries written from here on.
      ...(starts
        ? { session_ledger_from: sql<bigint>`(select coalesce(max(id), 0) from ledger_entries)` }
        : {}),
    })
    .where('user_id', '=', wager.userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { refusal: null, player: updated };
}
