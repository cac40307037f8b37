import { Link } from 'react-router-dom';
import { LIVE_GAME_KEYS } from '@casino/contracts';
import { betLimitsOf, gameOf } from '@casino/games';
import { GamePageHeader, StakeCurrency } from '../../components/games/game-ui';
import { LiveIcon } from '../../components/icons/icons';
import { usePlayBalance } from '../../components/games/use-balance';
import { formatCents } from '../../components/games/money';
import {
  currencyMark,
  currencyName,
  usePlayCurrency,
} from '../../components/currency-switch/play-currency-store';
import { LiveTableCard } from './live-table-card';
import { useLiveTables } from './live-table-queries';
import { JoinByCode, PrivatePokerButton, PrivateTableButton } from './private-table-controls';
import '../../styles/roulette.css';
import '../../styles/live-casino.css';

const HOLDEM = gameOf('holdem');

/**
 * Spec /live-casino: the live tables as the server lists them, each joined or watched. A table plays
 * with one currency: the page lists the tables of the currency chosen in the header (issue 18).
 */
export function LiveCasinoPage() {
  const currency = usePlayCurrency();
  const balance = usePlayBalance(currency);
  const holdemLimits = betLimitsOf('holdem', currency);
  const list = useLiveTables();
  const tables = (list.data?.tables ?? []).filter((table) => table.currency === currency);
  const clockOffsetMs = list.data?.clockOffsetMs ?? 0;

  return (
    <div className="game-page live-casino container">
      <GamePageHeader
        eyebrow="Live Casino"
        icon={<LiveIcon width={34} height={34} />}
        title={
          <>
            Live <span className="gold-text">Tables</span>
          </>
        }
        subtitle="Shared tables: everyone at a table bets on the same spin, coup or hand, and anyone can watch."
        balance={balance}
        currency={currency}
        fairnessHref="/fairness"
      />
      <p className="live-casino__currency" data-testid="live-casino-currency">
        Tables playing with {currencyName(currency)} <StakeCurrency currency={currency} />
      </p>

      <div className="live-casino__private" aria-label="Private tables">
        <JoinByCode />
        <div className="live-casino__private-create">
          {LIVE_GAME_KEYS.map((key) => (
            <PrivateTableButton key={key} gameKey={key} currency={currency} />
          ))}
        </div>
      </div>

      {list.isError && (
        <p className="live-casino__error" role="alert">
          The live tables could not be loaded.{' '}
          <button type="button" className="btn btn--link" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      )}
      {list.isPending && <p className="live-casino__loading">Loading the live tables…</p>}

      <ul className="live-tables" aria-label="Live tables">
        {tables.map((table) => (
          <LiveTableCard key={table.id} table={table} clockOffsetMs={clockOffsetMs} />
        ))}
        {!list.isPending && (
          <li className="live-table live-table--holdem" aria-labelledby="live-table-holdem">
            <div className="live-table__art" aria-hidden="true">
              <span className="live-table__suits">♥ ♣</span>
              <span className="live-table__live">● LIVE</span>
            </div>
            <div className="live-table__body">
              <h2 className="live-table__name" id="live-table-holdem">
                {HOLDEM.name}
              </h2>
              <p className="live-table__meta">Cash tables against real players, up to 6 seats</p>
              <p className="live-table__limits">
                Big blind <strong>{formatCents(holdemLimits.min)}</strong> –{' '}
                <strong>{formatCents(holdemLimits.max)}</strong> {currencyMark(currency)}
              </p>
              <div className="live-table__actions">
                <Link to="/poker" className="btn btn--gold btn--sm" aria-describedby="live-table-holdem">
                  Poker tables
                </Link>
                <PrivatePokerButton name={HOLDEM.name} currency={currency} />
              </div>
            </div>
          </li>
        )}
      </ul>
    </div>
  );
}
