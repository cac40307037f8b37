import { Link } from 'react-router-dom';
import type { LiveTableSummary } from '@casino/contracts';
import { formatCents, toCents } from '../../components/games/money';
import { StakeCurrency } from '../../components/games/game-ui';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import { RouletteWheel } from '../../games/roulette/roulette-wheel';
import { PHASE_LABELS, useSecondsLeft } from './live-countdown';
import { CopyCodeButton } from './private-table-controls';

/** One live table of the list: what is happening there now, and the ways in. */
export function LiveTableCard({ table, clockOffsetMs }: { table: LiveTableSummary; clockOffsetMs: number }) {
  const endsAt = table.phaseEndsAt ? Date.parse(table.phaseEndsAt) : 0;
  const seconds = useSecondsLeft(Number.isFinite(endsAt) ? endsAt : 0, clockOffsetMs);
  const titleId = `live-table-${table.id}`;
  return (
    <li
      className={`live-table live-table--${table.gameKey}`}
      aria-labelledby={titleId}
      data-testid="live-table-card"
    >
      <div className="live-table__art" aria-hidden="true">
        {table.gameKey === 'live-roulette' ? (
          <span className="live-table__wheel">
            <RouletteWheel rotation={0} durationMs={0} spinning={false} landed={null} />
          </span>
        ) : (
          <span className="live-table__suits">{table.gameKey === 'live-blackjack' ? '♠ ♥' : '♦ ♣'}</span>
        )}
        <span className="live-table__live">● LIVE</span>
      </div>
      <div className="live-table__body">
        <h2 className="live-table__name" id={titleId}>
          {table.name}
        </h2>
        {table.isPrivate && table.roomCode && (
          <p className="live-table__code">
            Private · code <strong data-testid="live-table-code">{table.roomCode}</strong>
            <CopyCodeButton code={table.roomCode} />
          </p>
        )}
        <p className="live-table__status" data-testid="live-table-phase">
          {PHASE_LABELS[table.phase]}
          {seconds !== null && <span className="live-table__countdown"> · {seconds}s</span>}
          {table.roundNumber > 0 && <span> · round {table.roundNumber}</span>}
        </p>
        <p className="live-table__meta">
          <span data-testid="live-table-players">{table.players} playing</span> · {table.spectators} watching
        </p>
        <p className="live-table__limits">
          Limits <strong>{formatCents(toCents(table.minBet))}</strong> –{' '}
          <strong>{formatCents(toCents(table.maxBet))}</strong> {currencyMark(table.currency)}{' '}
          <StakeCurrency currency={table.currency} />
        </p>
        <p className="live-table__recent" aria-label="Recent outcomes">
          {table.recent.length === 0
            ? 'No rounds yet'
            : table.recent.slice(0, 8).map((label, i) => (
                <span key={i} className="live-table__outcome">
                  {label}
                </span>
              ))}
        </p>
        <div className="live-table__actions">
          <Link to={`/live-casino/${table.id}`} className="btn btn--gold btn--sm" aria-describedby={titleId}>
            Join
          </Link>
          <Link
            to={`/live-casino/${table.id}?watch=1`}
            className="btn btn--ghost btn--sm"
            aria-describedby={titleId}
          >
            Watch
          </Link>
        </div>
      </div>
    </li>
  );
}
