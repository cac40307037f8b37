import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MathPrivateView, MathView } from '@casino/contracts';
import { ARENA } from '@casino/games';
import { lockoutRemainingMs, parseAnswer, progressPercent } from './math-duel-model';
import './math-duel.css';

/**
 * The math duel: both scores racing to 50, the round, and for a player their current problem with
 * the answer box focused; a wrong answer locks them out for a moment (counted down here).
 */
export function MathDuelPanel({
  view,
  privateView,
  names,
  mySeat,
  canAnswer,
  gameTime,
  snapshotAt,
  onAnswer,
}: {
  view: MathView;
  privateView: MathPrivateView | null;
  names: [string, string];
  mySeat: 0 | 1 | null;
  canAnswer: boolean;
  gameTime: number;
  snapshotAt: number;
  onAnswer: (problem: number, answer: number) => void;
}) {
  const [text, setText] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const input = useRef<HTMLInputElement>(null);
  const problem = privateView?.problem ?? null;
  const lockLeft = lockoutRemainingMs(privateView?.lockedUntil ?? null, gameTime, snapshotAt, now);

  useEffect(() => {
    if (lockLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [lockLeft]);

  // A new problem: clear the box and put the cursor back in it.
  const problemIndex = problem?.index ?? -1;
  const [seenProblem, setSeenProblem] = useState(problemIndex);
  if (seenProblem !== problemIndex) {
    setSeenProblem(problemIndex);
    setText('');
  }
  useEffect(() => {
    if (canAnswer) input.current?.focus();
  }, [problemIndex, canAnswer]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = parseAnswer(text);
    if (!problem || answer === null || lockLeft > 0) return;
    onAnswer(problem.index, answer);
  }

  const order: (0 | 1)[] = mySeat === 1 ? [1, 0] : [0, 1];
  return (
    <div className="math-duel" data-testid="math-duel">
      <div className="math-duel__scores">
        {order.map((seat) => (
          <div
            key={seat}
            className={`math-score${seat === mySeat ? ' math-score--me' : ''}`}
            data-testid={`math-score-${seat}`}
          >
            <span className="math-score__name">{seat === mySeat ? 'You' : names[seat]}</span>
            <span className="math-score__value">{view.scores[seat]}</span>
            <span className="math-score__bar" aria-hidden="true">
              <span style={{ width: `${progressPercent(view.scores[seat], view.winningScore)}%` }} />
            </span>
            <span className="math-score__solved">{view.solved[seat]} solved</span>
          </div>
        ))}
      </div>
      <p className="math-duel__round">
        Round {view.round} of {ARENA.rounds} · first to {view.winningScore}
      </p>
      {mySeat !== null && (
        <form className="math-duel__problem" onSubmit={submit}>
          <p className="math-duel__text" data-testid="math-problem" aria-live="polite">
            {problem ? `${problem.text} = ?` : 'Waiting for the next problem…'}
          </p>
          <div className="math-duel__answer">
            <input
              ref={input}
              className="field__input"
              aria-label="Your answer"
              inputMode="numeric"
              autoComplete="off"
              value={text}
              disabled={!canAnswer || !problem}
              onChange={(e) => setText(e.target.value)}
            />
            <button
              type="submit"
              className="btn btn--gold"
              disabled={!canAnswer || !problem || lockLeft > 0 || parseAnswer(text) === null}
            >
              Answer
            </button>
          </div>
          {lockLeft > 0 && (
            <p className="math-duel__locked" role="status">
              Wrong answer: locked for {(lockLeft / 1000).toFixed(1)} s
            </p>
          )}
          {privateView?.last && lockLeft <= 0 && (
            <p className={`math-duel__last ${privateView.last.correct ? 'is-right' : 'is-wrong'}`}>
              {privateView.last.correct
                ? `Correct: +${privateView.last.points}`
                : `${privateView.last.answer} was wrong`}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
