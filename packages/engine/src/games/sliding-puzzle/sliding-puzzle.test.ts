import { SLIDING_PUZZLE_IMAGES } from '@casino/games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstItemOfRound } from '../../duels/score-duel-game.js';
import {
  applySlidingMoves,
  isSolved,
  OPPOSITE,
  solvedTiles,
  type SlidingDirection,
} from './sliding-board.js';
import { slidingPuzzleGame as game } from './sliding-puzzle.js';
import { SLIDING_ROUNDS, slidingPuzzleItem } from './sliding-puzzle-items.js';
import { slidingPoints } from './sliding-puzzle-scoring.js';
import { solveSliding } from './sliding-solver.js';

const SEED = 'ab'.repeat(32);
const hexSeed = fc.stringMatching(/^[0-9a-f]{64}$/);
const imageIds: readonly string[] = SLIDING_PUZZLE_IMAGES.map((image) => image.id);

describe('scoring', () => {
  it.each([
    { name: 'par, at once', elapsed: 0, moves: 20, par: 20, points: 10 },
    { name: 'par, just within the allowed 50 s', elapsed: 50_000, moves: 20, par: 20, points: 10 },
    { name: 'par, 4 s late', elapsed: 54_000, moves: 20, par: 20, points: 9 },
    { name: 'one move over par', elapsed: 10_000, moves: 21, par: 20, points: 9 },
    { name: 'four moves over par', elapsed: 10_000, moves: 24, par: 20, points: 9 },
    { name: 'five moves over par', elapsed: 10_000, moves: 25, par: 20, points: 8 },
    { name: 'twice par, 20 s late: 0, raised to 1', elapsed: 70_000, moves: 40, par: 20, points: 1 },
    { name: 'slow and long: never under 1', elapsed: 300_000, moves: 400, par: 10, points: 1 },
  ])('$name: $points', ({ elapsed, moves, par, points }) => {
    expect(slidingPoints(elapsed, moves, par)).toBe(points);
  });
});

describe('items', () => {
  it('are the seed’s, solvable, never solved, sized by round, with an optimal par', () => {
    fc.assert(
      fc.property(
        hexSeed,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 30 }),
        (seed, round, k) => {
          const index = firstItemOfRound(round) + k;
          const item = slidingPuzzleItem(seed, index);
          const shape = SLIDING_ROUNDS[round - 1]!;
          expect(item).toMatchObject({ index, round, size: shape.size });
          expect(imageIds).toContain(item.image);
          expect([...item.tiles].sort((a, b) => a - b)).toEqual(
            solvedTiles(shape.size).sort((a, b) => a - b),
          );
          expect(isSolved(item.tiles)).toBe(false);
          expect(item.par).toBeGreaterThanOrEqual(shape.minPar);
          // The shuffle is legal moves from solved, never undoing the move before.
          expect(applySlidingMoves(solvedTiles(shape.size), shape.size, item.shuffle)).toEqual(item.tiles);
          for (let i = 1; i < item.shuffle.length; i += 1)
            expect(item.shuffle[i]).not.toBe(OPPOSITE[item.shuffle[i - 1] as SlidingDirection]);
          expect(item.shuffle.length).toBeGreaterThanOrEqual(shape.shuffleMoves);
          expect(item.par).toBeLessThanOrEqual(item.shuffle.length);
          expect(item.solution).toHaveLength(item.par);
          expect(isSolved(applySlidingMoves(item.tiles, item.size, item.solution)!)).toBe(true);
          // Regenerated alike (a fresh solve of the same board gives the same optimum).
          expect(solveSliding(item.tiles, item.size)).toHaveLength(item.par);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('differ between seeds and between indexes, and use several pictures', () => {
    const boards = (seed: string) => [0, 1, 2].map((i) => slidingPuzzleItem(seed, i).tiles.join(','));
    expect(boards('aa'.repeat(32))).not.toEqual(boards('bb'.repeat(32)));
    expect(new Set(boards(SEED)).size).toBe(3);
    const images = new Set(Array.from({ length: 40 }, (_, i) => slidingPuzzleItem(SEED, i).image));
    expect(images.size).toBeGreaterThan(4);
  });
});

describe('judging', () => {
  const item = slidingPuzzleItem(SEED, 0);
  // An optimal solution with one detour (L R or U D pair) that still ends solved.
  const detour = (() => {
    for (const pair of ['LR', 'RL', 'UD', 'DU']) {
      if (applySlidingMoves(item.tiles, item.size, pair)) return pair + item.solution;
    }
    throw new Error('no detour');
  })();

  it.each([
    { name: 'the optimal solution, quickly', answer: item.solution, result: { correct: true, points: 10 } },
    { name: 'two moves over par', answer: detour, result: { correct: true, points: 9 } },
    {
      name: 'stopping one move short',
      answer: item.solution.slice(0, -1),
      result: { correct: false, points: 0 },
    },
    { name: 'a move off the board', answer: 'UUUU', result: { correct: false, points: 0 } },
    { name: 'lower-case letters', answer: item.solution.toLowerCase(), result: null },
    { name: 'spaces between moves', answer: item.solution.split('').join(' '), result: null },
    { name: 'over 400 moves', answer: `${item.solution}${'LR'.repeat(200)}`, result: null },
    { name: 'an empty answer', answer: '', result: null },
  ])('$name', ({ answer, result }) => {
    expect(game.judge(item, answer, 1_000, 0)).toEqual(result);
  });

  it('scores a slow solution lower', () => {
    const late = 10_000 + item.par * 2_000 + 8_000;
    expect(game.judge(item, item.solution, late, 0)).toEqual({ correct: true, points: 8 });
  });
});

describe('what leaves the engine', () => {
  it('the seat’s view is the board, its picture and par, never a solution; the record has it', () => {
    const item = slidingPuzzleItem(SEED, 2000);
    const view = game.itemView(item, { index: 2000, round: 3, hints: 0 });
    expect(view).toEqual({
      index: 2000,
      round: 3,
      size: 4,
      image: item.image,
      tiles: [...item.tiles],
      par: item.par,
    });
    expect(JSON.stringify(view)).not.toContain(item.solution);
    expect(game.recordItem(item, 2000)).toMatchObject({
      index: 2000,
      solution: item.solution,
      tiles: item.tiles,
    });
    expect(game.hintCount(item)).toBe(0);
  });
});
