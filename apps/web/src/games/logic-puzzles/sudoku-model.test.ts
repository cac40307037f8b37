import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boxEdges,
  cellsOf,
  conflictsOf,
  gridAnswer,
  gridKey,
  isGiven,
  writeCell,
  type SudokuShape,
} from './sudoku-model';

const FOUR: SudokuShape = { size: 4, boxRows: 2, boxCols: 2 };
const SIX: SudokuShape = { size: 6, boxRows: 2, boxCols: 3 };
// A solved 4×4 and a solved 6×6 (2×3 boxes).
const SOLVED_FOUR = '1234341221434321';
const SOLVED_SIX = '123456456123231564564231312645645312';

describe('the cells around the givens', () => {
  it('shows the givens and leaves the blanks empty', () => {
    expect(cellsOf('1.3.', 2)).toEqual(['1', '', '', '']);
    expect(cellsOf('12..3...........', 4).slice(0, 5)).toEqual(['1', '2', '', '', '3']);
  });

  it.each([
    { name: 'a digit in a blank', index: 1, value: '2', changed: true },
    { name: 'erasing a blank', index: 1, value: '', changed: false },
    { name: 'a given stays', index: 0, value: '2', changed: false },
    { name: 'a digit above the size', index: 1, value: '5', changed: false },
    { name: 'not a digit', index: 1, value: 'x', changed: false },
    { name: 'outside the grid', index: 16, value: '1', changed: false },
  ])('$name', ({ index, value, changed }) => {
    const givens = '1...............';
    const cells = cellsOf(givens, 4);
    const next = writeCell(cells, givens, FOUR, index, value);
    expect(next !== cells).toBe(changed);
    if (changed) expect(next[index]).toBe(value);
    expect(isGiven(givens, 0)).toBe(true);
  });
});

describe('conflict highlighting', () => {
  it.each([
    { name: 'a solved 4×4 has none', cells: [...SOLVED_FOUR], shape: FOUR, clashes: [] },
    { name: 'a solved 6×6 has none', cells: [...SOLVED_SIX], shape: SIX, clashes: [] },
    {
      name: 'the same digit twice in a row',
      cells: ['1', '', '', '1', ...Array<string>(12).fill('')],
      shape: FOUR,
      clashes: [0, 3],
    },
    {
      name: 'the same digit twice in a column',
      cells: ['2', '', '', '', '', '', '', '', '', '', '', '', '2', '', '', ''],
      shape: FOUR,
      clashes: [0, 12],
    },
    {
      name: 'the same digit twice in a 2×2 box only',
      cells: ['3', '', '', '', '', '3', '', '', '', '', '', '', '', '', '', ''],
      shape: FOUR,
      clashes: [0, 5],
    },
    {
      name: 'a 6×6 box is two rows of three',
      cells: ['4', '', '', '', '', '', '', '', '4', '', '', '', ...Array<string>(24).fill('')],
      shape: SIX,
      clashes: [0, 8],
    },
    {
      name: 'cells in different 6×6 boxes do not clash',
      cells: ['4', '', '', '', '', '', '', '', '', '4', '', '', ...Array<string>(24).fill('')],
      shape: SIX,
      clashes: [],
    },
  ])('$name', ({ cells, shape, clashes }) => {
    expect([...conflictsOf(cells, shape)].sort((a, b) => a - b)).toEqual(clashes);
  });

  it('changing one cell of a solved grid makes it clash', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 4 }), (index, digit) => {
        const cells = [...SOLVED_FOUR];
        fc.pre(cells[index] !== String(digit));
        cells[index] = String(digit);
        expect(conflictsOf(cells, FOUR).has(index)).toBe(true);
      }),
    );
  });
});

describe('the answer', () => {
  it('is the full grid row-major, and nothing while a cell is empty', () => {
    expect(gridAnswer([...SOLVED_FOUR])).toBe(SOLVED_FOUR);
    expect(gridAnswer(['', ...SOLVED_FOUR.slice(1)])).toBeNull();
  });
});

describe('the keyboard', () => {
  it.each([
    { name: 'a digit writes', key: '3', cursor: 5, to: { kind: 'write', value: '3' } },
    { name: 'a digit above the size does nothing', key: '7', cursor: 5, to: { kind: 'none' } },
    { name: 'backspace erases', key: 'Backspace', cursor: 5, to: { kind: 'write', value: '' } },
    { name: 'delete erases', key: 'Delete', cursor: 5, to: { kind: 'write', value: '' } },
    { name: 'right', key: 'ArrowRight', cursor: 5, to: { kind: 'move', to: 6 } },
    { name: 'left', key: 'ArrowLeft', cursor: 5, to: { kind: 'move', to: 4 } },
    { name: 'up', key: 'ArrowUp', cursor: 5, to: { kind: 'move', to: 1 } },
    { name: 'down', key: 'ArrowDown', cursor: 5, to: { kind: 'move', to: 9 } },
    { name: 'stops at the left edge', key: 'ArrowLeft', cursor: 4, to: { kind: 'move', to: 4 } },
    { name: 'stops at the bottom', key: 'ArrowDown', cursor: 14, to: { kind: 'move', to: 14 } },
    { name: 'another key', key: 'a', cursor: 5, to: { kind: 'none' } },
  ])('$name', ({ key, cursor, to }) => {
    expect(gridKey(key, cursor, 4)).toEqual(to);
  });

  it('never moves the cursor off the grid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 6),
        fc.nat(35),
        fc.constantFrom('ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'),
        (size, at, key) => {
          const cursor = at % (size * size);
          const result = gridKey(key, cursor, size);
          expect(result.kind).toBe('move');
          if (result.kind === 'move') {
            expect(result.to).toBeGreaterThanOrEqual(0);
            expect(result.to).toBeLessThan(size * size);
          }
        },
      ),
    );
  });
});

describe('box borders', () => {
  it.each([
    { name: '4×4: after column 2', index: 1, shape: FOUR, edges: { right: true, bottom: false } },
    { name: '4×4: under row 2', index: 4, shape: FOUR, edges: { right: false, bottom: true } },
    { name: '4×4: not on the grid edge', index: 15, shape: FOUR, edges: { right: false, bottom: false } },
    { name: '6×6: after column 3', index: 2, shape: SIX, edges: { right: true, bottom: false } },
    { name: '6×6: under rows 2 and 4', index: 18, shape: SIX, edges: { right: false, bottom: true } },
  ])('$name', ({ index, shape, edges }) => {
    expect(boxEdges(index, shape)).toEqual(edges);
  });
});
