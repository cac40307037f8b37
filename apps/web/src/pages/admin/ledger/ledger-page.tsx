import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { useSearchParams } from 'react-router-dom';
import {
  AccountKind,
  Currency,
  type AccountEntry,
  type AdminAccount,
  type LedgerAuditRun,
} from '@casino/contracts';
import { useAdminPage } from '../api/admin-queries';
import { accountEntriesPath, LEDGER_ACCOUNTS_PATH, LEDGER_AUDITS_PATH } from '../api/admin-paths';
import { AdminTable } from '../components/admin-table';
import { MoneyText } from '../components/money-text';
import { EnumFilter, TextFilter } from '../components/filter-fields';
import { useListParams } from '../components/list-params';
import { formatWhen } from '../components/format-when';
import { AuditRunSummary, RunAuditButton } from './audit-run-summary';

const ACCOUNT_PARAM = 'account';

/** /admin/ledger: the conservation audit's runs, every account, and the open account's entries. */
export function LedgerPage() {
  const [search, setSearch] = useSearchParams();
  const accountId = search.get(ACCOUNT_PARAM);
  const openAccount = (id: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(ACCOUNT_PARAM, id);
      else next.delete(ACCOUNT_PARAM);
      next.delete('entries.page');
      return next;
    });

  return (
    <>
      <AuditRuns />
      <Accounts selected={accountId} onOpen={openAccount} />
      {accountId ? <AccountEntries accountId={accountId} onClose={() => openAccount(null)} /> : null}
    </>
  );
}

const runColumn = createColumnHelper<LedgerAuditRun>();
const runColumns = [
  runColumn.accessor('finishedAt', { header: 'Finished', cell: (c) => formatWhen(c.getValue()) }),
  runColumn.accessor('ok', {
    header: 'Result',
    cell: (c) => (
      <span className={c.getValue() ? 'admin-ok' : 'admin-bad'}>
        {c.getValue() ? 'Conserved' : 'Findings'}
      </span>
    ),
  }),
  runColumn.accessor('trigger', {
    header: 'By',
    cell: (c) => (c.getValue() === 'schedule' ? 'Schedule' : (c.row.original.actorName ?? 'Staff')),
  }),
  runColumn.accessor('checks', {
    header: 'Checks',
    cell: (c) => {
      const failing = c.getValue().filter((check) => check.findings > 0);
      return failing.length === 0
        ? `${c.getValue().length} checks hold`
        : failing.map((check) => `${check.name}: ${check.findings}`).join(', ');
    },
  }),
  runColumn.accessor('entries', {
    header: 'Entries',
    cell: (c) => <span className="admin-num">{c.getValue().toLocaleString('en-US')}</span>,
  }),
];

