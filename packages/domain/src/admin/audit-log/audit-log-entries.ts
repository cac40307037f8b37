import {
  AUDIT_CSV_MAX_ROWS,
  type AdminAction,
  type AuditLogEntry,
  type AuditLogQuery,
  type AuditTargetKind,
  type Page,
  type StaffRole,
} from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { checkDayFilter } from '../admin-days.js';
import { pageFrom, pagingOf } from '../admin-paging.js';
import { displayNameOf } from '../staff-access.js';

/** The audit log's filters (the list's and the CSV export's), without paging. */
export type AuditLogFilter = Pick<
  AuditLogQuery,
  'actorId' | 'action' | 'targetKind' | 'targetId' | 'from' | 'to'
>;

/** GET /api/admin/audit-log: newest first (dir asc: oldest first), every filter applied. */
export async function auditLogPage(db: Kysely<Database>, query: AuditLogQuery): Promise<Page<AuditLogEntry>> {
  const paging = pagingOf(query);
  checkPeriod(query);
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .innerJoin('users as u', 'u.id', 'l.actor_id')
      .selectAll('l')
      .select(['u.first_name', 'u.last_name', 'u.email'])
      .orderBy('l.created_at', paging.dir)
      .orderBy('l.id', paging.dir)
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    filtered(db, query)
      .select(sql<string>`count(*)::text`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageFrom(paging, rows.map(entryOf), count.total);
}

/** GET /api/admin/audit-log.csv: every matching row, newest first, up to AUDIT_CSV_MAX_ROWS. */
export async function auditLogRows(db: Kysely<Database>, filter: AuditLogFilter): Promise<AuditLogEntry[]> {
  checkPeriod(filter);
  const rows = await filtered(db, filter)
    .innerJoin('users as u', 'u.id', 'l.actor_id')
    .selectAll('l')
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(AUDIT_CSV_MAX_ROWS)
    .execute();
  return rows.map(entryOf);
}

const checkPeriod = (filter: AuditLogFilter): void => checkDayFilter(filter);

// from and to are whole UTC days, both included.
const filtered = (db: Kysely<Database>, filter: AuditLogFilter) => {
  let query = db.selectFrom('admin_audit_log as l');
  if (filter.actorId) query = query.where('l.actor_id', '=', filter.actorId);
  if (filter.action) query = query.where('l.action', '=', filter.action);
  if (filter.targetKind) query = query.where('l.target_kind', '=', filter.targetKind);
  if (filter.targetId) query = query.where('l.target_id', '=', filter.targetId);
  if (filter.from)
    query = query.where(
      'l.created_at',
      '>=',
      sql<Date>`(${filter.from}::date::timestamp at time zone 'UTC')`,
    );
  if (filter.to)
    query = query.where(
      'l.created_at',
      '<',
      sql<Date>`((${filter.to}::date + 1)::timestamp at time zone 'UTC')`,
    );
  return query;
};

interface LogRow {
  id: bigint;
  actor_id: string;
  actor_role: string;
  action: string;
  target_kind: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const entryOf = (row: LogRow): AuditLogEntry => ({
  id: String(row.id),
  // The role the actor had when acting (a staff role: only staff pass the guard).
  actor: { id: row.actor_id, name: displayNameOf(row), role: row.actor_role as StaffRole },
  action: row.action as AdminAction,
  targetKind: row.target_kind as AuditTargetKind,
  targetId: row.target_id,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  ip: row.ip,
  createdAt: row.created_at.toISOString(),
});
