import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { challengeGameOf } from '@casino/games';
import type { ChallengeInteraction, ChallengeRoomSnapshot, P2pChallengeDetail } from '@casino/contracts';
import { useAuth } from '../../auth/use-auth';
import { describeError } from '../../api/error-message';
import { refreshAfterPlay } from '../../components/games/play-feedback';
import { ChessMoveList } from '../../games/chess/chess-move-list';
import { CheckersBoard, CheckersMoveList } from '../../games/checkers/checkers-board';
import { BlackjackDuelPanel } from '../../games/blackjack-duel/blackjack-duel-panel';
import { MathDuelPanel } from '../../games/math-duel/math-duel-panel';
import { challengePath } from '../p2p-betting/p2p-model';
import { p2pKeys, refreshChallenges } from '../p2p-betting/p2p-queries';
import { useChallengeLobby } from '../p2p-betting/use-challenge-lobby';
import { queryClient } from '../../api/query-client';
import { ArenaControls } from './arena-controls';
import { seatOf } from './arena-model';
import { PlayerBar } from './arena-players';
import { ArenaResult } from './arena-result';
import { ArenaSide } from './arena-side';
import { PuzzleDuelPanel } from './puzzle-duel-panel';
import { PuzzleRecord } from './puzzle-record';
import {
  closeChallengeRoom,
  openChallengeRoom,
  sendInteraction,
  sendMove,
} from './challenge-room-connection';
import { ChallengeSocialPanel, EmoteBubble } from './challenge-social-panel';
import { challengeRoomActions, useChallengeRoomStore } from './challenge-room-store';
import { useArenaDetail } from './use-arena-detail';
import '../p2p-betting/p2p-betting.css';
import './game-room.css';

// The chess board (react-chessboard and its drag and drop) loads only for a chess game.
const ChessBoard = lazy(() =>
  import('../../games/chess/chess-board').then((m) => ({ default: m.ChessBoard })),
);

const STATUS_TEXT = {
  connecting: 'Entering the game room…',
  opening: 'Opening the game room…',
  reconnecting: 'Connection lost. Reconnecting…',
  lost: 'The connection to the game room was lost.',
} as const;

/** Spec document 2, /game-room/{challengeId}: the arena (players, board, clocks, details, prize pool). */
export function GameRoomPage() {
  const { challengeId = '' } = useParams();
  // A new challenge id (Play Again) is a new arena: nothing of the last one carries over.
  return <Arena key={challengeId} challengeId={challengeId} />;
}

function Arena({ challengeId }: { challengeId: string }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const detail = useArenaDetail(challengeId);
  const players = detail.data?.players ?? [];
  const mySeat = seatOf(players, userId);
  // Connected once the challenge is in play, and kept to the end: the finished room still shows
  // the final position and the result after the detail says 'finished'.
  const [roomOpen, setRoomOpen] = useState(false);
  // A game played on another page (the poker challenge) is handed off there, with no room opened here.
  const elsewhere = detail.data ? challengeGameOf(detail.data.gameType).page !== 'game-room' : false;
  if (!roomOpen && !elsewhere && detail.data?.status === 'playing') setRoomOpen(true);

  useEffect(() => {
    if (!roomOpen || userId === null) return;
    openChallengeRoom(challengeId, mySeat === null);
    return () => closeChallengeRoom();
  }, [challengeId, roomOpen, mySeat, userId]);

  if (detail.isLoading) {
    return (
      <div className="game-room container">
        <p className="p2p-status" role="status">
          Loading challenge...
        </p>
      </div>
    );
  }
  if (detail.data && elsewhere) {
    return <Navigate to={challengePath(detail.data.gameType, challengeId)} replace />;
  }
  if (detail.error || !detail.data) {
    return (
      <div className="game-room container">
        <div className="panel panel--center">
          <h1 className="panel__title">Challenge not found</h1>
          <p className="panel__text">{describeError(detail.error, 'This challenge does not exist.')}</p>
          <Link to="/p2p-betting" className="btn btn--gold">
            Back to challenges
          </Link>
        </div>
      </div>
    );
  }
  return <ArenaView detail={detail.data} mySeat={mySeat} userId={userId} roomOpen={roomOpen} />;
}

