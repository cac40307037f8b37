// The logic puzzle duel (logic_puzzles): a score duel (duels/score-duel.ts) over small sudoku
// generated from the duel's seed, each with exactly one solution (sudoku.ts). Puzzle `index` reads
// the published HMAC stream (fairness-stream.ts) with serverSeed = the duel's seed, clientSeed
// 'logic-puzzles' and nonce = the index, so any puzzle can be regenerated on its own:
//   round 1: 4×4 in 2×2 boxes, blanked down to 6 givens at the fewest;
//   round 2: 6×6 in 2×3 boxes (2 rows by 3 columns), down to 16 givens at the fewest;
//   round 3: 6×6 in 2×3 boxes, blanked as far as the drawn order allows (a minimal puzzle).
// The answer is the whole grid, row-major, one digit per cell; anything else (another length, other
// characters) is not an answer (a bad move). It is right when it keeps every given and equals the
// solution (the only one). Scoring: 10 points less one per full `decayMs` of the round (4×4: 3 s,
// 6×6: 6 s, the sparse 6×6: 8 s) since the puzzle was shown, at least 1. No hints.
import { createFloatStream } from '../../fairness-stream.js';
import { scoreDuelRules } from '../../duels/score-duel.js';
import {
  scoreDuelRoundOf,
  type ScoreDuelGame,
  type ScoreDuelJudgement,
} from '../../duels/score-duel-game.js';
import { carvePuzzle, randomFullGrid, type SudokuShape } from './sudoku.js';

export const LOGIC_PUZZLES_CLIENT_SEED = 'logic-puzzles';
export const LOGIC_MAX_POINTS = 10;
export const LOGIC_MIN_POINTS = 1;

export interface LogicRoundSpec extends SudokuShape {
  /** Blanking stops once this few givens are left (0: it goes as far as uniqueness allows). */
  readonly minGivens: number;
  /** A correct answer loses a point per full `decayMs` since the puzzle was shown. */
  readonly decayMs: number;
}

/** Round r's puzzles (the last for any later round). */
export const LOGIC_ROUNDS: readonly LogicRoundSpec[] = [
  { size: 4, boxRows: 2, boxCols: 2, minGivens: 6, decayMs: 3_000 },
  { size: 6, boxRows: 2, boxCols: 3, minGivens: 16, decayMs: 6_000 },
  { size: 6, boxRows: 2, boxCols: 3, minGivens: 0, decayMs: 8_000 },
];

export interface LogicPuzzle {
  readonly index: number;
  readonly round: number;
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  /** Row-major: a digit 1-size is a given, '.' a blank. */
  readonly givens: string;
  /** Row-major digits of the only solution. */
  readonly solution: string;
}

/** What the seat sees of a puzzle (contracts: LogicItem): never its solution. */
export interface LogicPuzzleView {
  readonly index: number;
  readonly round: number;
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  readonly givens: string;
}

export const logicRoundSpec = (round: number): LogicRoundSpec => {
  const spec = LOGIC_ROUNDS[Math.min(Math.max(round, 1), LOGIC_ROUNDS.length) - 1];
  if (!spec) throw new Error(`no logic round ${round}`);
  return spec;
};

/** Puzzle `index` of the duel with this seed. */
export function logicPuzzle(seed: string, index: number): LogicPuzzle {
  const round = scoreDuelRoundOf(index);
  const spec = logicRoundSpec(round);
  const stream = createFloatStream({ serverSeed: seed, clientSeed: LOGIC_PUZZLES_CLIENT_SEED, nonce: index });
  const next = (): number => stream.next();
  const solution = randomFullGrid(spec, next);
  const puzzle = carvePuzzle(solution, spec, next, spec.minGivens);
  return {
    index,
    round,
    size: spec.size,
    boxRows: spec.boxRows,
    boxCols: spec.boxCols,
    givens: puzzle.map((digit) => (digit === 0 ? '.' : String(digit))).join(''),
    solution: solution.join(''),
  };
}

/** The points of a correct answer `elapsedMs` after a round `round` puzzle was shown. */
export function logicPoints(round: number, elapsedMs: number): number {
  const lost = Math.floor(Math.max(0, elapsedMs) / logicRoundSpec(round).decayMs);
  return Math.max(LOGIC_MIN_POINTS, LOGIC_MAX_POINTS - lost);
}

/** Whether `answer` is a filled grid of the puzzle's size at all (size² digits 1-size). */
export function isGridAnswer(puzzle: LogicPuzzle, answer: string): boolean {
  const cells = puzzle.size * puzzle.size;
  return answer.length === cells && [...answer].every((c) => c >= '1' && c <= String(puzzle.size));
}

/** Whether a grid answer keeps every given and is the solution. */
export function solvesPuzzle(puzzle: LogicPuzzle, answer: string): boolean {
  const keepsGivens = [...puzzle.givens].every((given, cell) => given === '.' || answer[cell] === given);
  return keepsGivens && answer === puzzle.solution;
}

export const logicPuzzleGame: ScoreDuelGame<LogicPuzzle, LogicPuzzleView> = {
  gameType: 'logic_puzzles',
  item: logicPuzzle,
  judge(puzzle, answer, elapsedMs): ScoreDuelJudgement | null {
    if (!isGridAnswer(puzzle, answer)) return null;
    const correct = solvesPuzzle(puzzle, answer);
    return { correct, points: correct ? logicPoints(puzzle.round, elapsedMs) : 0 };
  },
  hintCount: () => 0,
  hintText(puzzle, n) {
    throw new Error(`logic puzzle ${puzzle.index} has no hint ${n}`);
  },
  hintCost: 0,
  itemView: (puzzle, context) => ({
    index: context.index,
    round: context.round,
    size: puzzle.size,
    boxRows: puzzle.boxRows,
    boxCols: puzzle.boxCols,
    givens: puzzle.givens,
  }),
  recordItem: (puzzle, index) => ({
    index,
    round: puzzle.round,
    size: puzzle.size,
    boxRows: puzzle.boxRows,
    boxCols: puzzle.boxCols,
    givens: puzzle.givens,
    solution: puzzle.solution,
  }),
};

export const logicPuzzleRules = scoreDuelRules(logicPuzzleGame);
