export {
  CHECKERS_QUIET_PLY_LIMIT,
  checkersBoardFrom,
  type CheckersBoard,
  type CheckersPublicView,
} from './checkers-board.js';
export { checkersDuelFrom, checkersRules, type CheckersDuelState } from './checkers-duel.js';
export {
  CHECKERS_START,
  checkersNotation,
  legalCheckersMoves,
  squareAt,
  type CheckersMove,
} from './checkers-moves.js';
