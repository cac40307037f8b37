import type { Redemption, RedemptionStep } from '@casino/contracts';
import type { Database, Kysely, RedemptionRequestRow, Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';

export const redemptionNotFound = () => new DomainError('not_found', 'No such redemption request.');

/** Each step of the given requests, oldest first, by request id. */
export async function stepsOf(
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly bigint[],
): Promise<Map<string, RedemptionStep[]>> {
  const out = new Map<string, RedemptionStep[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('redemption_steps')
    .select(['redemption_id', 'kind', 'note', 'created_at'])
    .where('redemption_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const key = row.redemption_id.toString();
    const steps = out.get(key) ?? [];
    steps.push({ kind: row.kind, at: row.created_at.toISOString(), note: row.note });
    out.set(key, steps);
  }
  return out;
}

export function toRedemption(row: RedemptionRequestRow, steps: readonly RedemptionStep[]): Redemption {
  return {
    id: row.id.toString(),
    amount: formatMoney(row.amount),
    status: row.status,
    requestedAt: row.requested_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionNote: row.status === 'rejected' ? row.decision_note : null,
    paidAt: row.paid_at?.toISOString() ?? null,
    payoutReference: row.payout_reference,
    canCancel: row.status === 'pending',
    steps: [...steps],
  };
}

/** One request as its player sees it. */
export async function redemptionView(
  db: Kysely<Database> | Transaction<Database>,
  id: bigint,
): Promise<Redemption> {
  const row = await db.selectFrom('redemption_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw redemptionNotFound();
  return toRedemption(row, (await stepsOf(db, [id])).get(id.toString()) ?? []);
}

/** GET /api/redemptions: the player's latest 50 requests, newest first. */
export async function listPlayerRedemptions(db: Kysely<Database>, userId: string): Promise<Redemption[]> {
  const rows = await db
    .selectFrom('redemption_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const steps = await stepsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toRedemption(row, steps.get(row.id.toString()) ?? []));
}

/** The message for a request that is no longer pending, for whoever tried to change it. */
export function notPendingMessage(status: RedemptionRequestRow['status'], action: string): string {
  const now: Record<RedemptionRequestRow['status'], string> = {
    pending: 'pending',
    approved: 'already approved',
    paid: 'already paid',
    cancelled: 'already cancelled',
    rejected: 'already rejected',
  };
  return `This redemption request is ${now[status]}: only a pending one can be ${action}.`;
}
