import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Currency,
  STATEMENT_KIND_GROUP_LABELS,
  StatementKindGroup,
  StatementPeriod,
  type PlayerStatementEntry,
} from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { formatCoinAmount } from '../../lib/format';
import {
  browserTimeZone,
  DEFAULT_FILTERS,
  entriesOf,
  filtersProblem,
  markOf,
  PERIOD_LABELS,
  queryOf,
  recallHref,
  signedCoins,
  statementParams,
  toneOf,
  type StatementFilters,
} from './history-model';
import { useStatement } from './history-queries';

const CURRENCY_LABELS: Readonly<Record<Currency, string>> = {
  coins: 'Coins (GC)',
  sweeps: 'Sweepstakes coins (SC)',
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function EntryRow({ entry }: { entry: PlayerStatementEntry }) {
  return (
    <tr data-testid="statement-row">
      <td data-label="Time">
        <time dateTime={entry.createdAt}>{when.format(Date.parse(entry.createdAt))}</time>
      </td>
      <td data-label="Kind" className="statement__kind">
        {entry.kindLabel}
      </td>
      <td data-label="Game">
        {entry.game ?? '—'}
        {entry.roundLabel &&
          (entry.roundId ? (
            <Link className="statement__round" to={recallHref(entry.roundId)}>
              {entry.roundLabel}
            </Link>
          ) : (
            <span className="statement__round">{entry.roundLabel}</span>
          ))}
      </td>
      <td
        data-label="Amount"
        className={`statement__num statement__amount statement__amount--${toneOf(entry.amount)}`}
      >
        {signedCoins(entry.amount, entry.currency)}
      </td>
      <td data-label="Balance after" className="statement__num">
        {formatCoinAmount(entry.balanceAfter, markOf(entry.currency))}
      </td>
    </tr>
  );
}

/** The Statement tab: every movement of the player's wallets, filtered, a page at a time, and its CSV. */
export function StatementTab() {
  const [filters, setFilters] = useState<StatementFilters>(DEFAULT_FILTERS);
  const tz = useMemo(() => browserTimeZone(), []);
  const problem = filtersProblem(filters, tz);
  // While the form is incomplete (a custom range without its first day) the last good filters stay.
  const [applied, setApplied] = useState<StatementFilters>(DEFAULT_FILTERS);
  const update = (change: Partial<StatementFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    if (!filtersProblem(next, tz)) setApplied(next);
  };
  const params = useMemo(() => statementParams(applied, tz), [applied, tz]);
  const statement = useStatement(params);
  const entries = useMemo(() => entriesOf(statement.data?.pages ?? []), [statement.data]);
  const csvHref = `/api/history/statement.csv${Object.keys(params).length ? `?${queryOf(params)}` : ''}`;

  return (
    <section className="statement" aria-label="Statement">
      <div className="history-filters">
        <label className="select-field">
          Currency
          <select
            value={filters.currency}
            onChange={(e) => update({ currency: Currency.safeParse(e.target.value).data ?? '' })}
            data-testid="statement-currency"
          >
            <option value="">Both</option>
            {Currency.options.map((c) => (
              <option key={c} value={c}>
                {CURRENCY_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
        <label className="select-field">
          Kind
          <select
            value={filters.kind}
            onChange={(e) => update({ kind: StatementKindGroup.safeParse(e.target.value).data ?? '' })}
            data-testid="statement-kind"
          >
            <option value="">Every kind</option>
            {StatementKindGroup.options.map((g) => (
              <option key={g} value={g}>
                {STATEMENT_KIND_GROUP_LABELS[g]}
              </option>
            ))}
          </select>
        </label>
        <div className="history-filters__period">
          <span className="history-filters__label" id="statement-period-label">
            Period
          </span>
          <div className="chip-group" role="group" aria-labelledby="statement-period-label">
            {StatementPeriod.options.map((p) => (
              <button
                key={p}
                type="button"
                className={`chip-button chip-button--sm${filters.period === p ? ' is-active' : ''}`}
                aria-pressed={filters.period === p}
                onClick={() => update({ period: p })}
              >
                {PERIOD_LABELS[p]}
              </button>
            ))}
          </div>
        </div>
        {filters.period === 'custom' && (
          <div className="history-filters__range">
            <label className="select-field">
              First day
              <input
                type="date"
                className="field__input"
                value={filters.from}
                max={filters.to || undefined}
                onChange={(e) => update({ from: e.target.value })}
                data-testid="statement-from"
              />
            </label>
            <label className="select-field">
              Last day
              <input
                type="date"
                className="field__input"
                value={filters.to}
                min={filters.from || undefined}
                onChange={(e) => update({ to: e.target.value })}
                data-testid="statement-to"
              />
            </label>
          </div>
        )}
        <a
          className="btn btn--purple history-filters__csv"
          href={csvHref}
          download
          data-testid="statement-csv"
        >
          Download CSV
        </a>
      </div>
      {problem && (
        <p className="history-problem" role="alert">
          {problem}
        </p>
      )}

      {statement.isPending ? (
        <p className="history-muted" role="status">
          Loading your statement…
        </p>
      ) : statement.isError ? (
        <p className="history-problem" role="alert">
          {describeError(statement.error)}
        </p>
      ) : entries.length === 0 ? (
        <div className="empty-state empty-state--compact">
          <h3 className="empty-state__title">No movements</h3>
          <p className="empty-state__text">Nothing moved in your wallets with these filters.</p>
        </div>
      ) : (
        <div className="statement__scroll">
          <table className="statement__table" data-testid="statement-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Kind</th>
                <th scope="col">Game and round</th>
                <th scope="col" className="statement__num">
                  Amount
                </th>
                <th scope="col" className="statement__num">
                  Balance after
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <EntryRow key={entry.entryId} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {statement.hasNextPage && (
        <button
          type="button"
          className="btn btn--outline history-more"
          disabled={statement.isFetchingNextPage}
          onClick={() => void statement.fetchNextPage()}
        >
          {statement.isFetchingNextPage ? 'Loading…' : 'Load older movements'}
        </button>
      )}
    </section>
  );
}
