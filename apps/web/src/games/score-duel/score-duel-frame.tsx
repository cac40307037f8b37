import { useEffect, useState, type ReactNode } from 'react';
import { ARENA } from '@casino/games';
import {
  feedbackText,
  hintsText,
  lockoutRemainingMs,
  progressPercent,
  seatOrder,
  type LastAnswer,
} from './score-duel-model';
import './score-duel.css';

// What every score duel's panel has in common (math, word riddles, logic and sliding puzzles): the
// two scores racing to the winning score, the round, and under a player's item the lock-out countdown
// after a wrong answer and how the last answer went. Each game's board goes in between.

export interface ScoreRaceView {
  scores: [number, number];
  solved: [number, number];
  round: number;
  winningScore: number;
  /** Hints taken per seat (word riddles). */
  hints?: [number, number];
}

export function ScoreDuelFrame({
  view,
  names,
  mySeat,
  testId,
  children,
}: {
  view: ScoreRaceView;
  names: [string, string];
  mySeat: 0 | 1 | null;
  /** The panel's test id; the scores are `${testId}-score-${seat}` (math: math-duel, math-score-0). */
  testId: string;
  children?: ReactNode;
}) {
  const scoreId = testId.replace(/-duel$/, '');
  return (
    <div className="score-duel" data-testid={testId}>
      <div className="score-duel__scores">
        {seatOrder(mySeat).map((seat) => (
          <div
            key={seat}
            className={`score-race${seat === mySeat ? ' score-race--me' : ''}`}
            data-testid={`${scoreId}-score-${seat}`}
          >
            <span className="score-race__name">{seat === mySeat ? 'You' : names[seat]}</span>
            <span className="score-race__value" data-testid="score-value">
              {view.scores[seat]}
            </span>
            <span
              className="score-race__bar"
              role="progressbar"
              aria-label={`${seat === mySeat ? 'Your' : `${names[seat]}'s`} score`}
              aria-valuemin={0}
              aria-valuemax={view.winningScore}
              aria-valuenow={Math.min(view.scores[seat], view.winningScore)}
            >
              <span style={{ width: `${progressPercent(view.scores[seat], view.winningScore)}%` }} />
            </span>
            <span className="score-race__solved">
              {view.solved[seat]} solved
              {view.hints && view.hints[seat] > 0 && ` · ${hintsText(view.hints[seat])}`}
            </span>
          </div>
        ))}
      </div>
      <p className="score-duel__round" data-testid="score-duel-round">
        Round {view.round} of {ARENA.rounds} · first to {view.winningScore}
      </p>
      {children}
    </div>
  );
}

/** Milliseconds of lock-out left, counted down while there are any. */
export function useLockoutLeft(lockedUntil: number | null, gameTime: number, snapshotAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = lockoutRemainingMs(lockedUntil, gameTime, snapshotAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}

/** The lock-out countdown, else how the last answer went (read out to screen readers). */
export function AnswerFeedback({
  lockLeft,
  last,
  wrongText,
}: {
  lockLeft: number;
  last: LastAnswer | null;
  wrongText?: string;
}) {
  const text = feedbackText(last, wrongText);
  return (
    <div className="score-duel__feedback" aria-live="polite" data-testid="answer-feedback">
      {lockLeft > 0 ? (
        <p className="score-duel__locked" role="status">
          Wrong answer: locked for {(lockLeft / 1000).toFixed(1)} s
        </p>
      ) : (
        text && (
          <p
            className={`score-duel__last ${last?.correct ? 'is-right' : last?.skipped ? 'is-skipped' : 'is-wrong'}`}
          >
            {text}
          </p>
        )
      )}
    </div>
  );
}
