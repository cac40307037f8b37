import { AdjustmentReasonCode, type BalanceAdjustment } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { displayNameOf } from '../staff-access.js';

export const adjustmentNotFound = () => new DomainError('not_found', 'No adjustment with that id.');

/** Adjustments with the names of the player, the requester and whoever decided (one query). */
export const selectAdjustments = (db: Kysely<Database>) =>
  db
    .selectFrom('balance_adjustments as b')
    .innerJoin('users as p', 'p.id', 'b.user_id')
    .innerJoin('users as r', 'r.id', 'b.requested_by')
    .leftJoin('users as d', 'd.id', 'b.decided_by')
    .select([
      'b.id',
      'b.user_id',
      'b.currency',
      'b.amount',
      'b.reason_code',
      'b.note',
      'b.status',
      'b.requested_by',
      'b.decided_by',
      'b.decided_at',
      'b.decision_note',
      'b.transaction_id',
      'b.created_at',
      'p.first_name as player_first_name',
      'p.last_name as player_last_name',
      'p.email as player_email',
      'r.first_name as requester_first_name',
      'r.last_name as requester_last_name',
      'r.email as requester_email',
      'd.first_name as decider_first_name',
      'd.last_name as decider_last_name',
      'd.email as decider_email',
    ]);

type AdjustmentViewRow = Awaited<ReturnType<ReturnType<typeof selectAdjustments>['executeTakeFirstOrThrow']>>;

/**
 * The answer's shape. `decided_by` is null when the requester decided alone (the four-eyes CHECK keeps
 * them out of that column): an adjustment within the threshold applied at once, or a request they
 * withdrew. Only those applied at once did not need a second admin.
 */
export function toBalanceAdjustment(row: AdjustmentViewRow): BalanceAdjustment {
  const requestedBy = {
    id: row.requested_by,
    name: displayNameOf({
      first_name: row.requester_first_name,
      last_name: row.requester_last_name,
      email: row.requester_email,
    }),
  };
  const decidedBy =
    row.decided_by !== null
      ? {
          id: row.decided_by,
          name: displayNameOf({
            first_name: row.decider_first_name,
            last_name: row.decider_last_name,
            email: row.decider_email,
          }),
        }
      : row.decided_at !== null
        ? requestedBy
        : null;
  return {
    id: row.id.toString(),
    userId: row.user_id,
    playerName: displayNameOf({
      first_name: row.player_first_name,
      last_name: row.player_last_name,
      email: row.player_email,
    }),
    currency: row.currency,
    amount: formatMoney(BigInt(row.amount)),
    reasonCode: AdjustmentReasonCode.parse(row.reason_code),
    note: row.note,
    status: row.status,
    requestedBy,
    decidedBy,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionNote: row.decision_note,
    needsApproval: !(row.status === 'applied' && row.decided_by === null),
    transactionId: row.transaction_id?.toString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function adjustmentById(db: Kysely<Database>, id: bigint | string): Promise<BalanceAdjustment> {
  const row = await selectAdjustments(db).where('b.id', '=', BigInt(id)).executeTakeFirst();
  if (!row) throw adjustmentNotFound();
  return toBalanceAdjustment(row);
}
