import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isSolved,
  moveBlank,
  moveForClick,
  moveForKey,
  puzzleImage,
  replay,
  tileBackground,
  type BlankMove,
} from './sliding-model';

// 1 2 3
// 4 0 5
// 7 8 6
const MIDDLE = [1, 2, 3, 4, 0, 5, 7, 8, 6];
const SOLVED = [1, 2, 3, 4, 5, 6, 7, 8, 0];

describe('a click slides the tile next to the blank', () => {
  it.each([
    { name: 'the tile above: the blank goes up', index: 1, move: 'U' },
    { name: 'the tile below: the blank goes down', index: 7, move: 'D' },
    { name: 'the tile left: the blank goes left', index: 3, move: 'L' },
    { name: 'the tile right: the blank goes right', index: 5, move: 'R' },
    { name: 'a corner is not next to it', index: 0, move: null },
    { name: 'the blank itself', index: 4, move: null },
    { name: 'outside the board', index: 9, move: null },
  ])('$name', ({ index, move }) => {
    expect(moveForClick(MIDDLE, 3, index)).toBe(move);
  });

  it('does not wrap from one row to the next', () => {
    // 1 2 0 / 3 4 5 / 6 7 8: index 3 is the next index but on the row below, not next to the blank.
    expect(moveForClick([1, 2, 0, 3, 4, 5, 6, 7, 8], 3, 3)).toBeNull();
  });

  it('the clicked tile is where the blank was after the move', () => {
    fc.assert(
      fc.property(fc.nat(8), (index) => {
        const move = moveForClick(MIDDLE, 3, index);
        fc.pre(move !== null);
        const next = moveBlank(MIDDLE, 3, move);
        expect(next?.[4]).toBe(MIDDLE[index]);
        expect(next?.[index]).toBe(0);
      }),
    );
  });
});

describe('arrow keys slide a tile that way', () => {
  it.each([
    ['ArrowLeft', 'R'],
    ['ArrowRight', 'L'],
    ['ArrowUp', 'D'],
    ['ArrowDown', 'U'],
    ['Enter', null],
  ])('%s → blank %s', (key, move) => {
    expect(moveForKey(key)).toBe(move);
  });
});

describe('moving the blank', () => {
  it.each([
    { name: 'off the top', tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8], move: 'U' as const },
    { name: 'off the left', tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8], move: 'L' as const },
    { name: 'off the right', tiles: [1, 2, 0, 3, 4, 5, 6, 7, 8], move: 'R' as const },
    { name: 'inside the board', tiles: MIDDLE, move: 'L' as const, ok: true },
    { name: 'off the bottom', tiles: SOLVED, move: 'D' as const },
  ])('$name', ({ tiles, move, ok }) => {
    expect(moveBlank(tiles, 3, move) !== null).toBe(ok ?? false);
  });

  it('a move and its reverse come back to the start, and every tile is kept', () => {
    const reverse: Record<BlankMove, BlankMove> = { U: 'D', D: 'U', L: 'R', R: 'L' };
    fc.assert(
      fc.property(fc.array(fc.constantFrom<BlankMove>('U', 'D', 'L', 'R'), { maxLength: 40 }), (moves) => {
        let tiles: number[] = [...SOLVED];
        for (const move of moves) {
          const next = moveBlank(tiles, 3, move);
          if (!next) continue;
          expect([...next].sort()).toEqual([...SOLVED].sort());
          expect(moveBlank(next, 3, reverse[move])).toEqual(tiles);
          tiles = next;
        }
      }),
    );
  });
});

describe('solved', () => {
  it.each([
    { name: 'in order, the blank last', tiles: SOLVED, solved: true },
    { name: 'one slide away', tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], solved: false },
    {
      name: 'a 15-puzzle in order',
      tiles: [...Array.from({ length: 15 }, (_, i) => i + 1), 0],
      solved: true,
    },
  ])('$name', ({ tiles, solved }) => {
    expect(isSolved(tiles)).toBe(solved);
  });

  it('replays moves to the position they reach', () => {
    expect(replay(MIDDLE, 3, 'RD')).toEqual(SOLVED);
    expect(replay(MIDDLE, 3, 'RX')).toBeNull();
    expect(replay(MIDDLE, 3, 'UU')).toBeNull();
  });
});

describe("each tile's piece of the picture", () => {
  it.each([
    { name: 'tile 1: top left', tile: 1, size: 3, position: '0% 0%' },
    { name: 'tile 3: top right', tile: 3, size: 3, position: '100% 0%' },
    { name: 'tile 5: the middle', tile: 5, size: 3, position: '50% 50%' },
    { name: 'tile 8: bottom middle', tile: 8, size: 3, position: '50% 100%' },
    { name: 'tile 6 of 4×4', tile: 6, size: 4, position: '33.3333% 33.3333%' },
  ])('$name', ({ tile, size, position }) => {
    expect(tileBackground(tile, size)).toEqual({
      backgroundSize: `${size * 100}% ${size * 100}%`,
      backgroundPosition: position,
    });
  });

  it('takes only the bundled pictures', () => {
    expect(puzzleImage('lighthouse')).toEqual({ url: '/puzzles/lighthouse.svg', title: 'Lighthouse' });
    expect(puzzleImage('../secret')).toBeNull();
  });
});
