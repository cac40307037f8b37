import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../auth/use-auth';
import type { Cents } from '../../components/games/money';
import { PlayingCard } from '../../components/playing-cards/playing-card';
import { ActionBar } from './action-bar';
import { TurnCountdown } from './action-timer';
import { blindsLabel, coinsLabel } from './coin-labels';
import { StakeCurrency } from '../../components/games/game-ui';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import { useTurnTitle } from './use-turn-title';
import { ACTION_TIMER_SCALE_MS } from './action-timer-model';
import { HandFairness } from './hand-fairness';
import { cardOfCode } from './poker-cards';
import { leaveTable, retryTable, setSittingOut, sitDown } from './poker-room-connection';
import { usePokerRoomStore } from './poker-room-store';
import { EmptySeat, PokerSeat, SeatBet } from './poker-seat';
import type { PokerTableSnapshot } from '@casino/contracts';
import { tableViewOf, type TableView } from './poker-view-model';
import { SitDownForm } from './sit-down-form';
import { TALL_FELT_ASPECT, WIDE_FELT_ASPECT } from './seat-layout';
import { useNarrowScreen } from './use-narrow-screen';
import { useNoScrollRestoration } from '../../lib/page-scroll';

/** Spec §2 /poker: the in-game view of the joined table, drawn from the room's synced state. */
export function PokerTableView({ onExit }: { onExit: () => void }) {
  const { user } = useAuth();
  const table = usePokerRoomStore((s) => s.table);
  const status = usePokerRoomStore((s) => s.status);
  const pending = usePokerRoomStore((s) => s.pending);
  const ownCards = usePokerRoomStore((s) => s.ownCards);
  const exitRequested = usePokerRoomStore((s) => s.exitRequested);
  const [leaving, setLeaving] = useState(false);
  /** A spectator's chosen seat: undefined while not sitting down, null for the first free seat. */
  const [sitChoice, setSitChoice] = useState<number | null | undefined>(undefined);
  const narrow = useNarrowScreen();
  // Spec §2 (issue 12): on load the own cards and the action bar are in view, with nothing scrolled.
  useNoScrollRestoration();
  const view = useMemo(
    () =>
      table
        ? tableViewOf(table, user?.id ?? null, ownCards, narrow ? TALL_FELT_ASPECT : WIDE_FELT_ASPECT)
        : null,
    [table, user?.id, ownCards, narrow],
  );

  useEffect(() => {
    if (exitRequested) onExit();
  }, [exitRequested, onExit]);
  useTurnTitle(view?.actions != null);

  async function leave() {
    setLeaving(true);
    await leaveTable();
    onExit();
  }

  if (status === 'lost') {
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">Connection lost</p>
        <p className="empty-state__text">Your seat is kept for a minute while you reconnect.</p>
        <div className="action-row">
          <button type="button" className="btn btn--gold" onClick={retryTable}>
            Reconnect
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void leave()}>
            Back to tables
          </button>
        </div>
      </div>
    );
  }
  if (!table || !view) {
    return (
      <p className="poker-connecting" role="status">
        Connecting to the table…
      </p>
    );
  }

  const me = view.me;
  return (
    <div className={`poker-room${me ? ' poker-room--seated' : ''}`} data-testid="poker-room">
      <div className="poker-room__bar">
        <div className="poker-room__title">
          <h2 className="poker-room__name">{table.tableName}</h2>
          <p className="poker-room__meta" data-testid="poker-room-meta">
            Blinds {blindsLabel(table.smallBlind, table.bigBlind, currencyMark(table.currency))}{' '}
            <StakeCurrency currency={table.currency} />
            {table.handNumber > 0 && <> · Hand #{table.handNumber}</>} · {table.spectators} watching
          </p>
        </div>
        <div className="poker-room__controls">
          {me && (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={pending !== null || leaving || me.isLeaving}
              onClick={() => setSittingOut(!me.isSittingOut)}
            >
              {me.isSittingOut ? 'Sit In' : 'Sit Out'}
            </button>
          )}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={leaving}
            onClick={() => void leave()}
          >
            {leaving ? 'Leaving…' : me ? 'Leave Table' : 'Back to tables'}
          </button>
        </div>
      </div>

      {status === 'reconnecting' && (
        <p className="poker-banner poker-banner--warn" role="status">
          Connection dropped. Reconnecting… your seat is kept meanwhile.
        </p>
      )}
      {view.isWatching && (
        <WatchingBanner
          table={table}
          view={view}
          pending={pending?.kind === 'sit'}
          seat={sitChoice}
          onChoose={setSitChoice}
        />
      )}

      <Felt table={table} view={view} onSit={view.isWatching ? setSitChoice : undefined} />

      {me && <PlayerPanel table={table} view={view} pending={pending !== null} />}

      <HandFairness table={table} />
    </div>
  );
}

