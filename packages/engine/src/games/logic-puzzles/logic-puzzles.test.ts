import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DuelSeat } from '../../duels/duel.js';
import { accepted, deepFreeze, TEST_SETUP } from '../../duels/duel-test-kit.js';
import { firstItemOfRound } from '../../duels/score-duel-game.js';
import {
  isGridAnswer,
  logicPoints,
  logicPuzzle,
  logicPuzzleGame,
  logicPuzzleRules,
  logicRoundSpec,
} from './logic-puzzles.js';
import { countSolutions, isSolvedGrid } from './sudoku.js';

const SEED = TEST_SETUP.seed;
const digits = (text: string): number[] => [...text].map((c) => (c === '.' ? 0 : Number(c)));

describe('generated puzzles', () => {
  // 300 puzzles: 100 seeds, the first puzzle of each round.
  it.each([1, 2, 3])(
    'round %i: exactly one solution, the stored one, with the givens taken from it',
    (round) => {
      const spec = logicRoundSpec(round);
      fc.assert(
        fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.nat(30), (seed, k) => {
          const puzzle = logicPuzzle(seed, firstItemOfRound(round) + k);
          expect(puzzle).toMatchObject({
            round,
            size: spec.size,
            boxRows: spec.boxRows,
            boxCols: spec.boxCols,
          });
          expect(puzzle.givens).toMatch(new RegExp(`^[1-${spec.size}.]{${spec.size ** 2}}$`));
          expect(countSolutions(digits(puzzle.givens), spec, 3)).toBe(1);
          expect(isSolvedGrid(digits(puzzle.solution), spec)).toBe(true);
          [...puzzle.givens].forEach((given, cell) => {
            if (given !== '.') expect(given).toBe(puzzle.solution[cell]);
          });
          const givens = [...puzzle.givens].filter((c) => c !== '.').length;
          expect(givens).toBeGreaterThanOrEqual(spec.minGivens);
          expect(givens).toBeLessThan(spec.size ** 2);
          // The same seed and index give the same puzzle.
          expect(logicPuzzle(seed, puzzle.index)).toEqual(puzzle);
        }),
        { numRuns: 100 },
      );
    },
  );

  it('get sparser by round: 4×4, then 6×6, then a 6×6 blanked as far as it goes', () => {
    const givens = (round: number): number =>
      [...logicPuzzle(SEED, firstItemOfRound(round)).givens].filter((c) => c !== '.').length;
    expect(givens(1)).toBe(6);
    expect(givens(2)).toBe(16);
    expect(givens(3)).toBeLessThan(16);
  });

  it('differ between seeds and between indexes', () => {
    expect(logicPuzzle(SEED, 1000).givens).not.toBe(logicPuzzle('cd'.repeat(32), 1000).givens);
    expect(logicPuzzle(SEED, 1000).givens).not.toBe(logicPuzzle(SEED, 1001).givens);
  });
});

describe('judging', () => {
  const puzzle = logicPuzzle(SEED, 1000);
  const blank = puzzle.givens.indexOf('.');
  const other = String((Number(puzzle.solution[blank]) % 6) + 1);
  const withCell = (cell: number, digit: string): string =>
    puzzle.solution.slice(0, cell) + digit + puzzle.solution.slice(cell + 1);
  const given = [...puzzle.givens].findIndex((c) => c !== '.');
  it.each([
    { name: 'the solution', answer: puzzle.solution, expected: { correct: true, points: 9 } },
    {
      name: 'one blank filled wrong',
      answer: withCell(blank, other),
      expected: { correct: false, points: 0 },
    },
    {
      name: 'a given changed',
      answer: withCell(given, String((Number(puzzle.solution[given]) % 6) + 1)),
      expected: { correct: false, points: 0 },
    },
    { name: 'the givens only (dots)', answer: puzzle.givens, expected: null },
    { name: 'one cell short', answer: puzzle.solution.slice(1), expected: null },
    { name: 'one cell too many', answer: `${puzzle.solution}1`, expected: null },
    { name: 'a digit beyond the size', answer: withCell(blank, '7'), expected: null },
    { name: 'a zero', answer: withCell(blank, '0'), expected: null },
    { name: 'spaces between rows', answer: puzzle.solution.replace(/(.{6})/g, '$1 ').trim(), expected: null },
    { name: 'letters', answer: 'abcdef'.repeat(6), expected: null },
  ])('$name', ({ answer, expected }) => {
    expect(logicPuzzleGame.judge(puzzle, answer, 6_500, 0)).toEqual(expected);
  });

  it('knows a grid answer by its length and digits', () => {
    expect(isGridAnswer(puzzle, '1'.repeat(36))).toBe(true);
    expect(isGridAnswer(logicPuzzle(SEED, 0), '5'.repeat(16))).toBe(false);
  });
});

