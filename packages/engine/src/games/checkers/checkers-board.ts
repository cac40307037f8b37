// The checkers board of a challenge: the position, the side to move, its legal moves (computed once
// per move), the moves played and what the draw rules need. Endings: the side to move without a
// legal move loses (`no_moves`); 40 moves by each side (80 plies) without a capture or a man moving
// (`forty_moves`) and the same position with the same side to move a third time (`repetition`) draw.
import type { DuelOutcome, DuelSeat, DuelSetup } from '../../duels/duel.js';
import { otherSeat } from '../../duels/duel.js';
import type { BoardMoveResult, TurnBoard } from '../../duels/turn-duel.js';
import {
  applyCheckersMove,
  CHECKERS_START,
  checkersNotation,
  isOwn,
  legalCheckersMoves,
  resetsDrawCount,
  type CheckersMove,
} from './checkers-moves.js';

/** 40 moves by each side. */
export const CHECKERS_QUIET_PLY_LIMIT = 80;

export interface CheckersBoard {
  readonly startBoard: string;
  readonly startTurn: DuelSeat;
  readonly board: string;
  readonly turn: DuelSeat;
  readonly legalMoves: readonly CheckersMove[];
  readonly moves: readonly { readonly notation: string; readonly path: readonly number[] }[];
  /** Plies since the last capture or man move. */
  readonly quietMoves: number;
  /** Positions (board + side to move) since the last capture or man move, the current last. */
  readonly positions: readonly string[];
}

/** What every viewer sees (contracts: CheckersView). */
export interface CheckersPublicView {
  readonly kind: 'checkers';
  readonly board: string;
  readonly turn: DuelSeat;
  readonly moves: CheckersBoard['moves'];
  readonly legalMoves: readonly CheckersMove[];
  readonly quietMoves: number;
  readonly lastMove: readonly number[] | null;
}

const POSITION = /^[.bBwW]{32}$/;
const positionKey = (board: string, turn: DuelSeat): string => `${board}:${turn}`;

/** A board from any position (the standard start for a challenge; tests start from positions). */
export function checkersBoardFrom(board: string = CHECKERS_START, turn: DuelSeat = 0): CheckersBoard {
  if (!POSITION.test(board)) throw new Error(`bad checkers position: ${board}`);
  return {
    startBoard: board,
    startTurn: turn,
    board,
    turn,
    legalMoves: legalCheckersMoves(board, turn),
    moves: [],
    quietMoves: 0,
    positions: [positionKey(board, turn)],
  };
}

/** The move of `legal` whose path is exactly `path`, or null. */
function matchPath(legal: readonly CheckersMove[], path: readonly number[]): CheckersMove | null {
  return (
    legal.find(
      (move) => move.path.length === path.length && move.path.every((square, i) => square === path[i]),
    ) ?? null
  );
}

function pathOf(move: unknown): number[] | null {
  if (typeof move !== 'object' || move === null || !('path' in move) || !Array.isArray(move.path))
    return null;
  const path: unknown[] = move.path;
  if (path.length < 2 || !path.every((square) => Number.isInteger(square))) return null;
  return path as number[];
}

function endOf(board: CheckersBoard, mover: DuelSeat): DuelOutcome | null {
  if (board.legalMoves.length === 0) return { winner: mover, reason: 'no_moves' };
  const key = board.positions[board.positions.length - 1];
  if (board.positions.filter((position) => position === key).length >= 3) {
    return { winner: null, reason: 'repetition' };
  }
  if (board.quietMoves >= CHECKERS_QUIET_PLY_LIMIT) return { winner: null, reason: 'forty_moves' };
  return null;
}

function playCheckers(board: CheckersBoard, seat: DuelSeat, input: unknown): BoardMoveResult<CheckersBoard> {
  const path = pathOf(input);
  if (path === null) return { ok: false, error: 'bad_move' };
  const move = matchPath(board.legalMoves, path);
  if (move === null) return { ok: false, error: 'illegal_move' };
  const position = applyCheckersMove(board.board, seat, move);
  const turn = otherSeat(seat);
  const irreversible = resetsDrawCount(board.board, move);
  const key = positionKey(position, turn);
  const next: CheckersBoard = {
    ...board,
    board: position,
    turn,
    legalMoves: legalCheckersMoves(position, turn),
    moves: [...board.moves, { notation: checkersNotation(move), path: move.path }],
    quietMoves: irreversible ? 0 : board.quietMoves + 1,
    positions: irreversible ? [key] : [...board.positions, key],
  };
  return { ok: true, board: next, ended: endOf(next, seat) };
}

export const checkersBoard: TurnBoard<CheckersBoard, CheckersPublicView> = {
  gameType: 'checkers',
  initial: (_setup: DuelSetup) => checkersBoardFrom(CHECKERS_START, 0),
  toMove: (board) => board.turn,
  play: playCheckers,
  // Any piece left can still win (a side without pieces has already lost on no_moves).
  canWin: (board, seat) => [...board.board].some((piece) => isOwn(piece, seat)),
  view: (board) => ({
    kind: 'checkers',
    board: board.board,
    turn: board.turn,
    moves: board.moves,
    legalMoves: board.legalMoves,
    quietMoves: board.quietMoves,
    lastMove: board.moves[board.moves.length - 1]?.path ?? null,
  }),
  record: (board) => ({
    startBoard: board.startBoard,
    startTurn: board.startTurn,
    finalBoard: board.board,
    moves: board.moves.map((move) => move.notation),
  }),
};
