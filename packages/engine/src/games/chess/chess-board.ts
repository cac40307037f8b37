// The chess board of a challenge (chess.js 1.4.0 underneath): a position kept as a FEN plus what the
// draw rules need, so the state is plain immutable data that a room replays and serializes. Playing a
// move loads the FEN into a fresh chess.js instance, plays it and reads the next position's legal
// moves once (≈0.2 ms; see chess-duel.test.ts); the view then costs nothing.
//
// Draw rules (automatic, as servers apply them): stalemate, insufficient material (chess.js: K vs K,
// K+minor vs K, same-colour bishops only), the fifty-move rule (100 plies without a capture or a pawn
// move) and threefold repetition of the same position (placement, side to move, castling rights and a
// capturable en-passant square: the first four FEN fields as chess.js writes them).
import { Chess, validateFen } from 'chess.js';
import type { DuelOutcome, DuelSeat, DuelSetup } from '../../duels/duel.js';
import type { BoardMoveResult, TurnBoard } from '../../duels/turn-duel.js';
import { canStillMate, type ChessColor } from './chess-mating-material.js';

export const CHESS_START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export interface ChessMoveRecord {
  readonly san: string;
  readonly uci: string;
}

export interface ChessBoard {
  readonly startFen: string;
  readonly fen: string;
  /** The side to move's legal moves in UCI ('e2e4', 'e7e8q'). */
  readonly legalMoves: readonly string[];
  readonly check: boolean;
  readonly moves: readonly ChessMoveRecord[];
  /** Position keys since the last capture or pawn move (none can repeat across one), the current last. */
  readonly positions: readonly string[];
}

/** What every viewer sees (contracts: ChessView). */
export interface ChessPublicView {
  readonly kind: 'chess';
  readonly fen: string;
  readonly turn: DuelSeat;
  readonly moves: readonly ChessMoveRecord[];
  readonly legalMoves: readonly string[];
  readonly check: boolean;
  readonly lastMove: string | null;
}

const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const FILES = 'abcdefgh';

// chess.js's public legal-move list is SAN, or verbose objects that each cost a SAN and two FENs
// (≈1.4 ms per position); its internal `_moves` gives the same moves as 0x88 squares in ≈0.04 ms.
// The version is pinned exactly and chess-board.test.ts checks the two lists agree.
interface InternalMove {
  readonly from: number;
  readonly to: number;
  readonly promotion?: string;
}
interface ChessInternals {
  _moves(options: { legal: boolean }): InternalMove[];
}

const square0x88 = (square: number): string => `${FILES[square & 7] ?? '?'}${8 - (square >> 4)}`;

function legalUci(chess: Chess): string[] {
  const internal = (chess as unknown as ChessInternals)._moves({ legal: true });
  return internal.map((move) => `${square0x88(move.from)}${square0x88(move.to)}${move.promotion ?? ''}`);
}

const positionKey = (fen: string): string => fen.split(' ', 4).join(' ');
const seatOf = (color: ChessColor): DuelSeat => (color === 'w' ? 0 : 1);
const colorOf = (seat: DuelSeat): ChessColor => (seat === 0 ? 'w' : 'b');
const halfmoveClock = (fen: string): number => Number(fen.split(' ')[4] ?? 0);

/** A board from any legal FEN (the standard start for a challenge; tests start from positions). */
export function chessBoardFromFen(fen: string = CHESS_START_FEN): ChessBoard {
  const valid = validateFen(fen);
  if (!valid.ok) throw new Error(`bad FEN: ${valid.error ?? fen}`);
  const chess = new Chess(fen);
  const normalized = chess.fen();
  return {
    startFen: normalized,
    fen: normalized,
    legalMoves: legalUci(chess),
    check: chess.inCheck(),
    moves: [],
    positions: [positionKey(normalized)],
  };
}

