export {
  LOGIC_MAX_POINTS,
  LOGIC_MIN_POINTS,
  LOGIC_PUZZLES_CLIENT_SEED,
  LOGIC_ROUNDS,
  isGridAnswer,
  logicPoints,
  logicPuzzle,
  logicPuzzleGame,
  logicPuzzleRules,
  logicRoundSpec,
  solvesPuzzle,
  type LogicPuzzle,
  type LogicPuzzleView,
  type LogicRoundSpec,
} from './logic-puzzles.js';
export { carvePuzzle, countSolutions, isSolvedGrid, randomFullGrid, type SudokuShape } from './sudoku.js';
