import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DuelAction, DuelOutcome, DuelSeat } from '../../duels/duel.js';
import {
  accepted,
  alternatingMoves,
  applyAll,
  deepFreeze,
  mulberry32,
  TEST_SETUP,
} from '../../duels/duel-test-kit.js';
import { CHECKERS_QUIET_PLY_LIMIT, checkersBoardFrom } from './checkers-board.js';
import { checkersDuelFrom, checkersRules, type CheckersDuelState } from './checkers-duel.js';
import { applyCheckersMove, CHECKERS_START, legalCheckersMoves, squareAt } from './checkers-moves.js';

/** A position from piece lists: b/B dark man/king, w/W light man/king. */
function position(pieces: { b?: number[]; B?: number[]; w?: number[]; W?: number[] }): string {
  const squares = Array.from({ length: 32 }, () => '.');
  for (const [piece, list] of Object.entries(pieces)) for (const square of list) squares[square - 1] = piece;
  return squares.join('');
}

const paths = (list: string): { path: number[] }[] =>
  list.split(' ').map((move) => ({ path: move.split(/[-x]/).map(Number) }));
const play = (board: string, turn: DuelSeat, moves: string): CheckersDuelState =>
  applyAll(
    checkersRules,
    checkersDuelFrom(TEST_SETUP, board, turn),
    alternatingMoves(paths(moves), { first: turn }),
  );
const legalPaths = (board: string, turn: DuelSeat): string[] =>
  legalCheckersMoves(board, turn).map((move) => move.path.join(move.captures.length ? 'x' : '-'));

function perft(board: string, seat: DuelSeat, depth: number): number {
  if (depth === 0) return 1;
  let nodes = 0;
  for (const move of legalCheckersMoves(board, seat)) {
    nodes += perft(applyCheckersMove(board, seat, move), seat === 0 ? 1 : 0, depth - 1);
  }
  return nodes;
}

describe('checkers geometry (standard numbering)', () => {
  it.each([
    { square: 1, row: 0, col: 1 },
    { square: 4, row: 0, col: 7 },
    { square: 5, row: 1, col: 0 },
    { square: 32, row: 7, col: 6 },
  ])('square $square is row $row, column $col', ({ square, row, col }) => {
    expect(squareAt(square)).toEqual({ row, col });
  });

  it("dark's seven opening moves", () => {
    expect(legalPaths(CHECKERS_START, 0)).toEqual([
      '9-13',
      '9-14',
      '10-14',
      '10-15',
      '11-15',
      '11-16',
      '12-16',
    ]);
  });
});

describe('perft from the initial position (known English draughts counts)', () => {
  it.each([
    { depth: 1, nodes: 7 },
    { depth: 2, nodes: 49 },
    { depth: 3, nodes: 302 },
    { depth: 4, nodes: 1469 },
    { depth: 5, nodes: 7361 },
    { depth: 6, nodes: 36768 },
  ])('depth $depth: $nodes', ({ depth, nodes }) => {
    expect(perft(CHECKERS_START, 0, depth)).toBe(nodes);
  });
});

describe('move rules', () => {
  const cases: { name: string; board: string; turn: DuelSeat; legal: string[] }[] = [
    {
      name: 'a capture is forced: the free man on 1 may not step',
      board: position({ b: [1, 14], w: [18] }),
      turn: 0,
      legal: ['14x23'],
    },
    {
      name: 'a multi-jump continues to the end',
      board: position({ b: [9], w: [14, 22, 32] }),
      turn: 0,
      legal: ['9x18x25'],
    },
    {
      name: 'any capture sequence may be chosen, not only the longest',
      board: position({ b: [10], w: [14, 15, 23] }),
      turn: 0,
      legal: ['10x17', '10x19x26'],
    },
    {
      name: 'crowning stops the jump: the new king does not go on over 27',
      board: position({ b: [22], w: [26, 27] }),
      turn: 0,
      legal: ['22x31'],
    },
    {
      name: 'a king already crowned jumps on',
      board: position({ B: [22], w: [26, 27] }),
      turn: 0,
      legal: ['22x31x24'],
    },
    {
      name: 'a king moves back as well as forward',
      board: position({ B: [14], w: [32] }),
      turn: 0,
      legal: ['14-17', '14-18', '14-9', '14-10'],
    },
    {
      name: 'a man only moves forward',
      board: position({ b: [14], w: [32] }),
      turn: 0,
      legal: ['14-17', '14-18'],
    },
    {
      name: 'light men move toward square 1',
      board: position({ b: [1], w: [22] }),
      turn: 1,
      legal: ['22-17', '22-18'],
    },
    {
      name: 'a light man captures toward square 1 and is crowned on 1-4',
      board: position({ b: [6, 30], w: [10] }),
      turn: 1,
      legal: ['10x1'],
    },
  ];
  it.each(cases)('$name', ({ board, turn, legal }) => {
    expect(legalPaths(board, turn).sort()).toEqual([...legal].sort());
  });

  it('crowns the man that reaches the far row', () => {
    const state = play(position({ b: [22], w: [26, 27] }), 0, '22x31');
    expect(checkersRules.publicView(state, 0).board[30]).toBe('B');
    expect(checkersRules.publicView(state, 0).board[25]).toBe('.');
  });

  it.each([
    { name: 'a step while a capture is available', move: { path: [1, 5] }, error: 'illegal_move' },
    { name: 'half of a multi-jump', move: { path: [9, 18] }, error: 'illegal_move' },
    { name: 'a multi-jump with a landing left out', move: { path: [9, 25] }, error: 'illegal_move' },
    { name: 'a path of one square', move: { path: [9] }, error: 'bad_move' },
    { name: 'not a path', move: { path: ['9', '18'] }, error: 'bad_move' },
    { name: 'a chess move', move: { uci: 'e2e4' }, error: 'bad_move' },
  ])('refuses $name', ({ move, error }) => {
    const state = deepFreeze(checkersDuelFrom(TEST_SETUP, position({ b: [1, 9], w: [14, 22, 32] }), 0));
    expect(checkersRules.apply(state, { type: 'move', seat: 0, move, at: 1 })).toEqual({ ok: false, error });
  });
});

