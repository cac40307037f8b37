export {
  CHESS_START_FEN,
  chessBoardFromFen,
  type ChessBoard,
  type ChessMoveRecord,
  type ChessPublicView,
} from './chess-board.js';
export { chessDuelFromFen, chessRules, type ChessDuelState } from './chess-duel.js';
export { canStillMate } from './chess-mating-material.js';
