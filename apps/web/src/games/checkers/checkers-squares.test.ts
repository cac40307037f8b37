import { describe, expect, it } from 'vitest';
import { boardCells, nextSquares, pick, pieceLabel, pieceOn, squareAt } from './checkers-squares';

const START = 'bbbbbbbbbbbb........wwwwwwwwwwww';
// Dark's opening moves from the start (9-13 ... 12-16).
const OPENING = [
  [9, 13],
  [9, 14],
  [10, 14],
  [10, 15],
  [11, 15],
  [11, 16],
  [12, 16],
].map((path) => ({ path, captures: [] as number[] }));
// A man on 9 can jump 14 to 18, then either 23 to 27 or 22 to 25; or jump 13 alone (illustrative).
const JUMPS = [
  { path: [9, 18, 27], captures: [14, 23] },
  { path: [9, 18, 25], captures: [14, 22] },
  { path: [10, 17], captures: [13] },
];

describe('square numbers', () => {
  it.each([
    { name: 'dark back row starts on the second column', row: 0, col: 1, square: 1 },
    { name: 'dark back row right corner', row: 0, col: 7, square: 4 },
    { name: 'second row starts on the first column', row: 1, col: 0, square: 5 },
    { name: 'light back row left corner', row: 7, col: 0, square: 29 },
    { name: 'light back row right', row: 7, col: 6, square: 32 },
    { name: 'a light square', row: 0, col: 0, square: null },
    { name: 'off the board', row: 8, col: 1, square: null },
  ])('$name', ({ row, col, square }) => {
    expect(squareAt(row, col)).toBe(square);
  });

  it('numbers every dark square once, 1 to 32, whichever side is at the bottom', () => {
    for (const bottom of ['dark', 'light'] as const) {
      const squares = boardCells(bottom)
        .map((cell) => cell.square)
        .filter((s): s is number => s !== null)
        .sort((a, b) => a - b);
      expect(squares).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    }
  });

  it('puts the viewer’s own pieces at the bottom', () => {
    const lastRow = (bottom: 'dark' | 'light') =>
      boardCells(bottom)
        .slice(56)
        .map((c) => c.square);
    expect(lastRow('light').filter(Boolean)).toEqual([29, 30, 31, 32]);
    expect(lastRow('dark').filter(Boolean)).toEqual([4, 3, 2, 1]);
  });

  it('reads pieces from the view', () => {
    expect(pieceOn(START, 1)).toBe('b');
    expect(pieceOn(START, 16)).toBeNull();
    expect(pieceOn(START, 32)).toBe('w');
    expect(pieceLabel('B')).toBe('dark king');
    expect(pieceLabel('w')).toBe('light man');
  });
});

describe('picking a move by clicks', () => {
  it('offers the movable pieces first, then their destinations', () => {
    expect([...nextSquares(OPENING, [])].sort((a, b) => a - b)).toEqual([9, 10, 11, 12]);
    expect([...nextSquares(OPENING, [10])].sort((a, b) => a - b)).toEqual([14, 15]);
  });

  it.each([
    {
      name: 'a piece with moves is picked',
      picked: [],
      square: 9,
      moves: OPENING,
      expected: { kind: 'picking', picked: [9] },
    },
    {
      name: 'a destination completes a simple move',
      picked: [9],
      square: 13,
      moves: OPENING,
      expected: { kind: 'move', path: [9, 13] },
    },
    {
      name: 'another movable piece switches the pick',
      picked: [9],
      square: 11,
      moves: OPENING,
      expected: { kind: 'picking', picked: [11] },
    },
    {
      name: 'a square with nothing to do resets',
      picked: [9],
      square: 20,
      moves: OPENING,
      expected: { kind: 'reset', picked: [] },
    },
    {
      name: 'the first landing of a double jump waits for the next',
      picked: [9],
      square: 18,
      moves: JUMPS,
      expected: { kind: 'picking', picked: [9, 18] },
    },
    {
      name: 'the second landing completes the chosen branch',
      picked: [9, 18],
      square: 25,
      moves: JUMPS,
      expected: { kind: 'move', path: [9, 18, 25] },
    },
    {
      name: 'a single jump is played at once',
      picked: [10],
      square: 17,
      moves: JUMPS,
      expected: { kind: 'move', path: [10, 17] },
    },
  ])('$name', ({ picked, square, moves, expected }) => {
    expect(pick(moves, picked, square)).toEqual(expected);
  });
});
