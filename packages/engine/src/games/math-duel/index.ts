export {
  mathDuelRules,
  MATH_ROUNDS,
  type MathAnswer,
  type MathDuelState,
  type MathPlayer,
  type MathPrivateView,
  type MathPublicView,
} from './math-duel.js';
export {
  MATH_DUEL_CLIENT_SEED,
  MATH_DUEL_NONCE,
  MATH_ROUND_STRIDE,
  mathProblem,
  roundOfProblem,
  verifyMathDuelProblems,
  type MathProblem,
} from './math-duel-problems.js';
export { MATH_LOCKOUT_MS, MATH_POINT_DECAY_MS, mathPoints } from './math-duel-scoring.js';
