import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MathPrivateView, MathView } from '@casino/contracts';
import { AnswerFeedback, ScoreDuelFrame, useLockoutLeft } from '../score-duel/score-duel-frame';
import { parseAnswer } from './math-duel-model';
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
  const input = useRef<HTMLInputElement>(null);
  const problem = privateView?.problem ?? null;
  const lockLeft = useLockoutLeft(privateView?.lockedUntil ?? null, gameTime, snapshotAt);

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

  const last = privateView?.last ?? null;
  return (
    <ScoreDuelFrame view={view} names={names} mySeat={mySeat} testId="math-duel">
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
          <AnswerFeedback
            lockLeft={lockLeft}
            last={last}
            wrongText={last ? `${last.answer} was wrong` : undefined}
          />
        </form>
      )}
    </ScoreDuelFrame>
  );
}
