import { useEffect, useRef, useState } from 'react';
import { challengeGameOf, POKER_CHALLENGE } from '@casino/games';
import type {
  ChallengeInteraction,
  P2pChallengeDetail,
  PokerChallengeActionResponse,
  PokerDuelView,
} from '@casino/contracts';
import { refreshAfterPlay } from '../../components/games/play-feedback';
import { toast } from '../../components/toaster/toast-store';
import { ArenaControls } from '../game-room/arena-controls';
import { ArenaResult } from '../game-room/arena-result';
import { ArenaSide } from '../game-room/arena-side';
import { challengeRoomActions, useChallengeRoomStore } from '../game-room/challenge-room-store';
import { ChallengeSocialPanel } from '../game-room/challenge-social-panel';
import { formatClock } from '../game-room/clock-model';
import { refreshChallenges } from '../p2p-betting/p2p-queries';
import { sendInteractionOverRest } from './poker-challenge-calls';
import { PokerChallengeActionBar } from './poker-challenge-action-bar';
import { PokerChallengeFelt } from './poker-challenge-felt';
import { ChallengeAchievements, PerformanceMeter, PerformanceMetrics } from './poker-challenge-stats';
import { useGameClock } from './use-game-clock';

const STATUS_TEXT = {
  connecting: 'Entering the challenge room…',
  opening: 'Opening the challenge room…',
  reconnecting: 'Connection lost. Reconnecting…',
  lost: 'The connection to the challenge room was lost.',
} as const;

/** How long the score an action earned stays next to the meter. */
const GAIN_SHOWN_MS = 2_500;

