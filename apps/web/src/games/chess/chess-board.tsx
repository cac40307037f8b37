import { useMemo, useState, type CSSProperties } from 'react';
import { Chessboard, type SquareHandlerArgs } from 'react-chessboard';
import type { ChessView } from '@casino/contracts';
import {
  chooseMove,
  destinationsFrom,
  kingSquare,
  pieceName,
  piecesOf,
  PROMOTION_PIECES,
  type PromotionPiece,
} from './chess-moves';
import './chess.css';

const PROMOTION_NAMES: Record<PromotionPiece, string> = { q: 'Queen', r: 'Rook', b: 'Bishop', n: 'Knight' };
const PROMOTION_GLYPHS: Record<PromotionPiece, [string, string]> = {
  q: ['♕', '♛'],
  r: ['♖', '♜'],
  b: ['♗', '♝'],
  n: ['♘', '♞'],
};

const SELECTED: CSSProperties = { background: 'rgba(245, 197, 66, 0.7)' };
const LAST_MOVE: CSSProperties = { background: 'rgba(245, 197, 66, 0.32)' };
const CHECK: CSSProperties = {
  background: 'radial-gradient(circle, rgba(255, 60, 90, 0.9) 0%, rgba(255, 60, 90, 0.25) 70%)',
};
const TARGET: CSSProperties = {
  background: 'radial-gradient(circle, rgba(20, 14, 40, 0.45) 22%, transparent 24%)',
};
const CAPTURE: CSSProperties = {
  background: 'radial-gradient(circle, transparent 58%, rgba(20, 14, 40, 0.45) 60%)',
};

/**
 * The chess board (react-chessboard): the view's legal moves as hints, click a piece then a
 * destination or drag it there, a choice of piece on promotion, the board turned for the player
 * with black. Read-only for spectators and while it is not the player's turn.
 */
export function ChessBoard({
  view,
  orientation,
  canMove,
  onMove,
}: {
  view: ChessView;
  orientation: 'white' | 'black';
  /** The viewer plays the side to move, and the game is running. */
  canMove: boolean;
  onMove: (uci: string) => void;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [promotion, setPromotion] = useState<{ from: string; to: string } | null>(null);
  const pieces = useMemo(() => piecesOf(view.fen), [view.fen]);
  const sideToMove = view.fen.split(' ')[1] === 'b' ? 'b' : 'w';
  const targets = useMemo(
    () =>
      selected && canMove ? destinationsFrom(view.legalMoves, selected) : new Map<string, PromotionPiece[]>(),
    [selected, canMove, view.legalMoves],
  );
  // A new position (a move was made) drops a selection made on the old one.
  const [seenFen, setSeenFen] = useState(view.fen);
  if (seenFen !== view.fen) {
    setSeenFen(view.fen);
    setSelected(null);
    setPromotion(null);
  }

  const movable = (square: string) => canMove && view.legalMoves.some((m) => m.startsWith(square));

  function tryMove(from: string, to: string): boolean {
    const choice = chooseMove(view.legalMoves, from, to);
    if (choice.kind === 'illegal') return false;
    if (choice.kind === 'promote') {
      setPromotion({ from, to });
      return false;
    }
    setSelected(null);
    onMove(choice.uci);
    return true;
  }

  function onSquare(square: string) {
    if (!canMove) return;
    if (selected && targets.has(square)) {
      tryMove(selected, square);
      return;
    }
    setSelected(movable(square) && selected !== square ? square : null);
  }

  const squareStyles: Record<string, CSSProperties> = {};
  if (view.lastMove) {
    squareStyles[view.lastMove.slice(0, 2)] = LAST_MOVE;
    squareStyles[view.lastMove.slice(2, 4)] = LAST_MOVE;
  }
  if (view.check) {
    const king = kingSquare(view.fen, sideToMove);
    if (king) squareStyles[king] = CHECK;
  }
  if (selected) squareStyles[selected] = SELECTED;
  for (const to of targets.keys()) squareStyles[to] = pieces.has(to) ? CAPTURE : TARGET;

  const white = orientation === 'white';
  return (
    <div
      className="chess-board"
      data-testid="chess-board"
      data-fen={view.fen}
      data-can-move={canMove ? 'true' : 'false'}
    >
      <Chessboard
        options={{
          id: 'arena-chess',
          position: view.fen,
          boardOrientation: orientation,
          allowDragging: canMove,
          allowDrawingArrows: false,
          animationDurationInMs: 150,
          canDragPiece: ({ square }) => square !== null && movable(square),
          onPieceDrag: ({ square }) => setSelected(square),
          onPieceDrop: ({ sourceSquare, targetSquare }) =>
            targetSquare !== null && sourceSquare !== targetSquare && tryMove(sourceSquare, targetSquare),
          onSquareClick: ({ square }: SquareHandlerArgs) => onSquare(square),
          darkSquareStyle: { backgroundColor: '#6b4fb8' },
          lightSquareStyle: { backgroundColor: '#e9e2ff' },
          squareStyles,
          squareRenderer: ({ piece, square, children }) => {
            const letter = pieces.get(square);
            const hint = targets.has(square) ? (letter ? ', capture' : ', move here') : '';
            return (
              <div className="chess-square" style={squareStyles[square]}>
                <button
                  type="button"
                  className="chess-square__button"
                  aria-label={`${square}${letter ? `, ${pieceName(letter)}` : ''}${hint}`}
                  aria-pressed={selected === square}
                  disabled={!canMove}
                  onClick={(event) => {
                    event.stopPropagation();
                    onSquare(square);
                  }}
                  data-piece={piece?.pieceType ?? ''}
                />
                <div className="chess-square__piece">{children}</div>
              </div>
            );
          },
        }}
      />
      {promotion && (
        <div className="chess-promotion" role="dialog" aria-label="Promote the pawn to">
          {PROMOTION_PIECES.map((piece) => (
            <button
              key={piece}
              type="button"
              className="chess-promotion__piece"
              aria-label={PROMOTION_NAMES[piece]}
              onClick={() => {
                setPromotion(null);
                setSelected(null);
                onMove(`${promotion.from}${promotion.to}${piece}`);
              }}
            >
              {PROMOTION_GLYPHS[piece][white ? 0 : 1]}
            </button>
          ))}
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setPromotion(null)}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}
