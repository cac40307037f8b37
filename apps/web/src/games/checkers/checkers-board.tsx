import { useState } from 'react';
import type { CheckersView } from '@casino/contracts';
import { boardCells, nextSquares, pick, pieceLabel, pieceOn } from './checkers-squares';
import './checkers.css';

/**
 * English draughts board (our own: click a piece, its legal landings light up, a multi-jump is
 * picked one landing at a time). Dark (seat 0) plays from the bottom on their own screen.
 */
export function CheckersBoard({
  view,
  bottom,
  canMove,
  onMove,
}: {
  view: CheckersView;
  bottom: 'dark' | 'light';
  canMove: boolean;
  onMove: (path: number[]) => void;
}) {
  const [picked, setPicked] = useState<number[]>([]);
  const [seenBoard, setSeenBoard] = useState(view.board);
  if (seenBoard !== view.board) {
    setSeenBoard(view.board);
    setPicked([]);
  }
  const next = canMove ? nextSquares(view.legalMoves, picked) : new Set<number>();
  const last = new Set(view.lastMove ?? []);
  const mustCapture = view.legalMoves.some((m) => m.captures.length > 0);

  function onSquare(square: number) {
    if (!canMove) return;
    const result = pick(view.legalMoves, picked, square);
    if (result.kind === 'move') {
      setPicked([]);
      onMove(result.path);
    } else setPicked(result.picked);
  }

  return (
    <div className="checkers" data-testid="checkers-board" data-can-move={canMove ? 'true' : 'false'}>
      <div className="checkers-board" role="grid" aria-label="Checkers board">
        {boardCells(bottom).map((cell) => {
          if (cell.square === null)
            return (
              <div
                key={`${cell.row}-${cell.col}`}
                className="checkers-cell checkers-cell--light"
                role="presentation"
              />
            );
          const square = cell.square;
          const piece = pieceOn(view.board, square);
          const isPicked = picked.includes(square);
          const isNext = next.has(square);
          const classes = [
            'checkers-cell',
            'checkers-cell--dark',
            isPicked ? 'is-picked' : '',
            isNext ? (piece ? 'is-movable' : 'is-target') : '',
            last.has(square) ? 'is-last' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={square}
              type="button"
              className={classes}
              data-square={square}
              aria-label={`${square}${piece ? `, ${pieceLabel(piece)}` : ''}${isNext && !piece ? ', move here' : ''}`}
              aria-pressed={isPicked}
              disabled={!canMove}
              onClick={() => onSquare(square)}
            >
              {piece && (
                <span
                  className={`checker checker--${piece.toLowerCase() === 'b' ? 'dark' : 'light'}`}
                  aria-hidden="true"
                >
                  {piece === piece.toUpperCase() ? '♛' : ''}
                </span>
              )}
              <span className="checkers-cell__number" aria-hidden="true">
                {square}
              </span>
            </button>
          );
        })}
      </div>
      {canMove && mustCapture && (
        <p className="checkers-note">A capture is available: captures are compulsory.</p>
      )}
    </div>
  );
}

/** The moves so far in standard notation (11-15, 22x15). */
export function CheckersMoveList({ view }: { view: CheckersView }) {
  return (
    <ol className="move-list" aria-label="Moves" data-testid="move-list">
      {view.moves.length === 0 && <li className="move-list__empty">No moves yet</li>}
      {view.moves.map((move, i) => (
        <li key={i} className="move-list__pair">
          <span className="move-list__number">{i + 1}.</span>
          <span className="move-list__move">{move.notation}</span>
        </li>
      ))}
    </ol>
  );
}
