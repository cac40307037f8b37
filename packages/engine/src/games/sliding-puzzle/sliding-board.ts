// A sliding-tile board (the 8-puzzle at size 3, the 15-puzzle at size 4): size × size cells,
// row-major; tile n (1 … size² - 1) belongs at index n - 1 and 0 is the blank, last when solved.
// A move names where the blank goes: U (up), D (down), L (left), R (right); the tile there slides
// into the blank's cell. Solutions and shuffles are strings of those letters.

export const SLIDING_DIRECTIONS = ['U', 'D', 'L', 'R'] as const;
export type SlidingDirection = (typeof SLIDING_DIRECTIONS)[number];

/** The move that undoes each move. */
export const OPPOSITE: Readonly<Record<SlidingDirection, SlidingDirection>> = {
  U: 'D',
  D: 'U',
  L: 'R',
  R: 'L',
};

export function solvedTiles(size: number): number[] {
  const cells = size * size;
  return Array.from({ length: cells }, (_, i) => (i === cells - 1 ? 0 : i + 1));
}

export function isSolved(tiles: readonly number[]): boolean {
  const last = tiles.length - 1;
  return tiles.every((tile, i) => tile === (i === last ? 0 : i + 1));
}

/** The blank's cell after moving it `direction` from `blank`, or null off the board. */
export function blankTarget(size: number, blank: number, direction: SlidingDirection): number | null {
  const row = Math.floor(blank / size);
  const col = blank % size;
  switch (direction) {
    case 'U':
      return row > 0 ? blank - size : null;
    case 'D':
      return row < size - 1 ? blank + size : null;
    case 'L':
      return col > 0 ? blank - 1 : null;
    case 'R':
      return col < size - 1 ? blank + 1 : null;
  }
}

/** The moves the blank can make from `blank`, in U D L R order. */
export function legalDirections(size: number, blank: number): SlidingDirection[] {
  return SLIDING_DIRECTIONS.filter((direction) => blankTarget(size, blank, direction) !== null);
}

/**
 * The board after the moves, or null at the first move off the board (or a letter that is not a
 * move). The input is not changed.
 */
export function applySlidingMoves(tiles: readonly number[], size: number, moves: string): number[] | null {
  const board = tiles.slice();
  let blank = board.indexOf(0);
  for (const letter of moves) {
    if (!(SLIDING_DIRECTIONS as readonly string[]).includes(letter)) return null;
    const target = blankTarget(size, blank, letter as SlidingDirection);
    if (target === null) return null;
    board[blank] = board[target] as number;
    board[target] = 0;
    blank = target;
  }
  return board;
}
