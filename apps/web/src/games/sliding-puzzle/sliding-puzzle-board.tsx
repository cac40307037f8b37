import { useEffect, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { SlidingItem } from '@casino/contracts';
import {
  isSolved,
  moveBlank,
  moveForClick,
  moveForKey,
  puzzleImage,
  SLIDING_MOVES_MAX,
  tileBackground,
  type BlankMove,
} from './sliding-model';
import './sliding-puzzle.css';

/**
 * A player's sliding puzzle: the picture cut into tiles, a tile next to the blank slides in on a
 * click or an arrow key, the moves counted against the fewest that solve it, a small picture of the
 * solution, Reset back to the start, and once solved the blank's moves are sent as the answer.
 */
export function SlidingPuzzleBoard({
  item,
  canAnswer,
  lockLeft,
  onAnswer,
  onSkip,
}: {
  item: SlidingItem | null;
  canAnswer: boolean;
  lockLeft: number;
  onAnswer: (moves: string) => void;
  onSkip: () => void;
}) {
  if (!item) return <p className="score-duel__waiting">Waiting for the next picture…</p>;
  return (
    <SlidingTiles
      key={item.index}
      item={item}
      canAnswer={canAnswer}
      lockLeft={lockLeft}
      onAnswer={onAnswer}
      onSkip={onSkip}
    />
  );
}

function SlidingTiles({
  item,
  canAnswer,
  lockLeft,
  onAnswer,
  onSkip,
}: {
  item: SlidingItem;
  canAnswer: boolean;
  lockLeft: number;
  onAnswer: (moves: string) => void;
  onSkip: () => void;
}) {
  const [tiles, setTiles] = useState<number[]>(item.tiles);
  const [moves, setMoves] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  // A solution sent and not taken: refused (a lock-out came) or unanswered after a few seconds (lost
  // on the way). A taken one brings the next item, which is a new board.
  const [untaken, setUntaken] = useState(false);
  const [attempt, setAttempt] = useState(0);
  if (sent !== null && lockLeft > 0 && !untaken) setUntaken(true);
  useEffect(() => {
    if (sent === null) return;
    const timer = setTimeout(() => setUntaken(true), 4_000);
    return () => clearTimeout(timer);
  }, [sent, attempt]);
  const image = puzzleImage(item.image);
  const solved = isSolved(tiles);
  const full = moves.length >= SLIDING_MOVES_MAX;
  const frozen = !canAnswer || solved || full;

  function slide(move: BlankMove | null) {
    if (move === null || frozen) return;
    const next = moveBlank(tiles, item.size, move);
    if (!next) return;
    const all = moves + move;
    setTiles(next);
    setMoves(all);
    if (isSolved(next)) {
      setSent(all);
      onAnswer(all);
    }
  }
  function reset() {
    setTiles(item.tiles);
    setMoves('');
    setSent(null);
    setUntaken(false);
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = moveForKey(event.key);
    if (move === null) return;
    event.preventDefault();
    slide(move);
  }
  // A solution the room refused (a wrong answer locks out): it can be sent again once the lock ends.
  const canResend = solved && sent !== null && untaken && lockLeft <= 0 && canAnswer;

  return (
    <div
      className={`score-duel__item sliding${lockLeft > 0 ? ' score-duel--shake' : ''}`}
      data-testid="sliding-puzzle"
      data-item={item.index}
    >
      <div className="sliding__meta">
        <span data-testid="sliding-moves" aria-live="polite">
          Moves {moves.length} · par {item.par}
        </span>
        {image && (
          <img
            className="sliding__preview"
            src={image.url}
            alt={`The solved picture: ${image.title}`}
            width={64}
            height={64}
          />
        )}
      </div>
      <div
        className={`sliding__board${solved ? ' is-solved' : ''}`}
        role="group"
        aria-label={`Sliding puzzle, ${item.size} by ${item.size}: click a tile next to the gap or use the arrow keys`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        style={{ '--size': item.size } as CSSProperties}
      >
        {tiles.map((tile, index) =>
          tile === 0 ? null : (
            <button
              key={tile}
              type="button"
              className="sliding__tile"
              tabIndex={-1}
              style={{
                transform: `translate(${(index % item.size) * 100}%, ${Math.floor(index / item.size) * 100}%)`,
                backgroundImage: image ? `url(${image.url})` : undefined,
                ...tileBackground(tile, item.size),
              }}
              aria-label={`Tile ${tile}${moveForClick(tiles, item.size, index) ? ', next to the gap' : ''}`}
              disabled={frozen}
              onClick={() => slide(moveForClick(tiles, item.size, index))}
              data-testid="sliding-tile"
              data-tile={tile}
            >
              <span className="sliding__number" aria-hidden="true">
                {tile}
              </span>
            </button>
          ),
        )}
      </div>
      {full && !solved && (
        <p className="score-duel__waiting" role="status">
          That is the most moves one answer can hold: Reset to start again.
        </p>
      )}
      <div className="score-duel__actions">
        {canResend && (
          <button
            type="button"
            className="btn btn--gold"
            onClick={() => {
              if (sent === null) return;
              setUntaken(false);
              setAttempt((n) => n + 1);
              onAnswer(sent);
            }}
          >
            Send again
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost"
          disabled={!canAnswer || moves === ''}
          onClick={reset}
        >
          Reset
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={!canAnswer || lockLeft > 0}
          onClick={onSkip}
        >
          Skip
        </button>
      </div>
    </div>
  );
}
