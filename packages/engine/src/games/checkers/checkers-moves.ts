// English draughts (checkers) move generation on the 32 playable squares, in standard notation.
//
// Orientation (the standard one): dark (seat 0, the creator) starts on squares 1-12 and moves first,
// its men moving toward 32 and crowned on 29-32; light (seat 1) starts on 21-32, moving toward 1,
// crowned on 1-4. Square n lies on row r = floor((n-1)/4) (row 0 is dark's home row) and column
// 2·((n-1) mod 4) + 1 on even rows, 2·((n-1) mod 4) on odd rows, so 1 → 5, 6; 4 → 8; 5 → 9;
// 9 → 13, 14; 12 → 16 (dark's opening moves are 9-13 9-14 10-14 10-15 11-15 11-16 12-16).
//
// A position is a 32-character string, index 0 = square 1: '.' empty, 'b'/'B' dark man/king,
// 'w'/'W' light man/king (contracts: CheckersView.board). Rules: men move and capture diagonally
// forward, kings both ways; captures are compulsory, and a capture continues while the capturing
// piece can jump again (any capture sequence may be chosen, not necessarily the longest); a man
// reaching the far row is crowned and the move ends there; a piece is never jumped twice.
import type { DuelSeat } from '../../duels/duel.js';

export const CHECKERS_START = 'bbbbbbbbbbbb........wwwwwwwwwwww';

export interface CheckersMove {
  /** The squares visited (1-32): the start, then every landing. */
  readonly path: readonly number[];
  /** The squares of the pieces it takes, in order. */
  readonly captures: readonly number[];
}

interface Square {
  readonly row: number;
  readonly col: number;
}

export function squareAt(square: number): Square {
  const row = Math.floor((square - 1) / 4);
  const col = 2 * ((square - 1) % 4) + (row % 2 === 0 ? 1 : 0);
  return { row, col };
}

function squareOf(row: number, col: number): number | null {
  if (row < 0 || row > 7 || col < 0 || col > 7 || (row + col) % 2 === 0) return null;
  return row * 4 + Math.floor(col / 2) + 1;
}

/** Row steps: dark men go down the rows (+1), light men up (-1), kings both ways. */
const DIRECTIONS = [
  { dr: 1, dc: -1 },
  { dr: 1, dc: 1 },
  { dr: -1, dc: -1 },
  { dr: -1, dc: 1 },
] as const;

interface Neighbours {
  /** The adjacent square in each direction, or null at the edge. */
  readonly step: readonly (number | null)[];
  /** The landing square two steps away in each direction, or null. */
  readonly jump: readonly (number | null)[];
}

/** Indexed by square (1-32; index 0 unused). */
const NEIGHBOURS: readonly Neighbours[] = Array.from({ length: 33 }, (_, square) => {
  if (square === 0) return { step: [], jump: [] };
  const { row, col } = squareAt(square);
  return {
    step: DIRECTIONS.map(({ dr, dc }) => squareOf(row + dr, col + dc)),
    jump: DIRECTIONS.map(({ dr, dc }) => squareOf(row + 2 * dr, col + 2 * dc)),
  };
});

const pieceAt = (board: string, square: number): string => board[square - 1] ?? '.';
export const isOwn = (piece: string, seat: DuelSeat): boolean =>
  seat === 0 ? piece === 'b' || piece === 'B' : piece === 'w' || piece === 'W';
const isKing = (piece: string): boolean => piece === 'B' || piece === 'W';

/** The direction indexes a piece may move in: men forward only. */
function directionsOf(piece: string): readonly number[] {
  if (isKing(piece)) return [0, 1, 2, 3];
  return piece === 'b' ? [0, 1] : [2, 3];
}

const crownRow = (seat: DuelSeat): number => (seat === 0 ? 7 : 0);

/** The capture sequences from `from` for `piece`, each continued as long as it can be. */
function captureSequences(board: string, seat: DuelSeat, from: number, piece: string): CheckersMove[] {
  const sequences: CheckersMove[] = [];
  const directions = directionsOf(piece);
  const extend = (at: number, path: number[], captures: number[]): void => {
    let continued = false;
    for (const d of directions) {
      const over = NEIGHBOURS[at]?.step[d];
      const land = NEIGHBOURS[at]?.jump[d];
      if (over == null || land == null) continue;
      const victim = pieceAt(board, over);
      if (victim === '.' || isOwn(victim, seat) || captures.includes(over)) continue;
      // The landing must be empty, the moving piece's own start square counting as empty.
      if (pieceAt(board, land) !== '.' && land !== from) continue;
      continued = true;
      const nextPath = [...path, land];
      const nextCaptures = [...captures, over];
      // A man crowned by a jump stops there.
      if (!isKing(piece) && squareAt(land).row === crownRow(seat))
        sequences.push({ path: nextPath, captures: nextCaptures });
      else extend(land, nextPath, nextCaptures);
    }
    if (!continued && captures.length > 0) sequences.push({ path, captures });
  };
  extend(from, [from], []);
  return sequences;
}

/** Every legal move of `seat`: the captures if any exists (they are compulsory), else the steps. */
export function legalCheckersMoves(board: string, seat: DuelSeat): CheckersMove[] {
  const captures: CheckersMove[] = [];
  const steps: CheckersMove[] = [];
  for (let square = 1; square <= 32; square += 1) {
    const piece = pieceAt(board, square);
    if (!isOwn(piece, seat)) continue;
    captures.push(...captureSequences(board, seat, square, piece));
    if (captures.length > 0) continue;
    for (const d of directionsOf(piece)) {
      const to = NEIGHBOURS[square]?.step[d];
      if (to != null && pieceAt(board, to) === '.') steps.push({ path: [square, to], captures: [] });
    }
  }
  return captures.length > 0 ? captures : steps;
}

/** The board after a legal move (crowning a man that ends on the far row). */
export function applyCheckersMove(board: string, seat: DuelSeat, move: CheckersMove): string {
  const squares = board.split('');
  const from = move.path[0] ?? 0;
  const to = move.path[move.path.length - 1] ?? 0;
  const piece = squares[from - 1] ?? '.';
  squares[from - 1] = '.';
  for (const taken of move.captures) squares[taken - 1] = '.';
  const crowned = !isKing(piece) && squareAt(to).row === crownRow(seat);
  squares[to - 1] = crowned ? piece.toUpperCase() : piece;
  return squares.join('');
}

/** Whether the move is irreversible for the draw rules: a capture or a man moving. */
export const resetsDrawCount = (board: string, move: CheckersMove): boolean =>
  move.captures.length > 0 || !isKing(pieceAt(board, move.path[0] ?? 0));

/** Standard notation: 11-15 for a step, 22x15x6 for a capture. */
export const checkersNotation = (move: CheckersMove): string =>
  move.path.join(move.captures.length > 0 ? 'x' : '-');