export function PokerChallengeView({
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
  const view = room.game?.kind === 'poker' ? room.game : null;
  const privateView = room.privateView?.kind === 'poker' ? room.privateView : null;
  const clock = useGameClock();
  const playing = phase === 'playing';
  const [gain, setGain] = useState<{ points: number; at: number } | null>(null);
  const names: [string, string] = [
    detail.players.find((p) => p.seat === 0)?.name ?? 'Player 1',
    detail.players.find((p) => p.seat === 1)?.name ?? 'Player 2',
  ];
  const opponentName = mySeat === null ? '' : names[mySeat === 0 ? 1 : 0];

  // The match ended in the room: balances, lists and the detail (the revealed seed) follow, and
  // the player hears 'Challenge Complete!' with their score (spec §4).
  const scoreRef = useRef<number | null>(null);
  const myScore = view && mySeat !== null ? view.scores[mySeat] : null;
  useEffect(() => {
    scoreRef.current = myScore;
  }, [myScore]);
  useEffect(() => {
    if (snapshot?.phase !== 'finished') return;
    refreshAfterPlay();
    refreshChallenges();
    if (scoreRef.current !== null)
      toast({ title: 'Challenge Complete!', description: `Your score: ${scoreRef.current}` });
  }, [snapshot?.phase]);

  // A refusal from the room is shown for a few seconds.
  useEffect(() => {
    if (!room.notice) return;
    const timer = setTimeout(() => challengeRoomActions.clearNotice(), 5_000);
    return () => clearTimeout(timer);
  }, [room.notice]);

  useEffect(() => {
    if (!gain) return;
    const timer = setTimeout(() => setGain(null), GAIN_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [gain]);

  function answered(answer: PokerChallengeActionResponse) {
    const before = view && mySeat !== null ? view.scores[mySeat] : 0;
    challengeRoomActions.setPrivate(answer.newGameState.private);
    setGain({ points: Math.max(0, answer.score - before), at: Date.now() });
  }

  const sendInteraction = (interaction: ChallengeInteraction) =>
    sendInteractionOverRest(detail.id, interaction, {
      ...(view ? { phase: view.street, pot: view.pot } : {}),
      ...(privateView && privateView.cards.length > 0 ? { playerCards: privateView.cards } : {}),
    });

  const clockLeft = clock?.clockLeft ?? POKER_CHALLENGE.clockMs;
  return (
    <div className="game-room p2p-challenge container" data-testid="p2p-challenge" data-phase={phase}>
      <header className="arena-head">
        <span className="arena-head__icon" aria-hidden="true">
          {game.icon}
        </span>
        <h1 className="arena-head__title">{game.name} Challenge</h1>
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

      <div className="pc-layout">
        <section className="pc-main" aria-label="Poker challenge">
          <div className="pc-top">
            <div
              className={`pc-clock${playing && clockLeft < 60_000 ? ' is-low' : ''}`}
              role="timer"
              aria-label="Challenge time left"
              data-testid="pc-clock"
            >
              <span className="pc-clock__label">Time left</span>
              <span className="pc-clock__value">{formatClock(clockLeft)}</span>
            </div>
            {view &&
              (mySeat !== null ? (
                <PerformanceMeter
                  view={view}
                  seat={mySeat}
                  label="Your score"
                  lastGain={gain ? gain.points : null}
                />
              ) : (
                <>
                  <PerformanceMeter view={view} seat={0} label={names[0]} lastGain={null} />
                  <PerformanceMeter view={view} seat={1} label={names[1]} lastGain={null} />
                </>
              ))}
          </div>

          {view ? (
            <PokerChallengeFelt
              view={view}
              names={names}
              mySeat={mySeat}
              ownCards={privateView?.cards ?? []}
              gameNow={clock?.gameNow ?? 0}
              playing={playing}
              waiting={phase === 'waiting'}
            />
          ) : (
            <div className="pc-felt pc-felt--empty" data-testid="pc-felt">
              <p>
                {roomOpen
                  ? 'The table appears when the room opens.'
                  : 'The table opens once the challenge is accepted.'}
              </p>
            </div>
          )}

          {view && privateView?.legal && mySeat !== null && playing && (
            <PokerChallengeActionBar
              key={`${view.handNumber}-${view.street}-${snapshot?.ply ?? 0}`}
              challengeId={detail.id}
              legal={privateView.legal}
              stack={view.stacks[mySeat]}
              streetBet={view.bets[mySeat]}
              street={view.street}
              onAnswer={answered}
            />
          )}
          {view && mySeat !== null && playing && !privateView?.legal && view.toAct !== null && (
            <p className="pc-wait" role="status">
              Waiting for {opponentName} to act…
            </p>
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
              drawOffers={false}
              opponentName={opponentName}
            />
          )}
          {finished && result && (
            <>
              <ChallengeComplete view={view} mySeat={mySeat} names={names} detail={detail} />
              <ArenaResult detail={detail} result={result} mySeat={mySeat} userId={userId} />
            </>
          )}
          {!roomOpen && !finished && detail.status === 'open' && (
            <p className="arena-status">This challenge is waiting for an opponent.</p>
          )}
        </section>

        <aside className="arena-side">
          {roomOpen && (
            <ChallengeSocialPanel
              canSend={mySeat !== null && room.status === 'live'}
              onSend={sendInteraction}
            />
          )}
          {view && <PerformanceMetrics view={view} names={names} />}
          {view && mySeat !== null && <ChallengeAchievements view={view} seat={mySeat} />}
          <ArenaSide detail={detail} />
        </aside>
      </div>
    </div>
  );
}

/** 'Challenge Complete!' with the final stacks and scores; the seed that dealt every hand, revealed. */
function ChallengeComplete({
  view,
  mySeat,
  names,
  detail,
}: {
  view: PokerDuelView | null;
  mySeat: 0 | 1 | null;
  names: [string, string];
  detail: P2pChallengeDetail;
}) {
  const record = detail.record;
  const hands = Array.isArray(record?.hands) ? record.hands.length : null;
  return (
    <section className="arena-panel pc-complete" data-testid="pc-complete" aria-live="polite">
      <h2 className="pc-complete__title">Challenge Complete!</h2>
      {view && (
        <dl className="pc-complete__figures">
          {([0, 1] as const).map((s) => (
            <div key={s}>
              <dt>{s === mySeat ? 'You' : names[s]}</dt>
              <dd>
                {view.stacks[s] + view.bets[s]} chips · score{' '}
                <strong data-testid={`pc-final-score-${s}`}>{view.scores[s]}</strong>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="arena-panel__text">The prize goes by the chips, never by the score.</p>
      {record && detail.serverSeed && (
        <details className="pc-record" data-testid="pc-record">
          <summary>
            Match record{hands !== null ? ` (${hands} hands)` : ''}: every deck from seed{' '}
            <code>{detail.serverSeed.slice(0, 16)}…</code>
          </summary>
          <p className="arena-panel__text">
            Hand n was shuffled from HMAC-SHA256 of the revealed seed with the client seed{' '}
            <code>{typeof record.clientSeed === 'string' ? record.clientSeed : 'poker-duel'}</code>; check it
            against the seed hash committed at the accept.
          </p>
          <pre className="pc-record__json">{JSON.stringify(record, null, 1)}</pre>
        </details>
      )}
    </section>
  );
}
