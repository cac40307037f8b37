import type { Database, Transaction } from '@casino/db';
import { adjustments, wallet } from '../../ledger/accounts.js';
import { postTransfer } from '../../ledger/transfer.js';
import { formatMoney } from '../../money.js';

/** The ledger transaction kind of every staff adjustment (the ledger audit matches them one to one). */
export const ADJUSTMENT_TRANSACTION_KIND = 'adjustment';

export interface AdjustmentToApply {
  id: bigint;
  userId: string;
  currency: 'coins' | 'sweeps';
  /** Signed minor units: positive credits the wallet. */
  amount: bigint;
  reasonCode: string;
  requestedBy: string;
}

/**
 * Moves an adjustment's money, inside the transaction that marks it applied: one ledger transfer
 * between the player's wallet and the operator's adjustments account, keyed by the adjustment so it
 * can never be applied twice. A debit the wallet cannot cover is refused by the ledger (and the whole
 * transaction rolls back).
 */
export async function postAdjustment(
  trx: Transaction<Database>,
  adjustment: AdjustmentToApply,
  approvedBy: string | null,
): Promise<bigint> {
  const { id, userId, currency, amount } = adjustment;
  const result = await postTransfer(trx, {
    kind: ADJUSTMENT_TRANSACTION_KIND,
    currency,
    postings: [
      { account: wallet(userId), amount },
      { account: adjustments(), amount: -amount },
    ],
    idempotencyKey: `adjustment:${id}`,
    memo: {
      adjustmentId: id.toString(),
      reasonCode: adjustment.reasonCode,
      requestedBy: adjustment.requestedBy,
      approvedBy,
    },
    insufficientMessage: `Insufficient Balance: the player's ${currency === 'coins' ? 'coins' : 'sweepstakes coins'} wallet holds less than the debit of ${formatMoney(-amount)}.`,
  });
  return result.transactionId;
}
