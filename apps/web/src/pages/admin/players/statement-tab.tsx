import { createColumnHelper } from '@tanstack/react-table';
import { Currency, type StatementEntry } from '@casino/contracts';
import { useAdminPage } from '../api/admin-queries';
import { AdminTable } from '../components/admin-table';
import { useListParams } from '../components/list-params';
import { money, signedAmount, signOf } from './player-format';
import { Time } from './time-cell';
import { playerPartPath } from './player-paths';
import { SearchInput } from './search-input';

const CURRENCY_LABELS: Record<Currency, string> = { coins: 'Coins', sweeps: 'Sweepstakes coins' };

const column = createColumnHelper<StatementEntry>();
const columns = [
  column.accessor('createdAt', { header: 'When (UTC)', cell: (info) => <Time iso={info.getValue()} /> }),
  column.accessor('kind', {
    header: 'Kind',
    cell: (info) => <span className="statement-kind">{info.getValue()}</span>,
  }),
  column.accessor('counterparty', { header: 'Counterparty', cell: (info) => info.getValue() }),
  column.accessor('amount', {
    header: () => <span className="admin-num">Amount</span>,
    cell: (info) => (
      <span className={`admin-num amount--${signOf(info.getValue())}`}>
        {signedAmount(info.getValue())} {info.row.original.currency === 'coins' ? 'GC' : 'SC'}
      </span>
    ),
  }),
  column.accessor('balanceAfter', {
    header: () => <span className="admin-num">Balance after</span>,
    cell: (info) => <span className="admin-num">{money(info.getValue(), info.row.original.currency)}</span>,
  }),
  column.accessor('transactionId', {
    header: 'Transaction',
    cell: (info) => <span className="admin-mono">#{info.getValue()}</span>,
  }),
];

/** The player's ledger statement, newest first: every entry of their wallets, signed, with the balance after it. */
export function StatementTab({ userId }: { userId: string }) {
  const params = useListParams('ledger.', ['currency', 'kind']);
  const currency = Currency.options.find((option) => option === params.filters.currency);
  const result = useAdminPage<StatementEntry>(playerPartPath(userId, 'ledger'), params, {
    currency,
    kind: params.filters.kind,
  });
  return (
    <>
      <div className="admin-toolbar admin-filters">
        <label className="select-field">
          Currency
          <select
            value={currency ?? ''}
            onChange={(e) => params.update({ filters: { currency: e.target.value } })}
          >
            <option value="">Both</option>
            {Currency.options.map((option) => (
              <option key={option} value={option}>
                {CURRENCY_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <SearchInput
          label="Transaction kind"
          className="search-box search-box--narrow"
          value={params.filters.kind ?? ''}
          placeholder="Kind, e.g. adjustment"
          onApply={(kind) => params.update({ filters: { kind } })}
        />
      </div>
      <AdminTable<StatementEntry>
        label="Statement"
        columns={columns}
        result={result}
        params={params}
        rowId={(row) => row.entryId}
        emptyText="No entries."
      />
    </>
  );
}
