import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RiddleItem } from '@casino/contracts';
import { hintLabel, letterBoxes, riddleAnswer } from './riddle-model';
import './word-riddles.css';

/**
 * A player's riddle: its text, one box per letter of the answer filled as they type, the answer box
 * (Enter answers), the hints taken so far, Hint (its cost in points) and Skip. A wrong answer shakes
 * the board while the lock-out runs.
 */
export function WordRiddleBoard({
  item,
  canAnswer,
  lockLeft,
  onAnswer,
  onHint,
  onSkip,
}: {
  item: RiddleItem | null;
  canAnswer: boolean;
  lockLeft: number;
  onAnswer: (answer: string) => void;
  onHint: () => void;
  onSkip: () => void;
}) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  // A new riddle: clear the box and put the cursor back in it.
  const index = item?.index ?? -1;
  const [seen, setSeen] = useState(index);
  if (seen !== index) {
    setSeen(index);
    setText('');
  }
  // Back in the box when a riddle comes or a lock-out ends, the last try selected to type over.
  const locked = lockLeft > 0;
  useEffect(() => {
    if (!canAnswer || locked) return;
    input.current?.focus();
    input.current?.select();
  }, [index, canAnswer, locked]);

  if (!item) return <p className="score-duel__waiting">Waiting for the next riddle…</p>;

  const answer = riddleAnswer(text);
  const { boxes, over } = letterBoxes(text, item.letters);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (answer === null || lockLeft > 0 || !canAnswer) return;
    onAnswer(answer);
  }

  return (
    <form
      className={`score-duel__item riddle${lockLeft > 0 ? ' score-duel--shake' : ''}`}
      onSubmit={submit}
      data-testid="riddle"
      data-item={item.index}
    >
      <p className="riddle__text" data-testid="riddle-text">
        {item.text}
      </p>
      <div className="riddle__letters" aria-label={`${item.letters} letters`} role="img">
        {boxes.map((letter, i) => (
          <span key={i} className={`riddle__letter${letter ? ' is-filled' : ''}`} aria-hidden="true">
            {letter}
          </span>
        ))}
        {over > 0 && (
          <span className="riddle__over" aria-hidden="true">
            +{over}
          </span>
        )}
      </div>
      {item.hints.length > 0 && (
        <ol className="riddle__hints" aria-label="Hints" data-testid="riddle-hints">
          {item.hints.map((hint, i) => (
            <li key={i}>{hint}</li>
          ))}
        </ol>
      )}
      <div className="riddle__answer">
        <input
          ref={input}
          className="field__input"
          aria-label="Your answer"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={400}
          value={text}
          disabled={!canAnswer}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="submit"
          className="btn btn--gold"
          disabled={!canAnswer || lockLeft > 0 || answer === null}
        >
          Answer
        </button>
      </div>
      <div className="score-duel__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!canAnswer || item.hintsLeft <= 0}
          onClick={onHint}
          aria-label={`${hintLabel(item.hintCost)}, ${item.hintsLeft} left`}
        >
          {hintLabel(item.hintCost)}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!canAnswer || lockLeft > 0}
          onClick={onSkip}
        >
          Skip
        </button>
      </div>
    </form>
  );
}
