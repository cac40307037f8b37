export {
  slidingPuzzleGame,
  slidingPuzzleRules,
  SLIDING_ANSWER_MAX_MOVES,
  type SlidingItemView,
} from './sliding-puzzle.js';
export {
  SLIDING_PUZZLE_CLIENT_SEED,
  SLIDING_ROUNDS,
  slidingPuzzleItem,
  type SlidingPuzzleItem,
} from './sliding-puzzle-items.js';
export { slidingPoints } from './sliding-puzzle-scoring.js';
export { applySlidingMoves, isSolved, solvedTiles } from './sliding-board.js';
export { solveSliding } from './sliding-solver.js';
