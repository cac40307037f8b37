import type { CheckersView } from '@casino/contracts';

// English draughts in standard notation (the engine's CheckersView): the 32 dark squares are
// numbered 1-32 row by row from dark's side (square 1 in the top row as dark sits), four to a row;
// rows 1, 3, 5, 7 (counted from dark's side) start on the second column. Dark (seat 0) starts on
// 1-12 and moves toward 32.

export interface SquareCell {
  /** 1-32 on a dark square, null on a light one. */
  square: number | null;
  row: number;
  col: number;
}

/** The square number at a cell of the board as seen from dark's side (row 0 = dark's back row). */
export function squareAt(row: number, col: number): number | null {
  if (row < 0 || row > 7 || col < 0 || col > 7) return null;
  // Dark squares: odd columns on even rows, even columns on odd rows.
  if ((row + col) % 2 === 0) return null;
  return row * 4 + Math.floor(col / 2) + 1;
}

/**
 * The 64 cells in display order, top-left first. The player sees their own side at the bottom:
 * light (seat 1) sees dark's rows at the top; dark (seat 0) sees the board turned half a turn.
 */
export function boardCells(bottom: 'dark' | 'light'): SquareCell[] {
  const cells: SquareCell[] = [];
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++) {
      const row = bottom === 'light' ? r : 7 - r;
      const col = bottom === 'light' ? c : 7 - c;
      cells.push({ square: squareAt(row, col), row, col });
    }
  return cells;
}

export type CheckersPiece = 'b' | 'B' | 'w' | 'W';

export function pieceOn(board: string, square: number): CheckersPiece | null {
  const ch = board.charAt(square - 1);
  return ch === 'b' || ch === 'B' || ch === 'w' || ch === 'W' ? ch : null;
}

export const pieceLabel = (piece: CheckersPiece): string =>
  `${piece.toLowerCase() === 'b' ? 'dark' : 'light'} ${piece === piece.toUpperCase() ? 'king' : 'man'}`;

type LegalMove = CheckersView['legalMoves'][number];

const startsWith = (path: readonly number[], prefix: readonly number[]): boolean =>
  prefix.every((square, i) => path[i] === square);

/** The legal moves that begin with the squares picked so far. */
export function movesMatching(legal: readonly LegalMove[], picked: readonly number[]): LegalMove[] {
  return legal.filter((move) => move.path.length > picked.length - 1 && startsWith(move.path, picked));
}

/** Squares that can be picked next: a movable piece when nothing is picked, else the next landing. */
export function nextSquares(legal: readonly LegalMove[], picked: readonly number[]): Set<number> {
  const next = new Set<number>();
  for (const move of movesMatching(legal, picked)) {
    const square = move.path[picked.length];
    if (square !== undefined) next.add(square);
  }
  return next;
}

export type PickResult =
  | { kind: 'picking'; picked: number[] }
  | { kind: 'move'; path: number[] }
  | { kind: 'reset'; picked: number[] };

/**
 * A click on `square` with `picked` already chosen: extend the path (a multi-jump goes one landing
 * at a time), finish it when exactly one legal move is that path, or start over from a new piece.
 */
export function pick(legal: readonly LegalMove[], picked: readonly number[], square: number): PickResult {
  if (picked.length > 0 && nextSquares(legal, picked).has(square)) {
    const path = [...picked, square];
    const matching = movesMatching(legal, path);
    const complete = matching.filter((move) => move.path.length === path.length);
    // A path that is a whole legal move, and no longer move continues it, is played at once.
    if (complete.length > 0 && matching.length === complete.length) return { kind: 'move', path };
    return { kind: 'picking', picked: path };
  }
  if (nextSquares(legal, []).has(square)) return { kind: 'picking', picked: [square] };
  return { kind: 'reset', picked: [] };
}
