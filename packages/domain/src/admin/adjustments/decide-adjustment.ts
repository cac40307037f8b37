import { FOUR_EYES_MESSAGE, type BalanceAdjustment } from '@casino/contracts';
import type { Database, Kysely, Transaction } from '@casino/db';
import { DomainError, isDomainError } from '../../errors.js';
import { recordAdminAction } from '../admin-audit-log.js';
import type { Staff } from '../staff-access.js';
import { postAdjustment } from './apply-adjustment.js';
import { adjustmentNotFound, selectAdjustments, toBalanceAdjustment } from './adjustment-view.js';

/** A pending adjustment, locked: of two admins deciding at once, the second sees the first's decision. */
async function lockPending(trx: Transaction<Database>, adjustmentId: number) {
  const row = await trx
    .selectFrom('balance_adjustments')
    .selectAll()
    .where('id', '=', BigInt(adjustmentId))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw adjustmentNotFound();
  if (row.status !== 'pending')
    throw new DomainError(
      'conflict',
      `This adjustment is already ${row.status}: only a pending one can be decided.`,
    );
  return row;
}

const viewOf = async (trx: Transaction<Database>, id: bigint) =>
  toBalanceAdjustment(await selectAdjustments(trx).where('b.id', '=', id).executeTakeFirstOrThrow());

/**
 * A second admin approves a pending adjustment: its ledger transfer and its new status commit
 * together (adjustment.approve). The requester cannot approve their own (403, four eyes; the
 * database's CHECK backs it). A debit the wallet no longer covers leaves it pending (409).
 */
export async function approveAdjustment(
  db: Kysely<Database>,
  staff: Staff,
  adjustmentId: number,
  decision: { note?: string | undefined; now: Date },
): Promise<BalanceAdjustment> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await lockPending(trx, adjustmentId);
      if (row.requested_by === staff.userId) throw new DomainError('forbidden', FOUR_EYES_MESSAGE);
      const before = await viewOf(trx, row.id);
      const transactionId = await postAdjustment(
        trx,
        {
          id: row.id,
          userId: row.user_id,
          currency: row.currency,
          amount: BigInt(row.amount),
          reasonCode: row.reason_code,
          requestedBy: row.requested_by,
        },
        staff.userId,
      );
      await trx
        .updateTable('balance_adjustments')
        .set({
          status: 'applied',
          decided_by: staff.userId,
          decided_at: decision.now,
          decision_note: decision.note ?? null,
          transaction_id: transactionId,
        })
        .where('id', '=', row.id)
        .execute();
      const after = await viewOf(trx, row.id);
      await recordAdminAction(trx, staff, {
        action: 'adjustment.approve',
        targetKind: 'adjustment',
        targetId: row.id.toString(),
        before,
        after,
        reason: decision.note ?? null,
      });
      return after;
    });
  } catch (error) {
    // The ledger refused the debit and rolled everything back: the adjustment is still pending.
    if (isDomainError(error) && error.code === 'insufficient_balance')
      throw new DomainError('conflict', error.message);
    throw error;
  }
}

/**
 * Rejects a pending adjustment (adjustment.reject): another admin turns it down, or its requester
 * withdraws it (recorded without a decider, as the four-eyes CHECK wants; the answer names them).
 */
export async function rejectAdjustment(
  db: Kysely<Database>,
  staff: Staff,
  adjustmentId: number,
  decision: { note?: string | undefined; now: Date },
): Promise<BalanceAdjustment> {
  return db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, adjustmentId);
    const before = await viewOf(trx, row.id);
    await trx
      .updateTable('balance_adjustments')
      .set({
        status: 'rejected',
        decided_by: row.requested_by === staff.userId ? null : staff.userId,
        decided_at: decision.now,
        decision_note: decision.note ?? null,
      })
      .where('id', '=', row.id)
      .execute();
    const after = await viewOf(trx, row.id);
    await recordAdminAction(trx, staff, {
      action: 'adjustment.reject',
      targetKind: 'adjustment',
      targetId: row.id.toString(),
      before,
      after,
      reason: decision.note ?? null,
    });
    return after;
  });
}
