import type { AdjustmentRequest, BalanceAdjustment } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../../errors.js';
import { parseMoney } from '../../money.js';
import { recordAdminAction } from '../admin-audit-log.js';
import { playerNotFound } from '../player-actions/player-row.js';
import type { Staff } from '../staff-access.js';
import { postAdjustment } from './apply-adjustment.js';
import { selectAdjustments, toBalanceAdjustment } from './adjustment-view.js';

/** Signed minor units of a signed two-decimal amount ("-250.00" → -25000n). */
export const signedUnitsOf = (amount: string): bigint =>
  amount.startsWith('-') ? -parseMoney(amount.slice(1)) : parseMoney(amount);

/** Four eyes (issue 15): an adjustment larger than the threshold, either way, waits for a second admin. */
export const needsSecondAdmin = (units: bigint, thresholdUnits: bigint): boolean =>
  (units < 0n ? -units : units) > thresholdUnits;

/**
 * An admin adjusts a player's balance with a reason code. Within the threshold it is applied at once
 * (one audit row, adjustment.apply); above it, it is recorded as pending for another admin to approve
 * or reject (adjustment.request). A debit the wallet cannot cover is refused and nothing is recorded.
 * Never on your own balance.
 */
export async function requestAdjustment(
  db: Kysely<Database>,
  staff: Staff,
  userId: string,
  input: AdjustmentRequest,
  options: { thresholdUnits: bigint; now: Date },
): Promise<BalanceAdjustment> {
  if (staff.userId === userId)
    throw new DomainError('conflict', 'You cannot adjust your own balance: ask another admin.');
  const amount = signedUnitsOf(input.amount);
  const immediate = !needsSecondAdmin(amount, options.thresholdUnits);
  return db.transaction().execute(async (trx) => {
    const player = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!player) throw playerNotFound();
    const { id } = await trx
      .insertInto('balance_adjustments')
      .values({
        user_id: userId,
        currency: input.currency,
        amount,
        reason_code: input.reasonCode,
        note: input.note,
        status: 'pending',
        requested_by: staff.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (immediate) {
      const transactionId = await postAdjustment(
        trx,
        {
          id,
          userId,
          currency: input.currency,
          amount,
          reasonCode: input.reasonCode,
          requestedBy: staff.userId,
        },
        null,
      );
      await trx
        .updateTable('balance_adjustments')
        .set({ status: 'applied', decided_at: options.now, transaction_id: transactionId })
        .where('id', '=', id)
        .execute();
    }
    const after = toBalanceAdjustment(
      await selectAdjustments(trx).where('b.id', '=', id).executeTakeFirstOrThrow(),
    );
    await recordAdminAction(trx, staff, {
      action: immediate ? 'adjustment.apply' : 'adjustment.request',
      targetKind: 'adjustment',
      targetId: id.toString(),
      before: null,
      after,
      reason: input.note,
    });
    return after;
  });
}
