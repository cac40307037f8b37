// The head-to-head challenge games' rules (issues 13 and 14), apart from the engine's main index so that
// chess.js reaches only the pages and processes that import '@casino/engine/duels'.
import type { ChallengeGameType } from '@casino/games';
import { blackjackDuelRules } from '../games/blackjack-duel/blackjack-duel.js';
import { checkersRules } from '../games/checkers/checkers-duel.js';
import { chessRules } from '../games/chess/chess-duel.js';
import { logicPuzzleRules } from '../games/logic-puzzles/logic-puzzles.js';
import { mathDuelRules } from '../games/math-duel/math-duel.js';
import { pokerDuelRules } from '../games/poker-duel/poker-duel.js';
import { slidingPuzzleRules } from '../games/sliding-puzzle/sliding-puzzle.js';
import { wordRiddleRules } from '../games/word-riddles/word-riddles.js';
import type { DuelRules } from './duel.js';

export * from './duel.js';
export * from './score-duel-game.js';
export * from './score-duel.js';
export * from './score-duel-move.js';
export {
  turnDuelRules,
  type BoardMoveResult,
  type TurnBoard,
  type TurnDuelRules,
  type TurnDuelState,
} from './turn-duel.js';
export * from '../games/chess/index.js';
export * from '../games/checkers/index.js';
export * from '../games/math-duel/index.js';
export * from '../games/blackjack-duel/index.js';
export * from '../games/sliding-puzzle/index.js';
export * from '../games/poker-duel/index.js';
export * from '../games/word-riddles/index.js';
export * from '../games/logic-puzzles/index.js';

/** Any duel's rules, as a room holds them without knowing the game. */
export type AnyDuelRules = DuelRules<unknown, unknown, unknown>;

const RULES: Partial<Record<ChallengeGameType, AnyDuelRules>> = {
  chess: chessRules,
  checkers: checkersRules,
  math: mathDuelRules,
  blackjack: blackjackDuelRules,
  image_puzzles: slidingPuzzleRules,
  poker: pokerDuelRules,
  logic_puzzles: logicPuzzleRules,
  word_riddles: wordRiddleRules,
};

/**
 * The rules of a challenge game type, or null for a registry type not playable yet (every type has
 * rules since issue 14): the api refuses to create those, so a room meeting one voids the challenge.
 */
export function duelRulesOf(gameType: ChallengeGameType): AnyDuelRules | null {
  return RULES[gameType] ?? null;
}
