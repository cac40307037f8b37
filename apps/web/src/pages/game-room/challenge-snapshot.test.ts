import { describe, expect, it } from 'vitest';
import { gameViewOf, resultOf, snapshotOf } from './challenge-snapshot';

const seat = (n: number) => ({
  seat: n,
  userId: `u${n}`,
  name: `P${n}`,
  rating: 1000,
  connected: true,
  ready: false,
  clockMs: 300_000,
});
const CHESS = JSON.stringify({
  kind: 'chess',
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  turn: 0,
  moves: [],
  legalMoves: ['e2e4'],
  check: false,
  lastMove: null,
});

describe('reading the room state', () => {
  it.each([
    { name: 'a plain object', state: { phase: 'playing', seats: [seat(0), seat(1)], game: CHESS } },
    // What colyseus.js hands over: a decoded Schema whose list is not an Array, with toJSON().
    {
      name: 'a decoded state with toJSON',
      state: {
        seats: { length: 2 },
        toJSON: () => ({ phase: 'playing', seats: [seat(0), seat(1)], game: CHESS }),
      },
    },
  ])('$name', ({ state }) => {
    const snapshot = snapshotOf(state);
    expect(snapshot.phase).toBe('playing');
    expect(snapshot.seats.map((s) => s.name)).toEqual(['P0', 'P1']);
    expect(gameViewOf(snapshot)?.kind).toBe('chess');
  });

  it.each([
    { name: 'nothing at all', state: undefined },
    { name: 'garbage fields', state: { phase: 'sideways', seats: 'x', running: 'fast', game: '{oops' } },
  ])('falls back to the defaults on $name', ({ state }) => {
    const snapshot = snapshotOf(state);
    expect(snapshot).toMatchObject({ phase: 'waiting', seats: [], running: -1 });
    expect(gameViewOf(snapshot)).toBeNull();
    expect(resultOf(snapshot)).toBeNull();
  });

  it('parses the result once the game ended', () => {
    const result = {
      result: 'opponent',
      reason: 'checkmate',
      winnerId: 'u1',
      payout: '100.00',
      ratingChanges: [],
    };
    expect(resultOf(snapshotOf({ result: JSON.stringify(result) }))).toEqual(result);
  });
});