function ArenaView({
  detail,
  mySeat,
  userId,
  roomOpen,
}: {
  detail: P2pChallengeDetail;
  mySeat: 0 | 1 | null;
  userId: string | null;
  roomOpen: boolean;
}) {
  const room = useChallengeRoomStore();
  const snapshot = room.snapshot;
  const phase = snapshot?.phase ?? detail.phase;
  const game = challengeGameOf(detail.gameType);
  const finished = phase === 'finished' || (!roomOpen && detail.result !== null);
  const result = room.result ?? detail.result;

  // The game ended in the room: the balances, stats, lists and the detail (ratings) follow.
  useEffect(() => {
    if (snapshot?.phase !== 'finished') return;
    refreshAfterPlay();
    refreshChallenges();
  }, [snapshot?.phase]);

  // A refusal is shown under the board for a few seconds.
  useEffect(() => {
    if (!room.notice) return;
    const timer = setTimeout(() => challengeRoomActions.clearNotice(), 5_000);
    return () => clearTimeout(timer);
  }, [room.notice]);

  const seats = snapshot?.seats ?? [];
  const opponentSeat: 0 | 1 = mySeat === 1 ? 0 : 1;
  const bottomSeat: 0 | 1 = mySeat ?? 0;
  const top = seats.find((s) => s.seat === (mySeat === null ? 1 : opponentSeat));
  const bottom = seats.find((s) => s.seat === bottomSeat);
  const opponentName = detail.players.find((p) => p.seat === opponentSeat)?.name ?? 'Your opponent';
  const colours =
    game.type === 'chess' ? ['White', 'Black'] : game.type === 'checkers' ? ['Dark', 'Light'] : null;

  return (
    <div className="game-room container" data-testid="game-room" data-phase={phase}>
      <header className="arena-head">
        <span className="arena-head__icon" aria-hidden="true">
          {game.icon}
        </span>
        <h1 className="arena-head__title">{game.name}</h1>
        <span className={`arena-phase arena-phase--${phase}`} data-testid="arena-phase">
          {phase}
        </span>
        {mySeat === null && (
          <span className="watching-badge" data-testid="watching-badge">
            Watching
          </span>
        )}
        {(snapshot?.spectators ?? 0) > 0 && (
          <span className="arena-head__spectators" data-testid="spectator-count">
            {snapshot?.spectators} watching
          </span>
        )}
      </header>

      <div className="arena-layout">
        <section className="arena-main" aria-label="Game">
          {snapshot && top && (
            <div className="player-bar-wrap">
              <PlayerBar
                seat={top}
                snapshot={snapshot}
                clock={room.clock}
                isMe={false}
                colour={colours?.[top.seat] ?? null}
              />
              <EmoteBubble seat={top.seat} />
            </div>
          )}
          <ArenaBoard snapshot={snapshot} detail={detail} mySeat={mySeat} roomOpen={roomOpen} />
          {snapshot && bottom && (
            <div className="player-bar-wrap">
              <PlayerBar
                seat={bottom}
                snapshot={snapshot}
                clock={room.clock}
                isMe={mySeat !== null}
                colour={colours?.[bottom.seat] ?? null}
              />
              <EmoteBubble seat={bottom.seat} />
            </div>
          )}
          {room.notice && (
            <p className="arena-notice" role="alert" data-testid="arena-notice">
              {room.notice.message}
            </p>
          )}
          {roomOpen && room.status !== 'live' && !finished && (
            <p className="arena-status" role="status">
              {room.status === 'failed' ? room.failure : STATUS_TEXT[room.status]}
            </p>
          )}
          {snapshot && mySeat !== null && !finished && (
            <ArenaControls
              snapshot={snapshot}
              mySeat={mySeat}
              drawOffers={game.drawOffers}
              opponentName={opponentName}
            />
          )}
          {finished && result && (
            <ArenaResult detail={detail} result={result} mySeat={mySeat} userId={userId} />
          )}
          {finished && <PuzzleRecord detail={detail} />}
          {!roomOpen && !finished && detail.status === 'open' && (
            <WaitingForOpponent challengeId={detail.id} />
          )}
          {!roomOpen && !result && (detail.status === 'cancelled' || detail.status === 'expired') && (
            <p className="arena-status">This challenge was {detail.status}; its stake was returned.</p>
          )}
        </section>
        <aside className="arena-side">
          <MoveList snapshot={snapshot} />
          {roomOpen && (
            <ChallengeSocialPanel canSend={mySeat !== null && room.status === 'live'} onSend={sendOverRoom} />
          )}
          <ArenaSide detail={detail} />
        </aside>
      </div>
    </div>
  );
}