function AuditRuns() {
  const params = useListParams('runs.');
  const runs = useAdminPage<LedgerAuditRun>(LEDGER_AUDITS_PATH, { ...params, sort: undefined });
  const [openId, setOpenId] = useState<string | null>(null);
  // The run whose checks show below the list: the one clicked, else the newest on the page.
  const open = runs.data?.items.find((run) => run.id === openId) ?? runs.data?.items[0];
  return (
    <section className="admin-card" aria-labelledby="audit-runs">
      <div className="admin-card__head">
        <div>
          <h2 id="audit-runs" className="admin-card__title">
            Conservation audit
          </h2>
          <p className="admin-card__note">
            All accounts sum to zero per currency, every wallet equals its entries, no wallet is negative.
          </p>
        </div>
        <RunAuditButton />
      </div>
      <AdminTable
        label="Audit runs"
        columns={runColumns}
        result={runs}
        params={params}
        rowId={(run) => run.id}
        emptyText="The audit has not run yet."
        rowClassName={(run) =>
          [run.ok ? undefined : 'is-stuck', run.id === open?.id ? 'is-selected' : undefined]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onRowClick={(run) => setOpenId(run.id)}
      />
      {open ? (
        <div className="admin-card__section">
          <AuditRunSummary run={open} />
        </div>
      ) : null}
    </section>
  );
}

const accountColumn = createColumnHelper<AdminAccount>();
const accountColumns = [
  accountColumn.accessor('id', {
    id: 'id',
    header: 'Id',
    enableSorting: true,
    cell: (c) => <span className="admin-mono">{c.getValue()}</span>,
  }),
  accountColumn.accessor('kind', {
    header: 'Kind',
    cell: (c) => <span className="admin-tag">{c.getValue()}</span>,
  }),
  accountColumn.accessor('currency', { header: 'Currency' }),
  accountColumn.accessor('code', {
    id: 'code',
    header: 'Code / owner',
    enableSorting: true,
    cell: (c) => c.getValue() ?? c.row.original.ownerName ?? c.row.original.userId ?? '—',
  }),
  accountColumn.accessor('entries', {
    header: 'Entries',
    cell: (c) => <span className="admin-num">{c.getValue().toLocaleString('en-US')}</span>,
  }),
  accountColumn.accessor('balance', {
    id: 'balance',
    header: 'Balance',
    enableSorting: true,
    cell: (c) => <MoneyText amount={c.getValue()} />,
  }),
];

function Accounts({ selected, onOpen }: { selected: string | null; onOpen: (id: string) => void }) {
  const params = useListParams('accounts.', ['kind', 'currency', 'q']);
  const accounts = useAdminPage<AdminAccount>(LEDGER_ACCOUNTS_PATH, params, params.filters);
  const setFilter = (name: string) => (value: string | undefined) =>
    params.update({ filters: { [name]: value } });
  return (
    <section className="admin-card" aria-labelledby="accounts">
      <div className="admin-card__head">
        <h2 id="accounts" className="admin-card__title">
          Accounts
        </h2>
        <div className="admin-toolbar">
          <EnumFilter
            label="Kind"
            value={params.filters.kind}
            options={AccountKind.options}
            onChange={setFilter('kind')}
          />
          <EnumFilter
            label="Currency"
            value={params.filters.currency}
            options={Currency.options}
            onChange={setFilter('currency')}
          />
          <TextFilter
            label="Code or player id"
            value={params.filters.q}
            onChange={setFilter('q')}
            placeholder="house:slots, 42"
          />
        </div>
      </div>
      <AdminTable
        label="Ledger accounts"
        columns={accountColumns}
        result={accounts}
        params={params}
        rowId={(account) => account.id}
        emptyText="No account matches."
        rowClassName={(account) => (account.id === selected ? 'is-selected' : undefined)}
        onRowClick={(account) => onOpen(account.id)}
      />
    </section>
  );
}

const entryColumn = createColumnHelper<AccountEntry>();
const entryColumns = [
  entryColumn.accessor('createdAt', { header: 'When', cell: (c) => formatWhen(c.getValue()) }),
  entryColumn.accessor('kind', {
    header: 'Kind',
    cell: (c) => <span className="admin-tag">{c.getValue()}</span>,
  }),
  entryColumn.accessor('amount', {
    header: 'Amount',
    cell: (c) => <MoneyText amount={c.getValue()} signed />,
  }),
  entryColumn.accessor('balanceAfter', {
    header: 'Balance after',
    cell: (c) => <MoneyText amount={c.getValue()} />,
  }),
  entryColumn.accessor('counterparty', { header: 'Counterparty' }),
  entryColumn.accessor('transactionId', {
    header: 'Transaction',
    cell: (c) => <span className="admin-mono">{c.getValue()}</span>,
  }),
  entryColumn.accessor('memo', {
    header: 'Memo',
    cell: (c) => <span className="admin-mono">{memoText(c.getValue())}</span>,
  }),
];

function AccountEntries({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const params = useListParams('entries.');
  const entries = useAdminPage<AccountEntry>(accountEntriesPath(accountId), { ...params, sort: undefined });
  return (
    <section className="admin-card" aria-labelledby="entries">
      <div className="admin-card__head">
        <h2 id="entries" className="admin-card__title">
          Entries of account {accountId}
        </h2>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
          Close
        </button>
      </div>
      <AdminTable
        label={`Entries of account ${accountId}`}
        columns={entryColumns}
        result={entries}
        params={params}
        rowId={(entry) => entry.entryId}
        emptyText="No entries on this account."
      />
    </section>
  );
}

function memoText(memo: Record<string, unknown>): string {
  const text = Object.entries(memo)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
  return text || '—';
}