/** The game's end after a move into `chess`'s position, if it ended; `mover` made the move. */
function endAfterMove(chess: Chess, board: ChessBoard, mover: DuelSeat): DuelOutcome | null {
  if (board.legalMoves.length === 0) {
    return board.check ? { winner: mover, reason: 'checkmate' } : { winner: null, reason: 'stalemate' };
  }
  if (chess.isInsufficientMaterial()) return { winner: null, reason: 'insufficient_material' };
  if (halfmoveClock(board.fen) >= 100) return { winner: null, reason: 'fifty_moves' };
  const key = board.positions[board.positions.length - 1];
  if (board.positions.filter((position) => position === key).length >= 3) {
    return { winner: null, reason: 'repetition' };
  }
  return null;
}

function playChess(board: ChessBoard, seat: DuelSeat, move: unknown): BoardMoveResult<ChessBoard> {
  const uci = uciOf(move);
  if (uci === null) return { ok: false, error: 'bad_move' };
  if (!board.legalMoves.includes(uci)) return { ok: false, error: 'illegal_move' };
  const chess = new Chess(board.fen, { skipValidation: true });
  const played = chess.move({
    from: uci.slice(0, 2),
    to: uci.slice(2, 4),
    promotion: uci.slice(4) || undefined,
  });
  const fen = played.after;
  const irreversible = played.isCapture() || played.piece === 'p';
  const next: ChessBoard = {
    startFen: board.startFen,
    fen,
    legalMoves: legalUci(chess),
    check: chess.inCheck(),
    moves: [...board.moves, { san: played.san, uci }],
    positions: irreversible ? [positionKey(fen)] : [...board.positions, positionKey(fen)],
  };
  return { ok: true, board: next, ended: endAfterMove(chess, next, seat) };
}

/** A move's UCI, or null when the input is not `{ uci: string }` in UCI form. */
function uciOf(move: unknown): string | null {
  if (typeof move !== 'object' || move === null || !('uci' in move)) return null;
  const uci = move.uci;
  return typeof uci === 'string' && UCI.test(uci) ? uci : null;
}

/** The side to move as a seat: white is seat 0 (the challenge's creator). */
export const chessTurn = (board: ChessBoard): DuelSeat => seatOf(board.fen.split(' ')[1] === 'b' ? 'b' : 'w');

/** Standard PGN movetext with the result, for the record. */
function movetext(board: ChessBoard, result: string): string {
  const blackStarts = board.startFen.split(' ')[1] === 'b';
  const firstNumber = Number(board.startFen.split(' ')[5] ?? 1);
  const parts: string[] = [];
  board.moves.forEach((move, index) => {
    const ply = index + (blackStarts ? 1 : 0);
    const number = firstNumber + Math.floor(ply / 2);
    if (ply % 2 === 0) parts.push(`${number}.`);
    else if (index === 0) parts.push(`${number}...`);
    parts.push(move.san);
  });
  parts.push(result);
  return parts.join(' ');
}

export const chessBoard: TurnBoard<ChessBoard, ChessPublicView> = {
  gameType: 'chess',
  initial: (_setup: DuelSetup) => chessBoardFromFen(CHESS_START_FEN),
  toMove: chessTurn,
  play: playChess,
  canWin: (board, seat) => canStillMate(board.fen, colorOf(seat)),
  view: (board) => ({
    kind: 'chess',
    fen: board.fen,
    turn: chessTurn(board),
    moves: board.moves,
    legalMoves: board.legalMoves,
    check: board.check,
    lastMove: board.moves[board.moves.length - 1]?.uci ?? null,
  }),
  record: (board, outcome) => ({
    startFen: board.startFen,
    finalFen: board.fen,
    moves: board.moves.map((move) => move.uci),
    san: board.moves.map((move) => move.san),
    pgn: movetext(board, pgnResult(outcome)),
  }),
};

function pgnResult(outcome: DuelOutcome | null): string {
  if (!outcome) return '*';
  if (outcome.winner === null) return '1/2-1/2';
  return outcome.winner === 0 ? '1-0' : '0-1';
}
