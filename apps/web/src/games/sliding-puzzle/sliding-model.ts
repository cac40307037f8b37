import { SLIDING_PUZZLE_IMAGES, slidingPuzzleImagePath } from '@casino/games';

// The sliding puzzle board as plain data: tiles slide into the blank by a click on a tile next to it
// or an arrow key, each slide written as the blank's move (U D L R: the way the blank went), which is
// what the room replays to check the solution; and where each tile's piece of the picture is.

/** The blank's moves as the room reads them. */
export type BlankMove = 'U' | 'D' | 'L' | 'R';

/** The longest answer the room takes (contracts: PuzzleMove's answer). */
export const SLIDING_MOVES_MAX = 400;

const STEP: Record<BlankMove, [number, number]> = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };

/** Moves the blank one step, or null when that would leave the board. */
export function moveBlank(tiles: readonly number[], size: number, move: BlankMove): number[] | null {
  const blank = tiles.indexOf(0);
  if (blank < 0) return null;
  const [dr, dc] = STEP[move];
  const row = Math.floor(blank / size) + dr;
  const col = (blank % size) + dc;
  if (row < 0 || row >= size || col < 0 || col >= size) return null;
  const target = row * size + col;
  const next = [...tiles];
  next[blank] = tiles[target] ?? 0;
  next[target] = 0;
  return next;
}

/** A click on the tile at `index`: the blank's move that slides it, or null when it is not next to the blank. */
export function moveForClick(tiles: readonly number[], size: number, index: number): BlankMove | null {
  const blank = tiles.indexOf(0);
  if (blank < 0 || index < 0 || index >= tiles.length || index === blank) return null;
  const dr = Math.floor(index / size) - Math.floor(blank / size);
  const dc = (index % size) - (blank % size);
  if (dr === -1 && dc === 0) return 'U';
  if (dr === 1 && dc === 0) return 'D';
  if (dr === 0 && dc === -1) return 'L';
  if (dr === 0 && dc === 1) return 'R';
  return null;
}

/**
 * An arrow key slides a tile that way into the blank, so the blank goes the other way (ArrowLeft
 * slides the tile right of the blank to the left: the blank moves R).
 */
export function moveForKey(key: string): BlankMove | null {
  const moves: Record<string, BlankMove> = { ArrowUp: 'D', ArrowDown: 'U', ArrowLeft: 'R', ArrowRight: 'L' };
  return moves[key] ?? null;
}

/** Solved: tile n at index n-1, the blank last. */
export const isSolved = (tiles: readonly number[]): boolean =>
  tiles.every((tile, i) => (i === tiles.length - 1 ? tile === 0 : tile === i + 1));

/** The CSS background of tile n's piece of the picture (cut into size×size). */
export function tileBackground(
  tile: number,
  size: number,
): { backgroundSize: string; backgroundPosition: string } {
  const home = tile - 1;
  const at = (k: number) => (size > 1 ? `${Number(((k / (size - 1)) * 100).toFixed(4))}%` : '0%');
  return {
    backgroundSize: `${size * 100}% ${size * 100}%`,
    backgroundPosition: `${at(home % size)} ${at(Math.floor(home / size))}`,
  };
}

/** The picture a sliding puzzle uses, from the bundled set (apps/web/public/puzzles/), or null. */
export function puzzleImage(image: string): { url: string; title: string } | null {
  const known = SLIDING_PUZZLE_IMAGES.find((entry) => entry.id === image);
  return known ? { url: slidingPuzzleImagePath(known.id), title: known.title } : null;
}

/** Where the tiles stand after `moves` from `start` (the moves a player made are always legal). */
export function replay(start: readonly number[], size: number, moves: string): number[] | null {
  let tiles: number[] | null = [...start];
  for (const move of moves) {
    if (!tiles || !(move in STEP)) return null;
    tiles = moveBlank(tiles, size, move as BlankMove);
  }
  return tiles;
}
