import type { AdminRedemption, AdminRedemptionsQuery, Page } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { recordAdminAction } from '../admin/admin-audit-log.js';
import { pageFrom, pagingOf } from '../admin/admin-paging.js';
import { displayNameOf, type Staff } from '../admin/staff-access.js';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';
import type { PayoutProvider } from './payout-provider.js';
import { redeemableUnitsOf } from './player-playthrough.js';
import { attemptPayout } from './redemption-payout.js';
import { lockRedemption, returnReservation } from './redemption-reversal.js';
import { notPendingMessage, stepsOf, toRedemption } from './redemption-view.js';

const selectAdminRows = (db: Kysely<Database>) =>
  db
    .selectFrom('redemption_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('player_kyc as k', 'k.user_id', 'r.user_id')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .selectAll('r')
    .select([
      'u.first_name',
      'u.last_name',
      'u.email',
      'k.status as kyc_status',
      'k.legal_first_name',
      'k.legal_last_name',
      'd.first_name as decider_first_name',
      'd.last_name as decider_last_name',
      'd.email as decider_email',
    ]);

async function toAdminRedemptions(
  db: Kysely<Database>,
  rows: Awaited<ReturnType<ReturnType<typeof selectAdminRows>['execute']>>,
): Promise<AdminRedemption[]> {
  const steps = await stepsOf(
    db,
    rows.map((r) => r.id),
  );
  const balances = new Map(
    await Promise.all(
      [...new Set(rows.map((r) => r.user_id))].map(
        async (userId) => [userId, await redeemableUnitsOf(db, userId)] as const,
      ),
    ),
  );
  return rows.map((row) => {
    const money = balances.get(row.user_id);
    return {
      ...toRedemption(row, steps.get(row.id.toString()) ?? []),
      // Staff see the note an approval carried as well as a rejection's reason.
      decisionNote: row.decision_note,
      userId: row.user_id,
      playerName: displayNameOf(row),
      playerEmail: row.email,
      kycStatus: row.kyc_status ?? 'unverified',
      legalName:
        row.legal_first_name === null ? null : `${row.legal_first_name} ${row.legal_last_name ?? ''}`.trim(),
      sweepstakesCoins: formatMoney(money?.balance ?? 0n),
      redeemable: formatMoney(money?.redeemable ?? 0n),
      locked: formatMoney(money?.locked ?? 0n),
      decidedBy:
        row.decided_by === null
          ? null
          : {
              id: row.decided_by,
              name: displayNameOf({
                first_name: row.decider_first_name,
                last_name: row.decider_last_name,
                email: row.decider_email,
              }),
            },
      payoutAttempts: row.payout_attempts,
      payoutError: row.status === 'approved' ? row.payout_error : null,
    };
  });
}

/** GET /api/admin/redemptions: requests by status and player, oldest first for the queue by default. */
export async function listRedemptions(
  db: Kysely<Database>,
  query: AdminRedemptionsQuery,
): Promise<Page<AdminRedemption>> {
  const paging = pagingOf({ ...query, dir: query.dir ?? (query.status === 'pending' ? 'asc' : 'desc') });
  let base = db.selectFrom('redemption_requests as r');
  if (query.status) base = base.where('r.status', '=', query.status);
  if (query.userId) base = base.where('r.user_id', '=', query.userId);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  let rows = selectAdminRows(db);
  if (query.status) rows = rows.where('r.status', '=', query.status);
  if (query.userId) rows = rows.where('r.user_id', '=', query.userId);
  const page = await rows.orderBy('r.id', paging.dir).limit(paging.pageSize).offset(paging.offset).execute();
  return pageFrom(paging, await toAdminRedemptions(db, page), total);
}

async function adminRedemption(db: Kysely<Database>, id: bigint): Promise<AdminRedemption> {
  const rows = await selectAdminRows(db).where('r.id', '=', id).execute();
  const [one] = await toAdminRedemptions(db, rows);
  if (!one) throw new DomainError('not_found', 'No such redemption request.');
  return one;
}

const snapshot = (row: { status: string; amount: bigint; user_id: string }) => ({
  status: row.status,
  amount: formatMoney(row.amount),
  userId: row.user_id,
});

/**
 * POST /api/admin/redemptions/:id/approve: an admin approves a pending request of a player whose
 * identity is verified (not their own), then the prize is paid through the payout provider at once.
 * The answer is the request as it ends: paid, or approved and unpaid with the provider's reason (a
 * retry pays it). Of two approvals at once, one approves and pays; the other is refused (409).
 */
export async function approveRedemption(
  db: Kysely<Database>,
  staff: Staff,
  redemptionId: number,
  options: { note?: string | undefined; provider: PayoutProvider; now: Date },
): Promise<AdminRedemption> {
  const id = BigInt(redemptionId);
  await db.transaction().execute(async (trx) => {
    const row = await lockRedemption(trx, id);
    if (row.user_id === staff.userId)
      throw new DomainError('forbidden', 'You cannot decide your own redemption: ask another admin.');
    if (row.status !== 'pending')
      throw new DomainError('conflict', notPendingMessage(row.status, 'approved'));
    const kyc = await trx
      .selectFrom('player_kyc')
      .select('status')
      .where('user_id', '=', row.user_id)
      .executeTakeFirst();
    if (kyc?.status !== 'verified')
      throw new DomainError(
        'conflict',
        `The player's identity is ${kyc?.status ?? 'unverified'} now, not verified: reject the request, or verify them first.`,
      );
    await trx
      .updateTable('redemption_requests')
      .set({
        status: 'approved',
        decided_by: staff.userId,
        decided_at: options.now,
        decision_note: options.note ?? null,
      })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('redemption_steps')
      .values({ redemption_id: id, kind: 'approved', actor_id: staff.userId, note: options.note ?? null })
      .execute();
    await recordAdminAction(trx, staff, {
      action: 'redemption.approve',
      targetKind: 'redemption',
      targetId: id.toString(),
      before: snapshot(row),
      after: { ...snapshot(row), status: 'approved' },
      reason: options.note ?? null,
    });
  });
  await attemptPayout(db, staff, id, options.provider, options.now);
  return adminRedemption(db, id);
}

/** POST /api/admin/redemptions/:id/retry-payout: pays an approved, unpaid request again (never twice). */
export async function retryRedemptionPayout(
  db: Kysely<Database>,
  staff: Staff,
  redemptionId: number,
  options: { provider: PayoutProvider; now: Date },
): Promise<AdminRedemption> {
  const id = BigInt(redemptionId);
  const row = await db
    .selectFrom('redemption_requests')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'No such redemption request.');
  if (row.status !== 'approved')
    throw new DomainError(
      'conflict',
      `This redemption request is ${row.status}: only an approved, unpaid one can be paid again.`,
    );
  await attemptPayout(db, staff, id, options.provider, options.now);
  return adminRedemption(db, id);
}

/**
 * POST /api/admin/redemptions/:id/reject: an admin turns a pending request down with the reason the
 * player is shown; the amount returns to the player's wallet at once.
 */
export async function rejectRedemption(
  db: Kysely<Database>,
  staff: Staff,
  redemptionId: number,
  options: { reason: string; now: Date },
): Promise<AdminRedemption> {
  const id = BigInt(redemptionId);
  await db.transaction().execute(async (trx) => {
    const row = await lockRedemption(trx, id);
    if (row.user_id === staff.userId)
      throw new DomainError('forbidden', 'You cannot decide your own redemption: ask another admin.');
    if (row.status !== 'pending')
      throw new DomainError('conflict', notPendingMessage(row.status, 'rejected'));
    await returnReservation(trx, row, {
      status: 'rejected',
      actorId: staff.userId,
      note: options.reason,
      now: options.now,
    });
    await recordAdminAction(trx, staff, {
      action: 'redemption.reject',
      targetKind: 'redemption',
      targetId: id.toString(),
      before: snapshot(row),
      after: { ...snapshot(row), status: 'rejected' },
      reason: options.reason,
    });
  });
  return adminRedemption(db, id);
}
