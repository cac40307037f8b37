import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { LiveTableSnapshot } from '@casino/contracts';
import { useAuth } from '../../auth/use-auth';
import { BalanceCard } from '../../components/games/game-ui';
import { usePlayBalance } from '../../components/games/use-balance';
import { LiveBaccaratView } from '../../games/live-baccarat/live-baccarat-view';
import { LiveBlackjackView } from '../../games/live-blackjack/live-blackjack-view';
import { LiveRouletteView } from '../../games/live-roulette/live-roulette-view';
import { PHASE_LABELS, useSecondsLeft } from './live-countdown';
import { liveGameKeyOf, type LiveGameViewProps } from './live-game-view';
import { closeLiveTable, openLiveTable, retryLiveTable, sendToTable } from './live-room-connection';
import { selectMyBetsInRound, useLiveRoomStore } from './live-room-store';
import { settlementLine } from './live-settlement';
import { FairnessPanel, HistoryPanel, PlayersPanel, RecentBetsPanel } from './live-table-panels';
import '../../styles/roulette.css';
import '../../styles/live-casino.css';

/** `/live-casino/7`: play at table 7; `/live-casino/7?watch=1`: watch it. */
function tableIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function GameView(props: LiveGameViewProps) {
  switch (liveGameKeyOf(props.snapshot)) {
    case 'live-roulette':
      return <LiveRouletteView {...props} />;
    case 'live-baccarat':
      return <LiveBaccaratView {...props} />;
    case 'live-blackjack':
      return <LiveBlackjackView {...props} />;
    case null:
      return null;
  }
}

function TableHeader({
  snapshot,
  spectating,
  clockOffsetMs,
  balance,
}: {
  snapshot: LiveTableSnapshot;
  spectating: boolean;
  clockOffsetMs: number;
  balance: number;
}) {
  const seconds = useSecondsLeft(snapshot.phaseEndsAt, clockOffsetMs);
  return (
    <header className="live-head" aria-label="Table">
      <div className="live-head__title">
        <Link to="/live-casino" className="live-head__back">
          ← Live Casino
        </Link>
        <h1 className="live-head__name">
          {snapshot.name}
          {snapshot.roomCode && (
            <span className="live-head__code" title="Room code">
              {snapshot.roomCode}
            </span>
          )}
          {spectating && <span className="live-head__watching">Watching</span>}
        </h1>
      </div>
      <div
        className="live-head__phase"
        data-testid="live-phase"
        data-phase={snapshot.phase}
        aria-live="polite"
      >
        <span className="live-head__phase-label">{PHASE_LABELS[snapshot.phase]}</span>
        {seconds !== null && (
          <span className="live-head__countdown" data-testid="live-countdown">
            {seconds}s
          </span>
        )}
        <span className="live-head__round">Round {snapshot.roundNumber || '–'}</span>
      </div>
      <BalanceCard balance={balance} currency={snapshot.currency} compact />
    </header>
  );
}

function MySettlement({ roundNumber }: { roundNumber: number }) {
  const settlement = useLiveRoomStore((s) => s.lastSettlement);
  if (!settlement || settlement.roundNumber < roundNumber - 1) return null;
  const line = settlementLine(settlement);
  return (
    <p
      className={`live-settlement live-settlement--${line.tone}`}
      data-testid="live-settlement"
      data-net={settlement.net}
      aria-live="polite"
    >
      Round {settlement.roundNumber}: {line.text}
    </p>
  );
}

/** The shared table (/live-casino/:tableId): every player and spectator sees the same round. */
export function LiveTablePage() {
  const { user } = useAuth();
  const params = useParams();
  const [search] = useSearchParams();
  const tableId = tableIdParam(params.tableId);
  const spectating = search.get('watch') === '1';
  const userId = user?.id ?? null;
  const { status, failure, snapshot, clockOffsetMs } = useLiveRoomStore();
  const myBets = useLiveRoomStore(selectMyBetsInRound);
  // A table plays with one currency: the balance shown and checked is that currency's.
  const balance = usePlayBalance(snapshot?.currency ?? 'coins');

  useEffect(() => {
    if (tableId === null || userId === null) return;
    openLiveTable(tableId, spectating);
    return () => closeLiveTable();
  }, [tableId, userId, spectating]);

  if (tableId === null)
    return (
      <div className="game-page container live-table-page">
        <p className="live-table-page__message">
          No such table. <Link to="/live-casino">Back to the live tables</Link>
        </p>
      </div>
    );

  if (status === 'failed' || status === 'lost' || !snapshot || !userId)
    return (
      <div className="game-page container live-table-page">
        <p className="live-table-page__message" role={status === 'failed' ? 'alert' : 'status'}>
          {status === 'failed'
            ? (failure ?? 'Could not join the table.')
            : status === 'lost'
              ? 'The connection to the table was closed.'
              : 'Joining the table…'}
        </p>
        {(status === 'failed' || status === 'lost') && (
          <p className="live-table-page__actions">
            <button type="button" className="btn btn--gold btn--sm" onClick={retryLiveTable}>
              Try again
            </button>
            <Link to="/live-casino" className="btn btn--ghost btn--sm">
              Back to the live tables
            </Link>
          </p>
        )}
      </div>
    );

  return (
    <div className={`game-page container live-table-page live-table-page--${snapshot.gameKey}`}>
      <TableHeader
        snapshot={snapshot}
        spectating={spectating}
        clockOffsetMs={clockOffsetMs}
        balance={balance}
      />
      {status === 'reconnecting' && (
        <p className="live-table-page__reconnecting" role="status">
          Reconnecting… your bets stay in the round.
        </p>
      )}
      {!spectating && <MySettlement roundNumber={snapshot.roundNumber} />}
      <div className="live-table-page__layout">
        <div className="live-table-page__game">
          <GameView
            snapshot={snapshot}
            userId={userId}
            myBets={myBets}
            send={sendToTable}
            spectating={spectating}
            clockOffsetMs={clockOffsetMs}
            balance={balance}
          />
        </div>
        <aside className="live-table-page__side">
          <PlayersPanel snapshot={snapshot} userId={userId} myBets={myBets} />
          <RecentBetsPanel snapshot={snapshot} userId={userId} />
          <HistoryPanel snapshot={snapshot} />
          <FairnessPanel snapshot={snapshot} />
        </aside>
      </div>
    </div>
  );
}
