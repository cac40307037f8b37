import { useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { AmoeEntryStatus, type AdminAmoeEntry } from '@casino/contracts';
import { formatCoinAmount } from '../../../lib/format';
import { useAdminMutation, useAdminPage } from '../api/admin-queries';
import { AdminTable } from '../components/admin-table';
import { useListParams } from '../components/list-params';
import { useCanWrite } from '../components/staff-role';
import { Time } from '../players/time-cell';
import { playerPagePath } from '../players/player-paths';
import { ADMIN_AMOE_CREDIT_PATH, ADMIN_AMOE_ENTRIES_PATH } from './sweepstakes-paths';
import '../players/admin-players.css';

const column = createColumnHelper<AdminAmoeEntry>();
const columns = [
  column.accessor('requestedAt', {
    header: 'Requested (UTC)',
    cell: (info) => <Time iso={info.getValue()} />,
  }),
  column.accessor('code', {
    header: 'Code',
    cell: (info) => <span className="admin-mono">{info.getValue()}</span>,
  }),
  column.accessor('playerName', {
    header: 'Player',
    cell: (info) => (
      <span>
        <Link to={playerPagePath(info.row.original.userId)}>{info.getValue()}</Link>
        <span className="decision-when">{info.row.original.playerEmail}</span>
      </span>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) =>
      info.row.original.status === 'credited' ? (
        <span>
          <span className="admin-tag admin-tag--on">
            credited {formatCoinAmount(info.row.original.coins ?? '0', 'SC')}
          </span>
          <span className="decision-when">
            {info.row.original.creditedBy?.name} · <Time iso={info.row.original.creditedAt} />
          </span>
        </span>
      ) : (
        <span className="admin-tag admin-tag--gold">not received</span>
      ),
  }),
];

/**
 * /admin/amoe: enter the code written on a mail-in entry received by post; its player is credited
 * the published sweepstakes coins once (the server refuses a code already credited). Every code below.
 */
export function AmoeEntriesPage() {
  const params = useListParams('entries.', ['status']);
  const status = AmoeEntryStatus.options.find((option) => option === params.filters.status);
  const entries = useAdminPage<AdminAmoeEntry>(ADMIN_AMOE_ENTRIES_PATH, params, { status });
  const canWrite = useCanWrite();
  const [code, setCode] = useState('');
  const [last, setLast] = useState<AdminAmoeEntry | null>(null);
  const credit = useAdminMutation<{ code: string }, AdminAmoeEntry>({
    method: 'POST',
    path: ADMIN_AMOE_CREDIT_PATH,
    successTitle: 'Mail-in entry credited',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    credit.mutate(
      { code: code.trim() },
      {
        onSuccess: (entry) => {
          setLast(entry);
          setCode('');
        },
      },
    );
  };
  return (
    <>
      <section className="admin-card" aria-labelledby="amoe-credit-title">
        <div className="admin-card__head">
          <h2 id="amoe-credit-title" className="admin-card__title">
            Enter a received code
          </h2>
          <p className="admin-card__note">
            Check the name and email on the card match the player before crediting.
          </p>
        </div>
        <form className="admin-toolbar" onSubmit={submit}>
          <label className="field">
            <span className="field__label">Code on the entry</span>
            <input
              className="field__input admin-mono"
              value={code}
              placeholder="ABCD-EFGH-JKMN"
              autoComplete="off"
              onChange={(e) => setCode(e.target.value)}
              data-testid="amoe-code-input"
            />
          </label>
          <button
            type="submit"
            className="btn btn--gold btn--sm"
            disabled={!canWrite || credit.isPending || code.trim() === ''}
            data-testid="amoe-credit"
          >
            Credit entry
          </button>
        </form>
        {last && (
          <p className="admin-ok" role="status" data-testid="amoe-credited">
            {last.code}: {formatCoinAmount(last.coins ?? '0', 'SC')} credited to {last.playerName}
            {last.playerEmail ? ` (${last.playerEmail})` : ''}.
          </p>
        )}
      </section>
      <section className="admin-card adjustments-history" aria-labelledby="amoe-list-title">
        <div className="admin-card__head">
          <h2 id="amoe-list-title" className="admin-card__title">
            Mail-in entry codes
          </h2>
          <label className="select-field">
            Status
            <select
              value={status ?? ''}
              onChange={(e) => params.update({ filters: { status: e.target.value } })}
            >
              <option value="">Any status</option>
              {AmoeEntryStatus.options.map((option) => (
                <option key={option} value={option}>
                  {option === 'issued' ? 'Not received' : 'Credited'}
                </option>
              ))}
            </select>
          </label>
        </div>
        <AdminTable<AdminAmoeEntry>
          label="Mail-in entry codes"
          columns={columns}
          result={entries}
          params={params}
          rowId={(row) => row.id}
          emptyText="No mail-in entry codes yet."
        />
      </section>
    </>
  );
}
