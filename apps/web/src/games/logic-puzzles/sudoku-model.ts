// The logic puzzle board (a small sudoku) as plain data: the cells the player filled around the
// fixed givens, the cursor moved by arrow keys, which cells clash with another in their row, column
// or box (a hint to the player only: the server judges the grid), and the grid sent as the answer.

export interface SudokuShape {
  size: number;
  boxRows: number;
  boxCols: number;
}

/** Row-major cells: a digit '1'-'9' or '' when empty. */
export type SudokuCells = readonly string[];

const isDigitOf = (value: string, size: number): boolean => /^[1-9]$/.test(value) && Number(value) <= size;

/** The cells as first shown: the givens' digits, '' for each blank ('.'). */
export function cellsOf(givens: string, size: number): string[] {
  return Array.from({ length: size * size }, (_, i) => {
    const c = givens[i] ?? '.';
    return isDigitOf(c, size) ? c : '';
  });
}

export const isGiven = (givens: string, index: number): boolean => /^[1-9]$/.test(givens[index] ?? '');

/** The cells with `value` ('' to erase) written at `index`; a given or a digit out of range changes nothing. */
export function writeCell(
  cells: SudokuCells,
  givens: string,
  shape: SudokuShape,
  index: number,
  value: string,
): SudokuCells {
  if (index < 0 || index >= cells.length || isGiven(givens, index)) return cells;
  if (value !== '' && !isDigitOf(value, shape.size)) return cells;
  if (cells[index] === value) return cells;
  return cells.map((c, i) => (i === index ? value : c));
}

const rowOf = (index: number, size: number) => Math.floor(index / size);
const colOf = (index: number, size: number) => index % size;
const boxOf = (index: number, shape: SudokuShape) =>
  Math.floor(rowOf(index, shape.size) / shape.boxRows) * (shape.size / shape.boxCols) +
  Math.floor(colOf(index, shape.size) / shape.boxCols);

/** Every filled cell whose digit another cell of its row, column or box also holds. */
export function conflictsOf(cells: SudokuCells, shape: SudokuShape): Set<number> {
  const clashes = new Set<number>();
  const groups = new Map<string, number[]>();
  cells.forEach((value, index) => {
    if (value === '') return;
    for (const key of [
      `r${rowOf(index, shape.size)}`,
      `c${colOf(index, shape.size)}`,
      `b${boxOf(index, shape)}`,
    ]) {
      const at = `${key}:${value}`;
      groups.set(at, [...(groups.get(at) ?? []), index]);
    }
  });
  for (const members of groups.values()) if (members.length > 1) members.forEach((i) => clashes.add(i));
  return clashes;
}

export const isFull = (cells: SudokuCells): boolean => cells.every((c) => c !== '');

/** The answer: the full grid, row-major, one digit per cell; null while a cell is empty. */
export const gridAnswer = (cells: SudokuCells): string | null => (isFull(cells) ? cells.join('') : null);

/** What a key does on the grid: write a digit, erase, move the cursor, or nothing. */
export type GridKey = { kind: 'write'; value: string } | { kind: 'move'; to: number } | { kind: 'none' };

export function gridKey(key: string, cursor: number, size: number): GridKey {
  if (isDigitOf(key, size)) return { kind: 'write', value: key };
  if (key === 'Backspace' || key === 'Delete' || key === '0' || key === ' ')
    return { kind: 'write', value: '' };
  const row = rowOf(cursor, size);
  const col = colOf(cursor, size);
  const step: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  };
  const move = step[key];
  if (!move) return { kind: 'none' };
  const r = Math.min(size - 1, Math.max(0, row + move[0]));
  const c = Math.min(size - 1, Math.max(0, col + move[1]));
  return { kind: 'move', to: r * size + c };
}

/** Which sides of a cell draw a box's thick border (inside the grid only). */
export function boxEdges(index: number, shape: SudokuShape): { right: boolean; bottom: boolean } {
  const row = rowOf(index, shape.size);
  const col = colOf(index, shape.size);
  return {
    right: col < shape.size - 1 && (col + 1) % shape.boxCols === 0,
    bottom: row < shape.size - 1 && (row + 1) % shape.boxRows === 0,
  };
}