function ArenaBoard({
  snapshot,
  detail,
  mySeat,
  roomOpen,
}: {
  snapshot: ChallengeRoomSnapshot | null;
  detail: P2pChallengeDetail;
  mySeat: 0 | 1 | null;
  roomOpen: boolean;
}) {
  const room = useChallengeRoomStore();
  const view = room.game;
  const playing = snapshot?.phase === 'playing';
  const pending = room.pendingPly !== null && room.pendingPly === snapshot?.ply;
  if (!view) {
    return (
      <div className="arena-board arena-board--empty" data-testid="arena-board">
        <p>{roomOpen ? 'The board appears when the room opens.' : 'This game has no board to show.'}</p>
      </div>
    );
  }
  const myTurn = playing && mySeat !== null && !pending && 'turn' in view && view.turn === mySeat;
  switch (view.kind) {
    case 'chess':
      return (
        <div className="arena-board">
          <Suspense fallback={<div className="arena-board--empty" aria-busy="true" />}>
            <ChessBoard
              view={view}
              orientation={mySeat === 1 ? 'black' : 'white'}
              canMove={myTurn}
              onMove={(uci) => sendMove({ uci })}
            />
          </Suspense>
        </div>
      );
    case 'checkers':
      return (
        <div className="arena-board">
          <CheckersBoard
            view={view}
            bottom={mySeat === 0 ? 'dark' : 'light'}
            canMove={myTurn}
            onMove={(path) => sendMove({ path })}
          />
        </div>
      );
    case 'blackjack':
      return (
        <BlackjackDuelPanel
          view={view}
          privateView={room.privateView?.kind === 'blackjack' ? room.privateView : null}
          names={seatNames(detail)}
          mySeat={mySeat}
          canPlay={playing && mySeat !== null && !pending}
          onMove={(move) => sendMove(move)}
        />
      );
    case 'math':
      return (
        <MathDuelPanel
          view={view}
          privateView={room.privateView?.kind === 'math' ? room.privateView : null}
          names={seatNames(detail)}
          mySeat={mySeat}
          canAnswer={playing && mySeat !== null}
          gameTime={snapshot?.gameTime ?? 0}
          snapshotAt={room.snapshotAt}
          onAnswer={(problem, answer) => sendMove({ problem, answer })}
        />
      );
    case 'word_riddles':
    case 'logic_puzzles':
    case 'image_puzzles':
      return (
        <PuzzleDuelPanel
          view={view}
          privateView={room.privateView}
          names={seatNames(detail)}
          mySeat={mySeat}
          canAnswer={playing && mySeat !== null}
          finished={snapshot?.phase === 'finished'}
          gameTime={snapshot?.gameTime ?? 0}
          snapshotAt={room.snapshotAt}
          onMove={sendMove}
        />
      );
  }
}

const seatNames = (detail: P2pChallengeDetail): [string, string] => [
  detail.players.find((p) => p.seat === 0)?.name ?? 'Player 1',
  detail.players.find((p) => p.seat === 1)?.name ?? 'Player 2',
];

/** The arena sends emotes and chat as room messages; a refusal comes back as the room's notice. */
function sendOverRoom(interaction: ChallengeInteraction): Promise<void> {
  return sendInteraction(interaction)
    ? Promise.resolve()
    : Promise.reject(new Error('Not connected to the game room.'));
}

function MoveList({ snapshot }: { snapshot: ChallengeRoomSnapshot | null }) {
  const view = useChallengeRoomStore((s) => s.game);
  if (!snapshot || !view) return null;
  if (view.kind === 'chess') return <ChessMoveList view={view} />;
  if (view.kind === 'checkers') return <CheckersMoveList view={view} />;
  return null;
}

/** An open challenge's arena: when the lobby says it was accepted, the detail is fetched again and the room opens. */
function WaitingForOpponent({ challengeId }: { challengeId: string }) {
  useChallengeLobby((change) => {
    if (change.challengeId === challengeId)
      void queryClient.invalidateQueries({ queryKey: p2pKeys.detail(challengeId) });
  }, false);
  return <p className="arena-status">This challenge is waiting for an opponent.</p>;
}
