// The fewest moves that solve a sliding-tile board (an item's `par`), exactly: IDA* (iterative
// deepening A*) with the Manhattan distance plus linear conflicts as its heuristic. Both are lower
// bounds on the moves left, so the first solution IDA* finds is optimal:
// - Manhattan: every tile must travel at least its row and column distance to its goal cell;
// - linear conflicts: in a row, the tiles that belong in that row must end in goal-column order;
//   if only an increasing run of L of its k such tiles can stay, the other k - L must each leave
//   the row and come back (2 more vertical moves each) — likewise for columns with horizontal moves.
//   Row conflicts cost vertical moves and column conflicts horizontal ones, which Manhattan never
//   counts, so the sum stays a lower bound (Hansson, Mayer & Yung, 1992).
// Both parts are kept up to date move by move: a vertical move changes one tile's row (the two rows
// involved are recounted) and a horizontal move one tile's column.
// Pure and deterministic; fast for the positions the duel deals (8-puzzles, and 15-puzzles shuffled
// by a bounded number of moves: par 40 at most).
import { blankTarget, OPPOSITE, SLIDING_DIRECTIONS, type SlidingDirection } from './sliding-board.js';

/** The longest increasing run (not necessarily contiguous) of a short list of numbers. */
function longestIncreasing(values: readonly number[]): number {
  const best: number[] = [];
  let longest = 0;
  for (let i = 0; i < values.length; i += 1) {
    let run = 1;
    for (let j = 0; j < i; j += 1) if (values[j]! < values[i]! && best[j]! + 1 > run) run = best[j]! + 1;
    best.push(run);
    longest = Math.max(longest, run);
  }
  return longest;
}

interface Search {
  readonly size: number;
  readonly board: Int8Array;
  blank: number;
  h: number;
  readonly rowConflict: Int32Array;
  readonly colConflict: Int32Array;
  readonly path: SlidingDirection[];
}

/** 2 × the tiles of row `row` (or column) that must step out for the rest to end in order. */
function lineConflict(search: Search, index: number, isRow: boolean): number {
  const { size, board } = search;
  const goals: number[] = [];
  for (let k = 0; k < size; k += 1) {
    const cell = isRow ? index * size + k : k * size + index;
    const tile = board[cell]!;
    if (tile === 0) continue;
    const goal = tile - 1;
    if (isRow && Math.floor(goal / size) === index) goals.push(goal % size);
    if (!isRow && goal % size === index) goals.push(Math.floor(goal / size));
  }
  return 2 * (goals.length - longestIncreasing(goals));
}

/** Manhattan distance plus linear conflicts of the whole board (the search then updates it). */
export function slidingHeuristic(tiles: readonly number[], size: number): number {
  return newSearch(tiles, size).h;
}

function newSearch(tiles: readonly number[], size: number): Search {
  const search: Search = {
    size,
    board: Int8Array.from(tiles),
    blank: tiles.indexOf(0),
    h: 0,
    rowConflict: new Int32Array(size),
    colConflict: new Int32Array(size),
    path: [],
  };
  let h = 0;
  tiles.forEach((tile, cell) => {
    if (tile === 0) return;
    const goal = tile - 1;
    h +=
      Math.abs(Math.floor(cell / size) - Math.floor(goal / size)) + Math.abs((cell % size) - (goal % size));
  });
  for (let line = 0; line < size; line += 1) {
    search.rowConflict[line] = lineConflict(search, line, true);
    search.colConflict[line] = lineConflict(search, line, false);
    h += search.rowConflict[line]! + search.colConflict[line]!;
  }
  search.h = h;
  return search;
}

/** Moves the blank from its cell to `to` (a neighbour), updating the heuristic. */
function move(search: Search, to: number, direction: SlidingDirection): void {
  const { size, board } = search;
  const from = search.blank;
  const tile = board[to]!;
  const goal = tile - 1;
  const vertical = direction === 'U' || direction === 'D';
  // The tile slides from `to` into `from`.
  const before = vertical
    ? Math.abs(Math.floor(to / size) - Math.floor(goal / size))
    : Math.abs((to % size) - (goal % size));
  const after = vertical
    ? Math.abs(Math.floor(from / size) - Math.floor(goal / size))
    : Math.abs((from % size) - (goal % size));
  board[from] = tile;
  board[to] = 0;
  search.blank = to;
  let h = search.h + after - before;
  const lines = vertical ? [Math.floor(from / size), Math.floor(to / size)] : [from % size, to % size];
  const conflicts = vertical ? search.rowConflict : search.colConflict;
  for (const line of lines) {
    const recount = lineConflict(search, line, vertical);
    h += recount - conflicts[line]!;
    conflicts[line] = recount;
  }
  search.h = h;
}

const FOUND = -1;

/** Depth-first search under `bound`: FOUND, or the smallest f that went over the bound. */
function deepen(search: Search, g: number, bound: number, previous: SlidingDirection | null): number {
  const f = g + search.h;
  if (f > bound) return f;
  if (search.h === 0) return FOUND;
  let smallest = Number.POSITIVE_INFINITY;
  for (const direction of SLIDING_DIRECTIONS) {
    if (previous !== null && direction === OPPOSITE[previous]) continue;
    const from = search.blank;
    const to = blankTarget(search.size, from, direction);
    if (to === null) continue;
    move(search, to, direction);
    search.path.push(direction);
    const result = deepen(search, g + 1, bound, direction);
    if (result === FOUND) return FOUND;
    search.path.pop();
    move(search, from, OPPOSITE[direction]);
    if (result < smallest) smallest = result;
  }
  return smallest;
}

/**
 * An optimal solution of the board (the blank's moves, U D L R), its length the par. The board must
 * be solvable (the duel only deals boards shuffled by legal moves from the solved one).
 */
export function solveSliding(tiles: readonly number[], size: number): string {
  const search = newSearch(tiles, size);
  let bound = search.h;
  for (;;) {
    const result = deepen(search, 0, bound, null);
    if (result === FOUND) return search.path.join('');
    if (!Number.isFinite(result)) throw new Error('unsolvable sliding board');
    bound = result;
  }
}
