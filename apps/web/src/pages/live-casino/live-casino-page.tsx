import { Link } from 'react-router-dom';
import { LIVE_GAME_KEYS } from '@casino/contracts';
import { UNITS_PER_COIN } from '@casino/engine';
import { betLimitsOf, gameOf } from '@casino/games';
import { GamePageHeader } from '../../components/games/game-ui';
import { LiveIcon } from '../../components/icons/icons';
import { useCoinBalance } from '../../components/games/use-balance';
import { LiveTableCard } from './live-table-card';
import { useLiveTables } from './live-table-queries';
import { JoinByCode, PrivatePokerButton, PrivateTableButton } from './private-table-controls';
import '../../styles/roulette.css';
import '../../styles/live-casino.css';

const HOLDEM = gameOf('holdem');
const HOLDEM_LIMITS = betLimitsOf('holdem');
const coins = (units: number) => (units / UNITS_PER_COIN).toLocaleString('en-US');

/** Spec /live-casino: the live tables as the server lists them, each joined or watched. */
export function LiveCasinoPage() {
  const balance = useCoinBalance();
  const list = useLiveTables();
  const tables = list.data?.tables ?? [];
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
        fairnessHref="/fairness"
      />

      <div className="live-casino__private" aria-label="Private tables">
        <JoinByCode />
        <div className="live-casino__private-create">
          {LIVE_GAME_KEYS.map((key) => (
            <PrivateTableButton key={key} gameKey={key} />
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
                Limits <strong>{coins(HOLDEM_LIMITS.min)}</strong> –{' '}
                <strong>{coins(HOLDEM_LIMITS.max)}</strong> GC
              </p>
              <div className="live-table__actions">
                <Link to="/poker" className="btn btn--gold btn--sm" aria-describedby="live-table-holdem">
                  Poker tables
                </Link>
                <PrivatePokerButton name={HOLDEM.name} />
              </div>
            </div>
          </li>
        )}
      </ul>
    </div>
  );
}
