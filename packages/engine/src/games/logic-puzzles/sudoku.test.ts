import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../duels/duel-test-kit.js';
import { carvePuzzle, countSolutions, isSolvedGrid, randomFullGrid, type SudokuShape } from './sudoku.js';

const FOUR: SudokuShape = { size: 4, boxRows: 2, boxCols: 2 };
const SIX: SudokuShape = { size: 6, boxRows: 2, boxCols: 3 };
const grid = (text: string): number[] => [...text].map((c) => (c === '.' ? 0 : Number(c)));

/** Every row, column and box holds 1…size once: checked here without the module's own peer tables. */
function followsTheRules(cells: readonly number[], { size, boxRows, boxCols }: SudokuShape): boolean {
  const units: number[][] = [];
  for (let i = 0; i < size; i += 1) {
    units.push(Array.from({ length: size }, (_, j) => cells[i * size + j] ?? 0));
    units.push(Array.from({ length: size }, (_, j) => cells[j * size + i] ?? 0));
    const top = Math.floor(i / (size / boxCols)) * boxRows;
    const left = (i % (size / boxCols)) * boxCols;
    units.push(
      Array.from(
        { length: size },
        (_, j) => cells[(top + Math.floor(j / boxCols)) * size + left + (j % boxCols)] ?? 0,
      ),
    );
  }
  const all = Array.from({ length: size }, (_, d) => d + 1).join();
  return (
    cells.length === size * size && units.every((unit) => [...unit].sort((a, b) => a - b).join() === all)
  );
}

describe('counting solutions', () => {
  it.each([
    { name: 'a solved 4×4', shape: FOUR, cells: '1234341221434321', limit: 2, count: 1 },
    { name: 'one blank', shape: FOUR, cells: '.234341221434321', limit: 2, count: 1 },
    { name: 'an empty 4×4, up to 2', shape: FOUR, cells: '.'.repeat(16), limit: 2, count: 2 },
    { name: 'an empty 4×4, all of them', shape: FOUR, cells: '.'.repeat(16), limit: 1_000, count: 288 },
    { name: 'a clash in a row', shape: FOUR, cells: '11..............', limit: 2, count: 0 },
    {
      name: 'a blank with no digit left',
      shape: FOUR,
      cells: '.234' + '1...' + '....' + '....',
      limit: 2,
      count: 0,
    },
    { name: 'a unique 6×6', shape: SIX, cells: '....1.....62......1.3.5.5.....31...4', limit: 2, count: 1 },
    {
      name: 'an ambiguous 6×6',
      shape: SIX,
      cells: '....1.....62......1.3.5.5.....3....4',
      limit: 2,
      count: 2,
    },
  ])('$name: $count', ({ shape, cells, limit, count }) => {
    expect(countSolutions(grid(cells), shape, limit)).toBe(count);
  });
});

describe('solved grids', () => {
  it.each([
    { name: 'a valid 4×4', shape: FOUR, cells: '1234341221434321', solved: true },
    { name: 'a valid 6×6', shape: SIX, cells: '632415451362265143143256524631316524', solved: true },
    { name: 'two digits swapped', shape: FOUR, cells: '2134341221434321', solved: false },
    { name: 'a blank left', shape: FOUR, cells: '.234341221434321', solved: false },
    { name: 'too short', shape: FOUR, cells: '123434122143432', solved: false },
    { name: 'a box broken (columns and rows fine)', shape: FOUR, cells: '1234234134124123', solved: false },
  ])('$name: $solved', ({ shape, cells, solved }) => {
    expect(isSolvedGrid(grid(cells), shape)).toBe(solved);
    expect(followsTheRules(grid(cells), shape)).toBe(solved);
  });
});

describe('generation', () => {
  it.each([FOUR, SIX])('fills whole grids that follow the rules ($size×$size)', (shape) => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const full = randomFullGrid(shape, mulberry32(seed));
        expect(followsTheRules(full, shape)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('carves puzzles with one solution, down to the floor asked for, givens kept from the grid', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(FOUR, SIX), fc.nat(20), (seed, shape, floor) => {
        const next = mulberry32(seed);
        const full = randomFullGrid(shape, next);
        const puzzle = carvePuzzle(full, shape, next, floor);
        expect(countSolutions(puzzle, shape, 2)).toBe(1);
        puzzle.forEach((digit, cell) => {
          if (digit !== 0) expect(digit).toBe(full[cell]);
        });
        expect(puzzle.filter((digit) => digit !== 0).length).toBeGreaterThanOrEqual(
          Math.min(floor, full.length),
        );
      }),
      { numRuns: 100 },
    );
  });
});
