import type { AuditLogEntry } from '@casino/contracts';
import { csvCell } from '../../csv-cells.js';
import type { AuditLogFilter } from './audit-log-entries.js';

export { csvCell };

/** The export's columns, in order (issue 15: who, what, before and after, when). */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'time',
  'actor id',
  'actor name',
  'actor role',
  'action',
  'target kind',
  'target id',
  'reason',
  'ip',
  'before',
  'after',
] as const;

const json = (value: unknown): string => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The log as CSV: a header row, then one row per entry, CRLF line ends (RFC 4180). */
export function auditLogCsv(entries: readonly AuditLogEntry[]): string {
  const rows = entries.map((entry) => [
    entry.id,
    entry.createdAt,
    entry.actor.id,
    entry.actor.name,
    entry.actor.role,
    entry.action,
    entry.targetKind,
    entry.targetId,
    entry.reason ?? '',
    entry.ip ?? '',
    json(entry.before),
    json(entry.after),
  ]);
  return (
    [[...AUDIT_CSV_COLUMNS], ...rows].map((row) => row.map((cell) => csvCell(cell)).join(',')).join('\r\n') +
    '\r\n'
  );
}

/** The export's file name: audit-log-<from>-<to>.csv, "start" and today where the filter is open. */
export const auditLogCsvFileName = (filter: AuditLogFilter, today: string): string =>
  `audit-log-${filter.from ?? 'start'}-${filter.to ?? today}.csv`;