describe('checkers endings', () => {
  const cases: { name: string; play: () => CheckersDuelState; outcome: DuelOutcome }[] = [
    {
      name: "taking light's last piece: light has no moves",
      play: () => play(position({ b: [14], w: [18] }), 0, '14x23'),
      outcome: { winner: 0, reason: 'no_moves' },
    },
    {
      name: 'a blocked light man: light has no moves',
      play: () => play(position({ b: [3, 4, 11, 12, 14], w: [8] }), 0, '14-17'),
      outcome: { winner: 0, reason: 'no_moves' },
    },
    {
      name: 'threefold repetition by king shuffles',
      play: () => play(position({ B: [1], W: [32] }), 0, '1-5 32-28 5-1 28-32 1-5 32-28 5-1 28-32'),
      outcome: { winner: null, reason: 'repetition' },
    },
    {
      name: 'forty moves each without a capture or a man moving',
      play: () =>
        applyAll(
          checkersRules,
          {
            ...checkersDuelFrom(TEST_SETUP, position({ B: [1], W: [32] }), 0),
            board: {
              ...checkersBoardFrom(position({ B: [1], W: [32] }), 0),
              quietMoves: CHECKERS_QUIET_PLY_LIMIT - 1,
            },
          },
          alternatingMoves(paths('1-5')),
        ),
      outcome: { winner: null, reason: 'forty_moves' },
    },
  ];
  it.each(cases)('$name', ({ play: run, outcome }) => {
    const state = run();
    expect(checkersRules.outcome(state)).toEqual(outcome);
    expect(checkersRules.deadline(state)).toBeNull();
  });

  it('a man moving resets the forty-move count', () => {
    const board = position({ B: [1], b: [9], W: [32] });
    const state = applyAll(
      checkersRules,
      {
        ...checkersDuelFrom(TEST_SETUP, board, 0),
        board: { ...checkersBoardFrom(board, 0), quietMoves: 79 },
      },
      alternatingMoves(paths('9-13 32-28')),
    );
    expect(checkersRules.outcome(state)).toBeNull();
    expect(checkersRules.publicView(state, 0).quietMoves).toBe(1);
  });

  it('two repetitions are not yet a draw', () => {
    const state = play(position({ B: [1], W: [32] }), 0, '1-5 32-28 5-1 28-32 1-5 32-28 5-1');
    expect(checkersRules.outcome(state)).toBeNull();
  });

  it('a flag loses for the side to move (dark, first)', () => {
    const state = accepted(
      checkersRules.apply(checkersRules.start(TEST_SETUP), { type: 'flag', at: 300_000 }),
    );
    expect(checkersRules.outcome(state)).toEqual({ winner: 1, reason: 'timeout' });
  });

  it('draw offers, resignation and forfeit work as in chess', () => {
    const offered = accepted(
      checkersRules.apply(checkersRules.start(TEST_SETUP), { type: 'offer-draw', seat: 1, at: 10 }),
    );
    expect(checkersRules.drawOffer(offered)).toBe(1);
    const moved = accepted(
      checkersRules.apply(offered, { type: 'move', seat: 0, move: { path: [11, 15] }, at: 20 }),
    );
    expect(checkersRules.drawOffer(moved)).toBeNull();
    const resigned = accepted(checkersRules.apply(moved, { type: 'resign', seat: 1, at: 30 }));
    expect(checkersRules.outcome(resigned)).toEqual({ winner: 0, reason: 'resignation' });
    const forfeited = accepted(checkersRules.apply(moved, { type: 'forfeit', seat: 0, at: 30 }));
    expect(checkersRules.outcome(forfeited)).toEqual({ winner: 1, reason: 'forfeit' });
  });
});

function randomPlayout(seed: number, plies: number): { actions: DuelAction[]; state: CheckersDuelState } {
  const rng = mulberry32(seed);
  let state = deepFreeze(checkersRules.start(TEST_SETUP));
  const actions: DuelAction[] = [];
  let at = 0;
  for (let i = 0; i < plies; i += 1) {
    const seat = checkersRules.toMove(state);
    if (seat === null) break;
    at += Math.floor(rng() * 2_000);
    const legal = checkersRules.publicView(state, at).legalMoves;
    const pick = legal[Math.floor(rng() * legal.length)];
    const action: DuelAction =
      rng() < 0.05
        ? { type: 'offer-draw', seat: rng() < 0.5 ? 0 : 1, at }
        : { type: 'move', seat, move: { path: pick?.path }, at };
    const before = JSON.stringify(state);
    const result = checkersRules.apply(state, action);
    expect(JSON.stringify(state)).toBe(before);
    if (!result.ok) continue;
    actions.push(action);
    state = deepFreeze(result.state);
  }
  return { actions, state };
}

describe('random playouts', () => {
  it('never throw, never mutate, replay to the same state, and keep the piece count honest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const { actions, state } = randomPlayout(seed, 400);
        expect(applyAll(checkersRules, checkersRules.start(TEST_SETUP), actions)).toEqual(state);
        const view = checkersRules.publicView(state, 0);
        const captured = view.moves.reduce(
          (sum, move) => sum + (move.notation.includes('x') ? move.path.length - 1 : 0),
          0,
        );
        expect(view.board.replaceAll('.', '').length).toBe(24 - captured);
      }),
      { numRuns: 40 },
    );
  });
});
