// Chess as a challenge duel: the board of chess-board.ts under the shared turn-duel clocks, offers,
// resignation and forfeit (duels/turn-duel.ts). Seat 0, the creator, plays white.
import type { DuelSetup } from '../../duels/duel.js';
import { turnDuelRules, type TurnDuelState } from '../../duels/turn-duel.js';
import { chessBoard, chessBoardFromFen, type ChessBoard } from './chess-board.js';

export type ChessDuelState = TurnDuelState<ChessBoard>;

export const chessRules = turnDuelRules(chessBoard);

/** A duel from a given position (tests, puzzles): the standard start's clocks with `fen`'s board. */
export function chessDuelFromFen(setup: DuelSetup, fen: string): ChessDuelState {
  return { ...chessRules.start(setup), board: chessBoardFromFen(fen) };
}
