import { createColumnHelper } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router-dom';
import { UserRole, type AdminPlayerRow } from '@casino/contracts';
import { useAdminPage } from '../api/admin-queries';
import { AdminTable } from '../components/admin-table';
import { useListParams } from '../components/list-params';
import { money, playerName, ROLE_LABELS } from './player-format';
import { Time } from './time-cell';
import { PLAYERS_PATH, playerPagePath } from './player-paths';
import { SearchInput } from './search-input';
import './admin-players.css';

const FILTERS = ['q', 'role', 'status'] as const;
const STATUSES = ['active', 'suspended'] as const;
type Status = (typeof STATUSES)[number];

const column = createColumnHelper<AdminPlayerRow>();
// Sortable columns carry the api's sort key as their id (AdminPlayersQuery.sort).
const columns = [
  column.accessor((row) => playerName(row), {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    cell: (info) => (
      <Link to={playerPagePath(info.row.original.id)} onClick={(event) => event.stopPropagation()}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('email', {
    id: 'email',
    header: 'Email',
    enableSorting: true,
    cell: (info) => info.getValue() ?? '—',
  }),
  column.accessor('role', {
    header: 'Role',
    cell: (info) => (
      <span className={`role-badge role-badge--${info.getValue()}`}>{ROLE_LABELS[info.getValue()]}</span>
    ),
  }),
  column.accessor('suspendedAt', {
    header: 'Status',
    cell: (info) =>
      info.getValue() ? (
        <span className="status-badge status-badge--bad">Suspended</span>
      ) : (
        <span className="status-badge status-badge--ok">Active</span>
      ),
  }),
  // Both balances in one column (sorted by coins, the api's `balance` key), to fit 1280 px.
  column.accessor('balance', {
    id: 'balance',
    header: () => <span className="admin-num">Balances</span>,
    enableSorting: true,
    cell: (info) => (
      <span className="admin-num player-balances">
        {money(info.getValue())}
        <span>{money(info.row.original.sweepstakesCoins, 'sweeps')}</span>
      </span>
    ),
  }),
  column.accessor('createdAt', {
    id: 'createdAt',
    header: 'Joined (UTC)',
    enableSorting: true,
    cell: (info) => <Time iso={info.getValue()} />,
  }),
  column.accessor('lastSeenAt', {
    id: 'lastSeenAt',
    header: 'Last seen (UTC)',
    enableSorting: true,
    cell: (info) => <Time iso={info.getValue()} />,
  }),
];

const known = <T extends string>(options: readonly T[], value: string | undefined): T | undefined =>
  options.find((option) => option === value);

/** /admin/players: search by name, email or id, filter by role and status; a row opens the player. */
export function PlayersPage() {
  const params = useListParams('', FILTERS);
  const navigate = useNavigate();
  // A hand-edited URL with an unknown role or status lists everyone rather than asking the api for a 400.
  const role = known(UserRole.options, params.filters.role);
  const status = known(STATUSES, params.filters.status);
  const result = useAdminPage<AdminPlayerRow>(PLAYERS_PATH, params, { q: params.filters.q, role, status });

  return (
    <section className="admin-card" aria-label="Players">
      <div className="admin-toolbar admin-filters">
        <SearchInput
          label="Search players"
          value={params.filters.q ?? ''}
          placeholder="Search by name, email or id"
          onApply={(q) => params.update({ filters: { q } })}
        />
        <label className="select-field">
          Role
          <select value={role ?? ''} onChange={(e) => params.update({ filters: { role: e.target.value } })}>
            <option value="">Every role</option>
            {UserRole.options.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <label className="select-field">
          Status
          <select
            value={status ?? ''}
            onChange={(e) => params.update({ filters: { status: e.target.value } })}
          >
            <option value="">Any status</option>
            {STATUSES.map((option: Status) => (
              <option key={option} value={option}>
                {option === 'active' ? 'Active' : 'Suspended'}
              </option>
            ))}
          </select>
        </label>
      </div>
      <AdminTable<AdminPlayerRow>
        label="Players"
        columns={columns}
        result={result}
        params={params}
        rowId={(row) => row.id}
        emptyText={params.filters.q ? `No player matches “${params.filters.q}”.` : 'No players.'}
        rowClassName={(row) => (row.suspendedAt ? 'is-suspended' : undefined)}
        onRowClick={(row) => void navigate(playerPagePath(row.id))}
      />
    </section>
  );
}
