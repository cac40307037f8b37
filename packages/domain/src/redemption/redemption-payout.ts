import type { Database, Kysely } from '@casino/db';
import { recordAdminAction } from '../admin/admin-audit-log.js';
import type { Staff } from '../admin/staff-access.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { payoutReferenceOf, type PayoutProvider, type PayoutResult } from './payout-provider.js';
import { REDEMPTION_LEDGER, REDEMPTIONS_PAID, REDEMPTIONS_PAYABLE } from './redemption-accounts.js';
import { lockRedemption } from './redemption-reversal.js';

export const PAYOUT_UNREACHABLE = 'The payout provider could not be reached';

/**
 * Pays an approved request through the payout provider, outside any database transaction (the
 * provider is another system). Before the call the attempt is counted; after it, under the request's
 * lock, a payout moves the amount from `redemptions-payable` to `redemptions-paid` (one ledger
 * transaction keyed by the request) and the request is paid; a decline or an unknown outcome leaves
 * it approved and unpaid with the reason, for a retry. Never paid twice: the provider pays a
 * reference once (a retry of a paid reference answers `paid` again), and the ledger key and the
 * status moving once under the lock make our side once too. Each attempt is in the audit log.
 */
export async function attemptPayout(
  db: Kysely<Database>,
  staff: Staff,
  redemptionId: bigint,
  provider: PayoutProvider,
  now: Date,
): Promise<void> {
  const request = await db.transaction().execute(async (trx) => {
    const row = await lockRedemption(trx, redemptionId);
    if (row.status !== 'approved') return null;
    await trx
      .updateTable('redemption_requests')
      .set((eb) => ({ payout_attempts: eb('payout_attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    const payee = await trx
      .selectFrom('player_kyc')
      .select(['legal_first_name', 'legal_last_name'])
      .where('user_id', '=', row.user_id)
      .executeTakeFirst();
    return { row, payeeName: payee ? `${payee.legal_first_name} ${payee.legal_last_name}` : '' };
  });
  if (!request) return;

  let result: PayoutResult;
  try {
    result = await provider.payout({
      reference: payoutReferenceOf(request.row.id),
      userId: request.row.user_id,
      amount: request.row.amount,
      payeeName: request.payeeName,
    });
  } catch (error) {
    result = {
      status: 'declined',
      reason: `${PAYOUT_UNREACHABLE}: ${error instanceof Error ? error.message : String(error)}`.slice(
        0,
        500,
      ),
    };
  }

  await db.transaction().execute(async (trx) => {
    const row = await lockRedemption(trx, redemptionId);
    // Another attempt settled it meanwhile: nothing more to do.
    if (row.status !== 'approved') return;
    if (result.status === 'paid') {
      const { transactionId } = await postTransfer(
        trx,
        move(REDEMPTIONS_PAYABLE, REDEMPTIONS_PAID, row.amount, {
          kind: REDEMPTION_LEDGER.payout.kind,
          currency: 'sweeps',
          idempotencyKey: REDEMPTION_LEDGER.payout.key(row.id),
          memo: { redemptionId: row.id.toString(), providerReference: result.providerReference },
        }),
      );
      await trx
        .updateTable('redemption_requests')
        .set({
          status: 'paid',
          paid_at: now,
          payout_reference: result.providerReference,
          payout_error: null,
          payout_transaction_id: transactionId,
        })
        .where('id', '=', row.id)
        .execute();
    } else {
      await trx
        .updateTable('redemption_requests')
        .set({ payout_error: result.reason })
        .where('id', '=', row.id)
        .execute();
    }
    const note =
      result.status === 'paid' ? `${provider.info.displayName}: ${result.providerReference}` : result.reason;
    await trx
      .insertInto('redemption_steps')
      .values({
        redemption_id: row.id,
        kind: result.status === 'paid' ? 'paid' : 'payout_failed',
        actor_id: staff.userId,
        note,
      })
      .execute();
    await recordAdminAction(trx, staff, {
      action: 'redemption.payout',
      targetKind: 'redemption',
      targetId: row.id.toString(),
      before: { status: row.status, payoutAttempts: row.payout_attempts },
      after:
        result.status === 'paid'
          ? { status: 'paid', providerReference: result.providerReference }
          : { status: 'approved', payoutError: result.reason },
      reason: result.status === 'paid' ? null : result.reason,
    });
  });
}
