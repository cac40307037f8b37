import { createColumnHelper } from '@tanstack/react-table';
import { AdminAction, AuditTargetKind, type AuditLogEntry, type StaffMember } from '@casino/contracts';
import { useAdminPage, useAdminQuery } from '../api/admin-queries';
import { AUDIT_LOG_CSV_PATH, AUDIT_LOG_PATH, STAFF_PATH } from '../api/admin-paths';
import { adminUrl } from '../api/admin-url';
import { AdminTable } from '../components/admin-table';
import { EnumFilter, TextFilter } from '../components/filter-fields';
import { useListParams } from '../components/list-params';
import { formatWhen } from '../components/format-when';
import { changeSummary } from './change-summary';

const FILTERS = ['actorId', 'action', 'targetKind', 'targetId', 'from', 'to'] as const;

const column = createColumnHelper<AuditLogEntry>();
const columns = [
  column.accessor('createdAt', { header: 'When', cell: (c) => formatWhen(c.getValue()) }),
  column.accessor('actor', {
    header: 'Who',
    cell: (c) => (
      <>
        {c.getValue().name} <span className="admin-tag">{c.getValue().role}</span>
      </>
    ),
  }),
  column.accessor('action', {
    header: 'Action',
    cell: (c) => <span className="admin-tag admin-tag--gold">{c.getValue()}</span>,
  }),
  column.accessor('targetId', {
    header: 'Target',
    cell: (c) => (
      <span className="admin-mono">
        {c.row.original.targetKind} {c.getValue()}
      </span>
    ),
  }),
  column.display({
    id: 'change',
    header: 'Before → after',
    cell: (c) => (
      <ul className="admin-change">
        {changeSummary(c.row.original.before, c.row.original.after).map((line) => (
          <li key={line} className="admin-mono">
            {line}
          </li>
        ))}
      </ul>
    ),
  }),
  column.accessor('reason', { header: 'Reason', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('ip', {
    header: 'IP',
    cell: (c) => <span className="admin-mono admin-nowrap">{c.getValue() ?? '—'}</span>,
  }),
];

/** /admin/audit-log: every change staff made, filterable, newest first, and the same rows as a CSV file. */
export function AuditLogPage() {
  const params = useListParams('', FILTERS);
  const log = useAdminPage<AuditLogEntry>(AUDIT_LOG_PATH, { ...params, sort: undefined }, params.filters);
  const staff = useAdminQuery<StaffMember[]>(STAFF_PATH);
  const setFilter = (name: (typeof FILTERS)[number]) => (value: string | undefined) =>
    params.update({ filters: { [name]: value } });
  const staffIds = (staff.data ?? []).map((member) => member.id);
  const staffName = (id: string) => staff.data?.find((member) => member.id === id)?.name ?? id;

  return (
    <section className="admin-card" aria-label="Audit log">
      <div className="admin-card__head">
        <div className="admin-toolbar">
          {staff.data ? (
            <EnumFilter
              label="Who"
              value={params.filters.actorId}
              options={staffIds}
              optionLabel={staffName}
              onChange={setFilter('actorId')}
            />
          ) : (
            <TextFilter label="Actor id" value={params.filters.actorId} onChange={setFilter('actorId')} />
          )}
          <EnumFilter
            label="Action"
            value={params.filters.action}
            options={AdminAction.options}
            onChange={setFilter('action')}
          />
          <EnumFilter
            label="Target kind"
            value={params.filters.targetKind}
            options={AuditTargetKind.options}
            onChange={setFilter('targetKind')}
          />
          <TextFilter label="Target id" value={params.filters.targetId} onChange={setFilter('targetId')} />
          <TextFilter label="From" type="date" value={params.filters.from} onChange={setFilter('from')} />
          <TextFilter label="To" type="date" value={params.filters.to} onChange={setFilter('to')} />
        </div>
        <a className="btn btn--gold btn--sm" href={adminUrl(AUDIT_LOG_CSV_PATH, params.filters)} download>
          Export CSV
        </a>
      </div>
      <AdminTable
        label="Audit log"
        columns={columns}
        result={log}
        params={params}
        rowId={(entry) => entry.id}
        emptyText="No staff action matches."
      />
    </section>
  );
}
