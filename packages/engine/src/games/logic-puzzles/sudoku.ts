// Small sudoku grids (size×size cells in boxes of boxRows×boxCols, size = boxRows·boxCols): a grid
// is a row-major array of digits, 0 for a blank. The solver counts solutions up to a limit (a
// uniqueness check stops at 2), filling first the blank with the fewest candidates; the generator
// fills a whole grid by backtracking in an order drawn from the caller's floats, then blanks cells
// in a drawn order, keeping a cell whenever blanking it would allow a second solution.

export interface SudokuShape {
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
}

/** A float in [0, 1) per call (the caller's seeded stream). */
export type NextFloat = () => number;

/** The three units (row, column, box) of every cell, as cell indexes. */
function peersOf(shape: SudokuShape): readonly (readonly number[])[] {
  const { size, boxRows, boxCols } = shape;
  return Array.from({ length: size * size }, (_, cell) => {
    const row = Math.floor(cell / size);
    const col = cell % size;
    const top = row - (row % boxRows);
    const left = col - (col % boxCols);
    const peers = new Set<number>();
    for (let i = 0; i < size; i += 1) {
      peers.add(row * size + i);
      peers.add(i * size + col);
      peers.add((top + Math.floor(i / boxCols)) * size + left + (i % boxCols));
    }
    peers.delete(cell);
    return [...peers];
  });
}

const peerCache = new Map<string, readonly (readonly number[])[]>();
function peers(shape: SudokuShape): readonly (readonly number[])[] {
  const key = `${shape.size}:${shape.boxRows}:${shape.boxCols}`;
  let found = peerCache.get(key);
  if (!found) {
    found = peersOf(shape);
    peerCache.set(key, found);
  }
  return found;
}

const bitCount = (mask: number): number => {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n += 1;
  return n;
};

/** Digits 1…size still possible in `cell` (bit d-1 set for digit d). */
function candidates(grid: readonly number[], cell: number, shape: SudokuShape): number {
  let used = 0;
  for (const peer of peers(shape)[cell] ?? []) {
    const digit = grid[peer] ?? 0;
    if (digit !== 0) used |= 1 << (digit - 1);
  }
  return ((1 << shape.size) - 1) & ~used;
}

/** The blank with the fewest candidates and its candidates, or null when the grid is full. */
function mostConstrained(grid: readonly number[], shape: SudokuShape): { cell: number; mask: number } | null {
  let best: { cell: number; mask: number; count: number } | null = null;
  for (let cell = 0; cell < grid.length; cell += 1) {
    if (grid[cell] !== 0) continue;
    const mask = candidates(grid, cell, shape);
    const count = bitCount(mask);
    if (!best || count < best.count) best = { cell, mask, count };
    if (count <= 1) break;
  }
  return best;
}

/** How many solutions the grid has, counting no further than `limit`. */
export function countSolutions(grid: readonly number[], shape: SudokuShape, limit = 2): number {
  const work = [...grid];
  /** Solutions below the current blanks, up to `budget`. */
  const search = (budget: number): number => {
    const next = mostConstrained(work, shape);
    if (next === null) return 1;
    let found = 0;
    for (let digit = 1; digit <= shape.size && found < budget; digit += 1) {
      if ((next.mask & (1 << (digit - 1))) === 0) continue;
      work[next.cell] = digit;
      found += search(budget - found);
      work[next.cell] = 0;
    }
    return found;
  };
  return search(limit);
}

/** Whether a full grid breaks no rule (every row, column and box holds each digit once). */
export function isSolvedGrid(grid: readonly number[], shape: SudokuShape): boolean {
  if (grid.length !== shape.size * shape.size) return false;
  return grid.every((digit, cell) => {
    if (!Number.isInteger(digit) || digit < 1 || digit > shape.size) return false;
    return (peers(shape)[cell] ?? []).every((peer) => grid[peer] !== digit);
  });
}

/** A full grid, filled by backtracking with digits tried in an order drawn from `next`. */
export function randomFullGrid(shape: SudokuShape, next: NextFloat): number[] {
  const grid = new Array<number>(shape.size * shape.size).fill(0);
  const fill = (): boolean => {
    const target = mostConstrained(grid, shape);
    if (target === null) return true;
    const digits: number[] = [];
    for (let digit = 1; digit <= shape.size; digit += 1)
      if ((target.mask & (1 << (digit - 1))) !== 0) digits.push(digit);
    shuffleInPlace(digits, next);
    for (const digit of digits) {
      grid[target.cell] = digit;
      if (fill()) return true;
    }
    grid[target.cell] = 0;
    return false;
  };
  if (!fill()) throw new Error(`no ${shape.size}×${shape.size} grid`);
  return grid;
}

/** Fisher-Yates with the caller's floats. */
export function shuffleInPlace<T>(items: T[], next: NextFloat): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    const a = items[i];
    const b = items[j];
    if (a === undefined || b === undefined) continue;
    items[i] = b;
    items[j] = a;
  }
  return items;
}

/**
 * The solution's puzzle: cells blanked in an order drawn from `next` while the puzzle keeps exactly
 * one solution, stopping once only `minGivens` givens are left (0: as few as the order allows).
 */
export function carvePuzzle(
  solution: readonly number[],
  shape: SudokuShape,
  next: NextFloat,
  minGivens: number,
): number[] {
  const puzzle = [...solution];
  let givens = puzzle.length;
  const order = shuffleInPlace(
    Array.from({ length: puzzle.length }, (_, cell) => cell),
    next,
  );
  for (const cell of order) {
    if (givens <= minGivens) break;
    const digit = puzzle[cell] ?? 0;
    puzzle[cell] = 0;
    if (countSolutions(puzzle, shape, 2) === 1) givens -= 1;
    else puzzle[cell] = digit;
  }
  return puzzle;
}