function Felt({
  table,
  view,
  onSit,
}: {
  table: PokerTableSnapshot;
  view: TableView;
  onSit?: (position: number) => void;
}) {
  const scale = table.actionTimeoutMs > 0 ? table.actionTimeoutMs : ACTION_TIMER_SCALE_MS;
  return (
    <div className="poker-felt-wrap">
      <div
        className={`poker-felt${table.maxPlayers >= 8 ? ' poker-felt--full-ring' : ''}`}
        data-phase={table.phase}
        data-testid="poker-felt"
      >
        <div className="poker-felt__centre">
          <p className="poker-phase" data-testid="poker-phase">
            {view.phaseLabel}
          </p>
          <div className="poker-board" role="group" aria-label="Community cards" data-testid="poker-board">
            {view.board.map((code, i) => {
              const card = code ? cardOfCode(code) : null;
              return card ? (
                <PlayingCard key={`${i}-${code}`} card={card} size="md" index={i} />
              ) : (
                <span key={`slot-${i}`} className="card-slot casino-card--md" aria-hidden="true" />
              );
            })}
          </div>
          <p className="poker-pot" data-testid="poker-pot">
            Pot <strong>{coinsLabel(view.pot, currencyMark(table.currency))}</strong>
          </p>
        </div>
        {view.resultLines.length > 0 && (
          <div className="poker-felt__note poker-result" data-testid="poker-result" aria-live="polite">
            {view.resultLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </div>
        )}
        {view.waitingMessage && <p className="poker-felt__note poker-waiting">{view.waitingMessage}</p>}
        {view.seats.map((seat) =>
          seat.kind === 'player' ? <SeatBet key={`bet-${seat.position}`} seat={seat} /> : null,
        )}
        {view.seats.map((seat) =>
          seat.kind === 'player' ? (
            <PokerSeat
              key={`seat-${seat.position}-${seat.playerId}`}
              seat={seat}
              deadline={table.actionDeadline}
              timerScaleMs={scale}
              mark={currencyMark(table.currency)}
            />
          ) : (
            <EmptySeat key={`empty-${seat.position}`} seat={seat} {...(onSit ? { onSit } : {})} />
          ),
        )}
      </div>
    </div>
  );
}

function WatchingBanner({
  table,
  view,
  pending,
  seat,
  onChoose,
}: {
  table: PokerTableSnapshot;
  view: TableView;
  pending: boolean;
  seat: number | null | undefined;
  onChoose: (seat: number | null | undefined) => void;
}) {
  const free = view.freeSeats.length > 0;
  return (
    <div className="poker-banner poker-banner--watch" data-testid="poker-watching">
      <div className="poker-banner__text">
        <strong>Watching</strong>
        <span>You see what every spectator sees: no one’s hole cards until a showdown.</span>
      </div>
      {seat === undefined ? (
        <button
          type="button"
          className="btn btn--gold btn--sm"
          disabled={!free}
          onClick={() => onChoose(null)}
        >
          {free ? 'Sit Down' : 'Table Full'}
        </button>
      ) : (
        <SitDownForm
          currency={table.currency}
          minBuyIn={table.minBuyIn}
          maxBuyIn={table.maxBuyIn}
          seat={seat}
          pending={pending}
          onCancel={() => onChoose(undefined)}
          onSit={(buyIn: Cents) => sitDown({ buyIn, origin: 'table', ...(seat !== null ? { seat } : {}) })}
        />
      )}
    </div>
  );
}

function PlayerPanel({
  table,
  view,
  pending,
}: {
  table: PokerTableSnapshot;
  view: TableView;
  pending: boolean;
}) {
  const me = view.me;
  if (!me) return null;
  if (view.actions) {
    return (
      <div className="poker-player game-panel poker-player--turn">
        <p className="poker-player__prompt">
          Your turn <TurnCountdown deadline={table.actionDeadline} />
        </p>
        <ActionBar
          key={view.actions.version}
          options={view.actions}
          pending={pending}
          allInTo={me.streetBet + me.chips}
        />
      </div>
    );
  }
  const acting = table.seats.find((s) => s.position === table.actionOn);
  const handInPlay = table.phase !== 'waiting' && table.phase !== 'showdown';
  const parts: string[] = [];
  if (me.isLeaving) parts.push('You are leaving: your chips go back to your balance when this hand ends.');
  else if (acting) parts.push(`Waiting for ${acting.playerName} to act…`);
  else if (!handInPlay && !me.isSittingOut && view.nextHandMessage) parts.push(view.nextHandMessage);
  if (!me.isLeaving && me.isSittingOut) {
    parts.push(
      handInPlay && me.inHand
        ? 'You sit out from the next hand.'
        : 'You are sitting out. Sit in to be dealt the next hand.',
    );
  }
  const message = parts.join(' ');
  return (
    <div className="poker-player game-panel">
      <p className="poker-player__status" data-testid="poker-player-status">
        {message}
      </p>
      <p className="poker-player__chips">
        Your chips <strong>{coinsLabel(me.chips, currencyMark(table.currency))}</strong>
      </p>
    </div>
  );
}
