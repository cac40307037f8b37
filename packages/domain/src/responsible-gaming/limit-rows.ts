import type { RgLimitRow } from '@casino/db';
import type { LimitValue } from './limit-changes.js';

/** A stored limit row as the pure rules read it. */
export const limitValueOf = (
  row: Pick<RgLimitRow, 'amount' | 'pending_amount' | 'pending_at'>,
): LimitValue => ({
  amount: row.amount,
  pendingAmount: row.pending_amount,
  pendingAt: row.pending_at,
});