describe('scoring', () => {
  it.each([
    { round: 1, elapsed: 2_999, points: 10 },
    { round: 1, elapsed: 15_000, points: 5 },
    { round: 1, elapsed: 60_000, points: 1 },
    { round: 2, elapsed: 5_999, points: 10 },
    { round: 2, elapsed: 30_000, points: 5 },
    { round: 2, elapsed: 54_000, points: 1 },
    { round: 3, elapsed: 40_000, points: 5 },
    { round: 3, elapsed: 71_999, points: 2 },
    { round: 3, elapsed: 72_000, points: 1 },
    { round: 1, elapsed: -10, points: 10 },
  ])('round $round, $elapsed ms: $points points', ({ round, elapsed, points }) => {
    expect(logicPoints(round, elapsed)).toBe(points);
  });
});

describe('a logic puzzle duel', () => {
  const answer = (seat: DuelSeat, index: number, at: number) => ({
    type: 'move' as const,
    seat,
    move: { item: index, answer: logicPuzzle(SEED, index).solution },
    at,
  });

  it('shows the givens, never the solution, and has no hints', () => {
    let state = deepFreeze(logicPuzzleRules.start(TEST_SETUP));
    const puzzle = logicPuzzle(SEED, 0);
    expect(logicPuzzleRules.privateView(state, 1, 0)).toEqual({
      kind: 'logic_puzzles',
      item: { index: 0, round: 1, size: 4, boxRows: 2, boxCols: 2, givens: puzzle.givens },
      lockedUntil: null,
      last: null,
    });
    expect(
      logicPuzzleRules.apply(state, { type: 'move', seat: 0, move: { item: 0, hint: true }, at: 1 }),
    ).toEqual({
      ok: false,
      error: 'illegal_move',
    });
    state = accepted(logicPuzzleRules.apply(state, answer(0, 0, 4_000)));
    expect(logicPuzzleRules.publicView(state, 4_000)).toEqual({
      kind: 'logic_puzzles',
      scores: [9, 0],
      solved: [1, 0],
      round: 1,
      winningScore: 50,
      hints: [0, 0],
    });
    expect(JSON.stringify(logicPuzzleRules.privateView(state, 0, 4_000))).not.toContain(
      logicPuzzle(SEED, 1).solution,
    );
  });

  it('records the puzzles served with their solutions', () => {
    let state = logicPuzzleRules.start(TEST_SETUP);
    state = accepted(logicPuzzleRules.apply(state, answer(1, 0, 2_000)));
    state = accepted(logicPuzzleRules.apply(state, { type: 'resign', seat: 0, at: 3_000 }));
    const record = logicPuzzleRules.record(state);
    expect(record.items).toEqual(
      [0, 1].map((index) => {
        const { round, size, boxRows, boxCols, givens, solution } = logicPuzzle(SEED, index);
        return { index, round, size, boxRows, boxCols, givens, solution };
      }),
    );
    expect(logicPuzzleRules.outcome(state)).toEqual({ winner: 1, reason: 'resignation' });
  });
});
