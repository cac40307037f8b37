import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { PokerTableCreateRequest, PokerTableUpdateRequest, type AdminPokerTable } from '@casino/contracts';
import { formatCoins } from '../../../lib/format-coins';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { POKER_TABLES_PATH, pokerTablePath } from '../api/admin-paths';
import { AdminDialog, ReasonDialog } from '../components/admin-dialog';
import { AdminTable } from '../components/admin-table';
import { checkForm, moneyField } from '../components/form-check';
import { formatWhen } from '../components/format-when';
import { WriteButton } from '../components/staff-role';

/** The poker lobby lists the tables; a change here is the players' at once. */
const PLAYER_TABLES_PATH = '/api/poker/tables';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; table: AdminPokerTable }
  | { kind: 'close' | 'reopen'; table: AdminPokerTable }
  | null;

/** Every poker table, open or closed: create one, change its name or stakes, close or reopen it. */
export function PokerTablesSection() {
  const tables = useAdminQuery<AdminPokerTable[]>(POKER_TABLES_PATH);
  const [open, setOpen] = useState<Open>(null);
  const create = useAdminMutation<PokerTableCreateRequest, AdminPokerTable>({
    method: 'POST',
    path: POKER_TABLES_PATH,
    successTitle: (request) => `${request.name} created`,
    alsoRefresh: [PLAYER_TABLES_PATH],
  });
  const update = useAdminMutation<{ id: number; change: PokerTableUpdateRequest }, AdminPokerTable>({
    method: 'PATCH',
    path: ({ id }) => pokerTablePath(id),
    body: ({ change }) => change,
    successTitle: 'Table updated',
    alsoRefresh: [PLAYER_TABLES_PATH],
  });
  const closeOrReopen = useAdminMutation<{
    table: AdminPokerTable;
    action: 'close' | 'reopen';
    reason: string;
  }>({
    method: 'POST',
    path: ({ table, action }) => `${pokerTablePath(table.id)}/${action}`,
    body: ({ reason }) => ({ reason }),
    successTitle: ({ table, action }) => `${table.name} ${action === 'close' ? 'closed' : 'reopened'}`,
    alsoRefresh: [PLAYER_TABLES_PATH],
  });

  const column = createColumnHelper<AdminPokerTable>();
  const columns = [
    column.accessor('name', { header: 'Table', cell: (c) => <strong>{c.getValue()}</strong> }),
    column.display({
      id: 'stakes',
      header: 'Blinds',
      cell: (c) => `${formatCoins(c.row.original.smallBlind)} / ${formatCoins(c.row.original.bigBlind)}`,
    }),
    column.display({
      id: 'buyIn',
      header: 'Buy-in',
      cell: (c) => (
        <span className="admin-nowrap">
          {formatCoins(c.row.original.minBuyIn)} – {formatCoins(c.row.original.maxBuyIn)}
        </span>
      ),
    }),
    column.accessor('seatedPlayers', {
      header: 'Seated',
      cell: (c) => (
        <span className="admin-num">
          {c.getValue()} / {c.row.original.maxPlayers}
        </span>
      ),
    }),
    column.accessor('host', {
      header: 'Host · lease',
      cell: (c) => (
        <>
          <span className="admin-mono">{c.getValue() ?? 'no host'}</span>
          <br />
          <span className="admin-card__note">
            {c.row.original.leaseUntil ? `lease until ${formatWhen(c.row.original.leaseUntil)}` : 'no lease'}
          </span>
        </>
      ),
    }),
    column.accessor('isActive', {
      header: 'Status',
      cell: (c) => (
        <span className={`admin-tag ${c.getValue() ? 'admin-tag--on' : 'admin-tag--off'}`}>
          {c.getValue() ? 'Open' : 'Closed'}
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) => {
        const table = c.row.original;
        return (
          <div className="admin-actions">
            <WriteButton
              className="btn btn--ghost btn--sm"
              onClick={() => setOpen({ kind: 'edit', table })}
              aria-label={`Edit ${table.name}`}
            >
              Edit
            </WriteButton>
            <WriteButton
              className={`btn btn--sm ${table.isActive ? 'btn--danger' : 'btn--gold'}`}
              onClick={() => setOpen({ kind: table.isActive ? 'close' : 'reopen', table })}
              aria-label={`${table.isActive ? 'Close' : 'Reopen'} ${table.name}`}
            >
              {table.isActive ? 'Close' : 'Reopen'}
            </WriteButton>
          </div>
        );
      },
    }),
  ];

  return (
    <section className="admin-card" aria-label="Poker tables">
      <div className="admin-card__head">
        <p className="admin-card__note">
          Stakes change only while nobody is seated. Closing lets the hand in play finish and cashes everyone
          out.
        </p>
        <WriteButton onClick={() => setOpen({ kind: 'create' })}>New table</WriteButton>
      </div>
      <AdminTable
        label="Poker tables"
        columns={columns}
        result={tables}
        rowId={(table) => String(table.id)}
        emptyText="No poker tables yet."
        rowClassName={(table) => (table.isActive ? undefined : 'is-muted')}
      />
      {open?.kind === 'create' ? (
        <TableDialog
          onClose={() => setOpen(null)}
          onSave={async (fields, reason) => {
            const check = checkForm(PokerTableCreateRequest, { ...createFields(fields), reason });
            if (!check.ok) throw new Error(check.problem);
            await create.mutateAsync(check.value);
          }}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <TableDialog
          table={open.table}
          onClose={() => setOpen(null)}
          onSave={async (fields, reason) => {
            const check = checkForm(PokerTableUpdateRequest, {
              ...changedFields(open.table, fields),
              reason,
            });
            if (!check.ok) throw new Error(check.problem);
            await update.mutateAsync({ id: open.table.id, change: check.value });
          }}
        />
      ) : null}
      {open?.kind === 'close' || open?.kind === 'reopen' ? (
        <ReasonDialog
          title={`${open.kind === 'close' ? 'Close' : 'Reopen'} ${open.table.name}`}
          description={
            open.kind === 'close'
              ? `${open.table.seatedPlayers} seated. The hand in play finishes, then everyone is cashed out and the table leaves the lobby.`
              : 'The table returns to the poker lobby.'
          }
          confirmLabel={open.kind === 'close' ? 'Close table' : 'Reopen table'}
          danger={open.kind === 'close'}
          onConfirm={(reason) => closeOrReopen.mutateAsync({ table: open.table, action: open.kind, reason })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

interface TableFields {
  name: string;
  smallBlind: string;
  bigBlind: string;
  maxPlayers: number;
  minBuyIn: string;
  maxBuyIn: string;
}

const EMPTY: TableFields = {
  name: '',
  smallBlind: '',
  bigBlind: '',
  maxPlayers: 6,
  minBuyIn: '',
  maxBuyIn: '',
};

function createFields(fields: TableFields) {
  return {
    name: fields.name,
    smallBlind: moneyField(fields.smallBlind),
    bigBlind: moneyField(fields.bigBlind),
    maxPlayers: fields.maxPlayers,
    minBuyIn: moneyField(fields.minBuyIn),
    maxBuyIn: moneyField(fields.maxBuyIn),
  };
}

/** Only what differs from the table as it is (seat count is fixed once created). */
function changedFields(table: AdminPokerTable, fields: TableFields) {
  const money = (key: 'smallBlind' | 'bigBlind' | 'minBuyIn' | 'maxBuyIn') =>
    Number(fields[key]) === Number(table[key]) && fields[key].trim() !== ''
      ? undefined
      : (moneyField(fields[key]) ?? '');
  return {
    name: fields.name.trim() === table.name ? undefined : fields.name,
    smallBlind: money('smallBlind'),
    bigBlind: money('bigBlind'),
    minBuyIn: money('minBuyIn'),
    maxBuyIn: money('maxBuyIn'),
  };
}

function TableDialog(props: {
  table?: AdminPokerTable;
  onSave: (fields: TableFields, reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { table } = props;
  const [fields, setFields] = useState<TableFields>(
    table
      ? {
          name: table.name,
          smallBlind: table.smallBlind,
          bigBlind: table.bigBlind,
          maxPlayers: table.maxPlayers,
          minBuyIn: table.minBuyIn,
          maxBuyIn: table.maxBuyIn,
        }
      : EMPTY,
  );
  const set = <K extends keyof TableFields>(key: K, value: TableFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const problem = checkForm(PokerTableCreateRequest, { ...createFields(fields), reason: 'check' }).problem;
  const text = (key: Exclude<keyof TableFields, 'maxPlayers'>, label: string) => (
    <label className={`field${key === 'name' ? ' field--wide' : ''}`}>
      <span className="field__label">{label}</span>
      <input className="field__input" value={fields[key]} onChange={(e) => set(key, e.target.value)} />
    </label>
  );

  return (
    <AdminDialog
      title={table ? `Edit ${table.name}` : 'New poker table'}
      description="The big blind is twice the small; buy-ins lie between 10 and 500 big blinds."
      confirmLabel={table ? 'Save' : 'Create'}
      formProblem={problem}
      onConfirm={(reason) => props.onSave(fields, reason)}
      onClose={props.onClose}
    >
      <div className="admin-dialog__fields">
        {text('name', 'Name')}
        {text('smallBlind', 'Small blind')}
        {text('bigBlind', 'Big blind')}
        {text('minBuyIn', 'Minimum buy-in')}
        {text('maxBuyIn', 'Maximum buy-in')}
        <label className="field">
          <span className="field__label">Seats</span>
          <input
            className="field__input"
            type="number"
            min={2}
            max={10}
            value={fields.maxPlayers}
            disabled={table !== undefined}
            onChange={(e) => set('maxPlayers', Math.trunc(Number(e.target.value)))}
          />
        </label>
      </div>
    </AdminDialog>
  );
}
