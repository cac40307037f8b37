import { describe, expect, it } from 'vitest';
import { chooseMove, destinationsFrom, kingSquare, movePairs, pieceName, piecesOf } from './chess-moves';

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const OPENING_MOVES = ['g1f3', 'g1h3', 'b1a3', 'b1c3', 'e2e3', 'e2e4', 'f2f3', 'f2f4'];
const PROMOTING = ['a7a8q', 'a7a8r', 'a7a8b', 'a7a8n', 'a7b8q', 'a7b8r', 'a7b8b', 'a7b8n', 'h2h1'];

describe('destinations of a selected piece', () => {
  it.each([
    { name: 'a knight from the start', moves: OPENING_MOVES, from: 'g1', to: ['f3', 'h3'] },
    { name: 'a pawn with one and two steps', moves: OPENING_MOVES, from: 'e2', to: ['e3', 'e4'] },
    { name: 'a piece with no moves', moves: OPENING_MOVES, from: 'a1', to: [] },
    { name: 'a promoting pawn: push and capture', moves: PROMOTING, from: 'a7', to: ['a8', 'b8'] },
  ])('$name', ({ moves, from, to }) => {
    expect([...destinationsFrom(moves, from).keys()].sort()).toEqual(to);
  });

  it('keeps the four promotion pieces of each destination', () => {
    expect(destinationsFrom(PROMOTING, 'a7').get('b8')).toEqual(['q', 'r', 'b', 'n']);
    expect(destinationsFrom(PROMOTING, 'h2').get('h1')).toEqual([]);
  });
});

describe('a move from a click or a drop', () => {
  it.each([
    {
      name: 'a legal move',
      from: 'f2',
      to: 'f3',
      moves: OPENING_MOVES,
      expected: { kind: 'move', uci: 'f2f3' },
    },
    {
      name: 'an illegal destination',
      from: 'f2',
      to: 'f5',
      moves: OPENING_MOVES,
      expected: { kind: 'illegal' },
    },
    { name: 'an empty square', from: 'e4', to: 'e5', moves: OPENING_MOVES, expected: { kind: 'illegal' } },
    {
      name: 'a promotion asks for the piece',
      from: 'a7',
      to: 'a8',
      moves: PROMOTING,
      expected: { kind: 'promote', from: 'a7', to: 'a8' },
    },
  ])('$name', ({ from, to, moves, expected }) => {
    expect(chooseMove(moves, from, to)).toEqual(expected);
  });
});

describe('reading a FEN', () => {
  it('places the pieces of the start position', () => {
    const pieces = piecesOf(START_FEN);
    expect(pieces.size).toBe(32);
    expect(pieces.get('e1')).toBe('K');
    expect(pieces.get('d8')).toBe('q');
    expect(pieces.get('a2')).toBe('P');
    expect(pieces.get('e4')).toBeUndefined();
  });

  it.each([
    { name: 'white king at the start', fen: START_FEN, side: 'w' as const, square: 'e1' },
    {
      name: 'black king after fool’s mate',
      fen: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
      side: 'b' as const,
      square: 'e8',
    },
    { name: 'no king on an empty board', fen: '8/8/8/8/8/8/8/8 w - - 0 1', side: 'w' as const, square: null },
  ])('$name', ({ fen, side, square }) => {
    expect(kingSquare(fen, side)).toBe(square);
  });

  it.each([
    ['N', 'white knight'],
    ['p', 'black pawn'],
    ['Q', 'white queen'],
  ])('%s is a %s', (letter, name) => {
    expect(pieceName(letter)).toBe(name);
  });
});

describe('the move list', () => {
  it.each([
    { name: 'no moves', sans: [], pairs: [] },
    { name: 'white has moved', sans: ['f3'], pairs: [{ number: 1, white: 'f3', black: null }] },
    {
      name: 'fool’s mate',
      sans: ['f3', 'e5', 'g4', 'Qh4#'],
      pairs: [
        { number: 1, white: 'f3', black: 'e5' },
        { number: 2, white: 'g4', black: 'Qh4#' },
      ],
    },
  ])('$name', ({ sans, pairs }) => {
    expect(movePairs(sans.map((san) => ({ san })))).toEqual(pairs);
  });
});
