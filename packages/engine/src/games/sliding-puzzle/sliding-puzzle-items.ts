// The image puzzles' items: the same for both seats, drawn from the duel's seed with the published
// HMAC stream (fairness-stream.ts): serverSeed = the duel's seed, clientSeed 'image-puzzles', nonce =
// the item's index, so any item can be regenerated on its own from the revealed seed. Floats in order:
// the first picks the picture (SLIDING_PUZZLE_IMAGES), then one float per shuffle move picks among the
// blank's legal moves (U D L R order), never the one undoing the move before. The shuffle starts from
// the solved board, so every item is solvable. Its length rises by round (score-duel-game.ts rounds):
//   round 1: 3 × 3, 20 moves;  round 2: 3 × 3, 80 moves;  round 3: 4 × 4, 30 moves
// (bounded, so the exact optimum stays quick to compute). When the optimum (par) of the shuffled
// board is under the round's floor (a walk that doubled back on itself) the walk goes on two moves at
// a time from the same stream until it is not: never a solved board, never a trivial one.
import { SLIDING_PUZZLE_IMAGES } from '@casino/games';
import { createFloatStream } from '../../fairness-stream.js';
import { scoreDuelRoundOf } from '../../duels/score-duel-game.js';
import {
  blankTarget,
  legalDirections,
  OPPOSITE,
  solvedTiles,
  type SlidingDirection,
} from './sliding-board.js';
import { solveSliding } from './sliding-solver.js';

export const SLIDING_PUZZLE_CLIENT_SEED = 'image-puzzles';

export interface SlidingRoundShape {
  readonly size: number;
  readonly shuffleMoves: number;
  /** The walk goes on until the par reaches this. */
  readonly minPar: number;
}

/** Per round (1-3); later rounds repeat the last. */
export const SLIDING_ROUNDS: readonly SlidingRoundShape[] = [
  { size: 3, shuffleMoves: 20, minPar: 8 },
  { size: 3, shuffleMoves: 80, minPar: 16 },
  { size: 4, shuffleMoves: 30, minPar: 14 },
];

export interface SlidingPuzzleItem {
  readonly index: number;
  readonly round: number;
  readonly size: number;
  readonly image: string;
  /** The start position, row-major, 0 the blank. */
  readonly tiles: readonly number[];
  /** The fewest moves that solve it. */
  readonly par: number;
  /** One optimal solution (the blank's moves): the record shows it at the end. */
  readonly solution: string;
  /** The blank's moves that shuffled the solved board into `tiles`. */
  readonly shuffle: string;
}

export const slidingRoundShape = (round: number): SlidingRoundShape =>
  SLIDING_ROUNDS[Math.min(Math.max(round, 1), SLIDING_ROUNDS.length) - 1]!;

function generate(seed: string, index: number): SlidingPuzzleItem {
  const round = scoreDuelRoundOf(index);
  const { size, shuffleMoves, minPar } = slidingRoundShape(round);
  const stream = createFloatStream({
    serverSeed: seed,
    clientSeed: SLIDING_PUZZLE_CLIENT_SEED,
    nonce: index,
  });
  const image = SLIDING_PUZZLE_IMAGES[Math.floor(stream.next() * SLIDING_PUZZLE_IMAGES.length)]!.id;
  const tiles = solvedTiles(size);
  let blank = tiles.length - 1;
  let previous: SlidingDirection | null = null;
  const shuffle: SlidingDirection[] = [];
  const walk = (steps: number): void => {
    for (let k = 0; k < steps; k += 1) {
      const options = legalDirections(size, blank).filter(
        (d) => previous === null || d !== OPPOSITE[previous],
      );
      const direction = options[Math.floor(stream.next() * options.length)]!;
      const target = blankTarget(size, blank, direction)!;
      tiles[blank] = tiles[target]!;
      tiles[target] = 0;
      blank = target;
      previous = direction;
      shuffle.push(direction);
    }
  };
  walk(shuffleMoves);
  let solution = solveSliding(tiles, size);
  while (solution.length < minPar) {
    walk(2);
    solution = solveSliding(tiles, size);
  }
  return { index, round, size, image, tiles, par: solution.length, solution, shuffle: shuffle.join('') };
}

// Items are pure in (seed, index) but a 15-puzzle's optimum takes a few milliseconds: the room asks
// for the same items over and over (every view), so the last few are kept.
const CACHE_SIZE = 64;
const cache = new Map<string, SlidingPuzzleItem>();

/** Item `index` of the duel with this seed. */
export function slidingPuzzleItem(seed: string, index: number): SlidingPuzzleItem {
  const key = `${seed}:${index}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const item = generate(seed, index);
  cache.set(key, item);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return item;
}
