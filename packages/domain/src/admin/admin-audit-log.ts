import type { AdminAction, AuditTargetKind } from '@casino/contracts';
import type { Database, Kysely, Transaction } from '@casino/db';
import type { Staff } from './staff-access.js';

export interface AdminActionRecord {
  action: AdminAction;
  targetKind: AuditTargetKind;
  targetId: string;
  /** The target as it was, and as it is now (plain JSON: bigints as decimal strings). */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Writes one audit-log row for a staff action. Call it inside the transaction that makes the change,
 * so the change and its record commit together or not at all.
 */
export async function recordAdminAction(
  trx: Transaction<Database> | Kysely<Database>,
  staff: Staff,
  record: AdminActionRecord,
): Promise<void> {
  await trx
    .insertInto('admin_audit_log')
    .values({
      actor_id: staff.userId,
      actor_role: staff.role,
      action: record.action,
      target_kind: record.targetKind,
      target_id: record.targetId,
      before: record.before === undefined ? null : toJson(record.before),
      after: record.after === undefined ? null : toJson(record.after),
      reason: record.reason ?? null,
      ip: staff.ip,
    })
    .execute();
}

const toJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
