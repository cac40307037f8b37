import { useEffect, useState } from 'react';
import type { PokerTable } from '@casino/contracts';
import { HttpError } from '../../api/http-client';
import { describeError } from '../../api/error-message';
import { formatAmount } from '../../lib/format';
import { formatCoins } from '../../lib/format-coins';
import { toCents, type Cents } from '../../components/games/money';
import { blindsLabel } from './coin-labels';
import { StakeCurrency } from '../../components/games/game-ui';
import {
  currencyMark,
  currencyName,
  usePlayCurrency,
} from '../../components/currency-switch/play-currency-store';
import { useKeptSeatStore } from '../../components/seated-table-link/kept-seat-store';
import { toast } from '../../components/toaster/toast-store';
import { redirectToLogin } from './poker-auth';
import { usePokerTables } from './poker-queries';
import { centsToCoinsInput, coinsInputToCents } from './raise-rules';
import { buyInProblem, defaultBuyIn, fullnessOf, isTableFull } from './table-list-model';

/** Spec §2 /poker: the list of tables; joining one replaces the list with its table view. */
export function TableList({
  onJoin,
  onWatch,
  onReturn,
}: {
  onJoin: (table: PokerTable, buyIn: Cents) => void;
  onWatch: (table: PokerTable) => void;
  onReturn: (tableId: number) => void;
}) {
  const tables = usePokerTables();
  // A table plays with one currency: the lobby lists those of the currency chosen in the header.
  const currency = usePlayCurrency();
  const listed = tables.data?.filter((table) => table.currency === currency);
  const kept = useKeptSeatStore((s) => s.kept);
  const unauthorized = tables.error instanceof HttpError && tables.error.status === 401;

  useEffect(() => {
    if (unauthorized) redirectToLogin('Please log in to join poker tables');
  }, [unauthorized]);

  return (
    <section className="poker-lobby" aria-labelledby="poker-lobby-title">
      <div className="poker-lobby__head">
        <h2 id="poker-lobby-title" className="poker-lobby__title">
          Cash tables <StakeCurrency currency={currency} />
        </h2>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void tables.refetch()}
          disabled={tables.isFetching}
        >
          {tables.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {kept && (
        <div className="poker-banner poker-banner--warn poker-lobby__kept" role="status">
          <span>
            You still have a seat at <strong>{kept.tableName}</strong>. Your chips stay there until you leave
            the table.
          </span>
          <button type="button" className="btn btn--gold btn--sm" onClick={() => onReturn(kept.tableId)}>
            Back to the table
          </button>
        </div>
      )}
      {tables.isLoading && <p className="poker-lobby__note">Loading tables…</p>}
      {tables.isError && !unauthorized && (
        <div className="empty-state empty-state--compact" role="alert">
          <p className="empty-state__title">Could not load the tables</p>
          <p className="empty-state__text">{describeError(tables.error)}</p>
        </div>
      )}
      {listed && listed.length === 0 && (
        <div className="empty-state empty-state--compact">
          <p className="empty-state__title">No tables are open</p>
          <p className="empty-state__text">Tables open here as soon as the poker room has them.</p>
        </div>
      )}
      {listed && listed.length > 0 && (
        <ul className="poker-lobby__list">
          {listed.map((table) => (
            <li key={table.id}>
              <TableCard table={table} onJoin={onJoin} onWatch={onWatch} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TableCard({
  table,
  onJoin,
  onWatch,
}: {
  table: PokerTable;
  onJoin: (table: PokerTable, buyIn: Cents) => void;
  onWatch: (table: PokerTable) => void;
}) {
  const [buyIn, setBuyIn] = useState(() => centsToCoinsInput(defaultBuyIn(table)));
  const full = isTableFull(table);
  const fullness = fullnessOf(table.currentPlayers, table.maxPlayers);
  const inputId = `buy-in-${table.id}`;

  function join() {
    const amount = coinsInputToCents(buyIn);
    // Spec §5: a buy-in below the table minimum is refused before anything is sent.
    const problem = buyInProblem(amount, toCents(table.minBuyIn), currencyName(table.currency));
    if (problem) {
      toast({ variant: 'destructive', title: 'Invalid Buy-in', description: problem });
      return;
    }
    onJoin(table, amount);
  }

  return (
    <article className="poker-table-card" aria-label={table.name} data-testid="poker-table-card">
      <header className="poker-table-card__head">
        <h3 className="poker-table-card__name">{table.name}</h3>
        <span className="poker-table-card__stakes" title="Small blind / big blind">
          {blindsLabel(toCents(table.smallBlind), toCents(table.bigBlind), currencyMark(table.currency))}
        </span>
      </header>
      <dl className="poker-table-card__facts">
        <div>
          <dt>Players</dt>
          <dd>
            <span
              className={`poker-fullness poker-fullness--${fullness}`}
              data-fullness={fullness}
              data-testid="table-players"
            >
              <span className="poker-fullness__dot" aria-hidden="true" />
              {table.currentPlayers}/{table.maxPlayers}
            </span>
          </dd>
        </div>
        <div>
          <dt>Buy-in</dt>
          <dd>
            {formatCoins(table.minBuyIn)} – {formatCoins(table.maxBuyIn)} {currencyMark(table.currency)}
          </dd>
        </div>
        <div>
          <dt>Avg pot</dt>
          <dd>
            {formatAmount(table.averagePot)} {currencyMark(table.currency)}
          </dd>
        </div>
        <div>
          <dt>Hands/hr</dt>
          <dd>{table.handsPerHour}</dd>
        </div>
      </dl>
      <div className="poker-table-card__join">
        <label className="poker-field" htmlFor={inputId}>
          <span className="poker-field__label">Buy-in ({currencyName(table.currency)})</span>
          <input
            id={inputId}
            className="poker-field__input"
            type="number"
            inputMode="decimal"
            min={toCents(table.minBuyIn) / 100}
            max={toCents(table.maxBuyIn) / 100}
            step={table.currency === 'coins' ? 10 : 1}
            value={buyIn}
            disabled={full}
            onChange={(e) => setBuyIn(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !full) join();
            }}
          />
        </label>
        <div className="poker-table-card__buttons">
          <button type="button" className="btn btn--gold" disabled={full} onClick={join}>
            {full ? 'Table Full' : 'Join Table'}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => onWatch(table)}
            aria-label={`Watch ${table.name}`}
          >
            Watch
          </button>
        </div>
      </div>
      {!table.isOpen && <p className="poker-table-card__note">Opening the table…</p>}
    </article>
  );
}
