import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../duels/duel-test-kit.js';
import {
  applySlidingMoves,
  isSolved,
  legalDirections,
  OPPOSITE,
  solvedTiles,
  type SlidingDirection,
} from './sliding-board.js';
import { slidingHeuristic, solveSliding } from './sliding-solver.js';

const key = (tiles: readonly number[]): string => tiles.join(',');

/** Breadth-first distances from the solved board over every reachable board (the answer key). */
function bfsDistances(size: number, maxDepth = Number.POSITIVE_INFINITY): Map<string, number> {
  const start = solvedTiles(size);
  const distances = new Map([[key(start), 0]]);
  let frontier = [start];
  for (let depth = 1; frontier.length > 0 && depth <= maxDepth; depth += 1) {
    const next: number[][] = [];
    for (const tiles of frontier) {
      for (const direction of legalDirections(size, tiles.indexOf(0))) {
        const moved = applySlidingMoves(tiles, size, direction)!;
        const k = key(moved);
        if (distances.has(k)) continue;
        distances.set(k, depth);
        next.push(moved);
      }
    }
    frontier = next;
  }
  return distances;
}

/** A board `steps` random legal moves from solved (no immediate undo), from a test PRNG. */
function randomWalk(size: number, steps: number, seed: number): number[] {
  const rng = mulberry32(seed);
  let tiles = solvedTiles(size);
  let previous: SlidingDirection | null = null;
  for (let k = 0; k < steps; k += 1) {
    const options = legalDirections(size, tiles.indexOf(0)).filter(
      (d) => previous === null || d !== OPPOSITE[previous],
    );
    const direction = options[Math.floor(rng() * options.length)]!;
    tiles = applySlidingMoves(tiles, size, direction)!;
    previous = direction;
  }
  return tiles;
}

describe('the board', () => {
  it.each([
    { name: 'the blank up then left', moves: 'UL', tiles: [1, 2, 3, 4, 0, 5, 7, 8, 6] },
    { name: 'off the bottom edge', moves: 'D', tiles: null },
    { name: 'off the right edge', moves: 'R', tiles: null },
    { name: 'a letter that is not a move', moves: 'Ux', tiles: null },
    { name: 'there and back', moves: 'UD', tiles: solvedTiles(3) },
  ])('$name', ({ moves, tiles }) => {
    expect(applySlidingMoves(solvedTiles(3), 3, moves)).toEqual(tiles);
  });

  it('knows a solved board', () => {
    expect(isSolved(solvedTiles(4))).toBe(true);
    expect(isSolved(applySlidingMoves(solvedTiles(4), 4, 'L')!)).toBe(false);
  });
});

describe('the optimum (IDA*, Manhattan + linear conflicts)', () => {
  const exact = bfsDistances(3);

  it('the 8-puzzle has 181,440 reachable boards, the farthest 31 moves away', () => {
    expect(exact.size).toBe(181_440);
    expect([...exact.values()].reduce((a, b) => Math.max(a, b), 0)).toBe(31);
  });

  it('matches breadth-first search on 8-puzzles, and its solution solves', () => {
    const boards = [...exact.keys()];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: boards.length - 1 }), (i) => {
        const tiles = boards[i]!.split(',').map(Number);
        const solution = solveSliding(tiles, 3);
        expect(solution.length).toBe(exact.get(boards[i]!));
        expect(isSolved(applySlidingMoves(tiles, 3, solution)!)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('never overestimates on the 8-puzzle (admissible), over every reachable board', () => {
    for (const [board, distance] of exact) {
      const h = slidingHeuristic(board.split(',').map(Number), 3);
      if (h > distance || (distance - h) % 2 !== 0) expect.fail(`${board}: h ${h}, distance ${distance}`);
    }
  });

  it('matches breadth-first search on 15-puzzles up to 12 moves from solved', () => {
    const near = bfsDistances(4, 12);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 24 }), (seed, steps) => {
        const tiles = randomWalk(4, steps, seed);
        const distance = near.get(key(tiles));
        const solution = solveSliding(tiles, 4);
        expect(isSolved(applySlidingMoves(tiles, 4, solution)!)).toBe(true);
        if (distance !== undefined) expect(solution.length).toBe(distance);
        else expect(solution.length).toBeGreaterThan(12);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    { name: 'solved', tiles: solvedTiles(3), par: 0 },
    { name: 'one move away', tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], par: 1 },
    // A known hardest 8-puzzle position (31 moves).
    { name: 'the hardest 8-puzzle', tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1], par: 31 },
  ])('$name: $par moves', ({ tiles, par }) => {
    expect(solveSliding(tiles, 3)).toHaveLength(par);
  });
});
