import type { SetRgLimitRequest } from '@casino/contracts';
import type { Database, Kysely, RgLimitPeriod, RgLimitScope } from '@casino/db';
import type { Clock } from '../clock.js';
import { parseMoney } from '../money.js';
import { decideLimitChange, NO_LIMIT, type LimitChangeKind } from './limit-changes.js';
import { limitValueOf } from './limit-rows.js';
import { ensureRgPlayer, logRgChange } from './rg-player-row.js';
import type { RgRules } from './rg-rules.js';

/** Which stored limit a request names, and its requested value in stored units. */
function targetOf(request: SetRgLimitRequest): {
  scope: RgLimitScope;
  period: RgLimitPeriod;
  value: bigint | null;
} {
  switch (request.kind) {
    case 'purchase':
      return {
        scope: 'purchase',
        period: request.period,
        value: request.amount === null ? null : parseMoney(request.amount),
      };
    case 'wager':
      return {
        scope: `wager:${request.currency}`,
        period: request.period,
        value: request.amount === null ? null : parseMoney(request.amount),
      };
    case 'session':
      return {
        scope: 'session',
        period: 'session',
        value: request.minutes === null ? null : BigInt(request.minutes),
      };
  }
}

/**
 * POST /api/responsible-gaming/limits: one limit changed by the rule of limit-changes.ts (a new or
 * lower limit at once, a raise or removal after rules.raiseDelayMs), with the player's row locked so
 * the change and their stakes in other processes take turns. Every change is logged for support.
 */
export async function setPlayerLimit(
  db: Kysely<Database>,
  userId: string,
  request: SetRgLimitRequest,
  options: { clock: Clock; rules: RgRules },
): Promise<{ change: LimitChangeKind; appliesAt: Date | null }> {
  const now = options.clock();
  const { scope, period, value } = targetOf(request);
  return db.transaction().execute(async (trx) => {
    await ensureRgPlayer(trx, userId, now);
    const row = await trx
      .selectFrom('rg_limits')
      .selectAll()
      .where('user_id', '=', userId)
      .where('scope', '=', scope)
      .where('period', '=', period)
      .executeTakeFirst();
    const decided = decideLimitChange(
      row ? limitValueOf(row) : NO_LIMIT,
      value,
      now,
      options.rules.raiseDelayMs,
    );
    if (decided.change === 'unchanged') return { change: decided.change, appliesAt: null };
    const stored = {
      amount: decided.next.amount,
      pending_amount: decided.next.pendingAmount,
      pending_at: decided.next.pendingAt,
      updated_at: now,
    };
    await trx
      .insertInto('rg_limits')
      .values({ user_id: userId, scope, period, ...stored })
      .onConflict((oc) => oc.columns(['user_id', 'scope', 'period']).doUpdateSet(stored))
      .execute();
    await logRgChange(
      trx,
      userId,
      `limit_${decided.change}`,
      {
        scope,
        period,
        requested: value?.toString() ?? null,
        inForce: decided.next.amount?.toString() ?? null,
        appliesAt: decided.appliesAt?.toISOString() ?? null,
      },
      now,
    );
    return { change: decided.change, appliesAt: decided.appliesAt };
  });
}
