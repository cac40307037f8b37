import type { Redemption } from '@casino/contracts';
import type { Database, Kysely, RedemptionRequestRow, Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { REDEMPTION_LEDGER, REDEMPTIONS_PAYABLE } from './redemption-accounts.js';
import { notPendingMessage, redemptionNotFound, redemptionView } from './redemption-view.js';

/** A request locked for a decision: of two callers at once, the second sees what the first did. */
export async function lockRedemption(trx: Transaction<Database>, id: bigint): Promise<RedemptionRequestRow> {
  const row = await trx
    .selectFrom('redemption_requests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw redemptionNotFound();
  return row;
}

/**
 * A pending request's amount goes back from `redemptions-payable` to the player's wallet (one ledger
 * transaction, keyed by the request), and the request ends cancelled or rejected. Its grants were
 * never touched by the reservation (it took only redeemable coins), so their playthrough is as it was.
 */
export async function returnReservation(
  trx: Transaction<Database>,
  row: RedemptionRequestRow,
  end: { status: 'cancelled' | 'rejected'; actorId: string; note: string | null; now: Date },
): Promise<void> {
  const { transactionId } = await postTransfer(
    trx,
    move(REDEMPTIONS_PAYABLE, wallet(row.user_id), row.amount, {
      kind: REDEMPTION_LEDGER.return.kind,
      currency: 'sweeps',
      idempotencyKey: REDEMPTION_LEDGER.return.key(row.id),
      memo: { redemptionId: row.id.toString(), reason: end.status },
    }),
  );
  await trx
    .updateTable('redemption_requests')
    .set({
      status: end.status,
      return_transaction_id: transactionId,
      ...(end.status === 'cancelled'
        ? { cancelled_at: end.now }
        : { decided_at: end.now, decided_by: end.actorId, decision_note: end.note }),
    })
    .where('id', '=', row.id)
    .execute();
  await trx
    .insertInto('redemption_steps')
    .values({ redemption_id: row.id, kind: end.status, actor_id: end.actorId, note: end.note })
    .execute();
}

/**
 * POST /api/redemptions/:id/cancel: the player takes back a request nobody has decided yet; the
 * amount returns to their wallet at once. Approved, paid or ended requests are refused (409).
 */
export async function cancelRedemption(
  db: Kysely<Database>,
  userId: string,
  redemptionId: number,
  now: Date,
): Promise<Redemption> {
  return db.transaction().execute(async (trx) => {
    const row = await lockRedemption(trx, BigInt(redemptionId));
    if (row.user_id !== userId) throw redemptionNotFound();
    if (row.status !== 'pending')
      throw new DomainError('conflict', notPendingMessage(row.status, 'cancelled'));
    await returnReservation(trx, row, { status: 'cancelled', actorId: userId, note: null, now });
    return redemptionView(trx, row.id);
  });
}
