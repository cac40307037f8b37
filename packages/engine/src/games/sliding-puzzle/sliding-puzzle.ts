// The image puzzles (issue 14) as a score duel's game (duels/score-duel-game.ts): items are sliding
// puzzles over the bundled pictures (sliding-puzzle-items.ts), an answer is the blank's moves from the
// start position (U D L R), replayed by the server: a move off the board or a board not solved at the
// end is a wrong answer (the duel's lock-out); anything but those letters, or over 400 of them, is not
// an answer at all (bad move). A solution scores by time and moves against par
// (sliding-puzzle-scoring.ts). No hints.
import type { ScoreDuelGame } from '../../duels/score-duel-game.js';
import { scoreDuelRules } from '../../duels/score-duel.js';
import { applySlidingMoves, isSolved } from './sliding-board.js';
import { slidingPuzzleItem, type SlidingPuzzleItem } from './sliding-puzzle-items.js';
import { slidingPoints } from './sliding-puzzle-scoring.js';

export const SLIDING_ANSWER_MAX_MOVES = 400;
const ANSWER = /^[UDLR]+$/;

/** What a seat sees of its item (contracts: SlidingItem): the board and its par, not the solution. */
export interface SlidingItemView {
  readonly index: number;
  readonly round: number;
  readonly size: number;
  readonly image: string;
  readonly tiles: number[];
  readonly par: number;
}

export const slidingPuzzleGame: ScoreDuelGame<SlidingPuzzleItem, SlidingItemView> = {
  gameType: 'image_puzzles',
  item: slidingPuzzleItem,
  judge(item, answer, elapsedMs) {
    if (answer.length > SLIDING_ANSWER_MAX_MOVES || !ANSWER.test(answer)) return null;
    const end = applySlidingMoves(item.tiles, item.size, answer);
    if (end === null || !isSolved(end)) return { correct: false, points: 0 };
    return { correct: true, points: slidingPoints(elapsedMs, answer.length, item.par) };
  },
  hintCount: () => 0,
  hintText: () => '',
  hintCost: 0,
  itemView: (item, context) => ({
    index: context.index,
    round: context.round,
    size: item.size,
    image: item.image,
    tiles: [...item.tiles],
    par: item.par,
  }),
  recordItem: (item, index) => ({
    index,
    round: item.round,
    size: item.size,
    image: item.image,
    tiles: [...item.tiles],
    par: item.par,
    solution: item.solution,
    shuffle: item.shuffle,
  }),
};

/** The image puzzles duel: the score duel around the sliding puzzles. */
export const slidingPuzzleRules = scoreDuelRules(slidingPuzzleGame);
