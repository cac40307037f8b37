// The engine's challenge game views, as the room sends them (JSON), parse with the contracts' schemas
// and lose nothing on the way; the moves the views offer are moves the room's message schema accepts.
import {
  checkersDuelFrom,
  checkersRules,
  chessDuelFromFen,
  chessRules,
  mathDuelRules,
  mathProblem,
  type DuelAction,
  type DuelRules,
  type DuelSetup,
} from '@casino/engine/duels';
import { describe, expect, it } from 'vitest';
import {
  ChallengeClientMessages,
  ChallengeGameView,
  CheckersView,
  ChessView,
  MathPrivateView,
  MathView,
} from './p2p-challenges.js';

const SETUP: DuelSetup = { seed: 'c0ffee'.repeat(10), startedAt: 0, clockMs: 300_000 };
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function run<S>(rules: DuelRules<S, unknown, unknown>, state: S, actions: DuelAction[]): S {
  return actions.reduce((current, action) => {
    const result = rules.apply(current, action);
    if (!result.ok) throw new Error(`${rules.gameType}: ${result.error}`);
    return result.state;
  }, state);
}
const moves = (list: unknown[]): DuelAction[] =>
  list.map((move, i) => ({ type: 'move', seat: (i % 2) as 0 | 1, move, at: 1_000 * (i + 1) }));

describe('chess views', () => {
  const positions = {
    start: chessRules.start(SETUP),
    'after 1.e4 e5 2.Nf3': run(
      chessRules,
      chessRules.start(SETUP),
      moves([{ uci: 'e2e4' }, { uci: 'e7e5' }, { uci: 'g1f3' }]),
    ),
    "fool's mate": run(
      chessRules,
      chessRules.start(SETUP),
      moves(['f2f3', 'e7e5', 'g2g4', 'd8h4'].map((uci) => ({ uci }))),
    ),
    'a promotion': run(
      chessRules,
      chessDuelFromFen(SETUP, '8/4P3/8/8/8/8/k7/7K w - - 0 1'),
      moves([{ uci: 'e7e8n' }]),
    ),
  };
  it.each(Object.entries(positions))('%s', (_name, state) => {
    const view = json(chessRules.publicView(state, 5_000));
    expect(ChessView.parse(view)).toEqual(view);
    expect(ChallengeGameView.parse(view)).toEqual(view);
    expect(chessRules.privateView(state, 0, 5_000)).toBeNull();
    for (const uci of ChessView.parse(view).legalMoves) {
      expect(ChallengeClientMessages.move.safeParse({ ply: 0, move: { uci } }).success).toBe(true);
    }
  });
});

/** A checkers position from square → piece. */
const position = (pieces: Record<number, string>): string =>
  Array.from({ length: 32 }, (_, i) => pieces[i + 1] ?? '.').join('');

describe('checkers views', () => {
  const positions = {
    start: checkersRules.start(SETUP),
    'after 11-15 22-18 (a capture is due)': run(
      checkersRules,
      checkersRules.start(SETUP),
      moves([{ path: [11, 15] }, { path: [22, 18] }]),
    ),
    'a crowning jump': run(
      checkersRules,
      checkersDuelFrom(SETUP, position({ 22: 'b', 26: 'w', 27: 'w' }), 0),
      moves([{ path: [22, 31] }]),
    ),
    'a double jump due': checkersDuelFrom(SETUP, position({ 9: 'b', 14: 'w', 22: 'w', 32: 'w' }), 0),
  };
  it.each(Object.entries(positions))('%s', (_name, state) => {
    const view = json(checkersRules.publicView(state, 5_000));
    expect(CheckersView.parse(view)).toEqual(view);
    expect(ChallengeGameView.parse(view)).toEqual(view);
    for (const { path } of CheckersView.parse(view).legalMoves) {
      expect(ChallengeClientMessages.move.safeParse({ ply: 0, move: { path } }).success).toBe(true);
    }
  });
});

describe('math views', () => {
  const start = mathDuelRules.start(SETUP);
  const answer = (seat: 0 | 1, index: number, at: number, right = true): DuelAction => ({
    type: 'move',
    seat,
    move: { problem: index, answer: mathProblem(SETUP.seed, index).answer + (right ? 0 : 1) },
    at,
  });
  const positions = {
    start,
    'two answers, one wrong': run(mathDuelRules, start, [answer(0, 0, 2_000), answer(1, 0, 2_500, false)]),
    'round 2': run(mathDuelRules, start, [{ type: 'flag', at: 100_000 }, answer(0, 1000, 101_000)]),
    ended: run(mathDuelRules, start, [answer(0, 0, 2_000), { type: 'flag', at: 300_000 }]),
  };
  it.each(Object.entries(positions))('%s', (_name, state) => {
    const view = json(mathDuelRules.publicView(state, 3_000));
    expect(MathView.parse(view)).toEqual(view);
    expect(ChallengeGameView.parse(view)).toEqual(view);
    for (const seat of [0, 1] as const) {
      const own = json(mathDuelRules.privateView(state, seat, 3_000));
      expect(MathPrivateView.parse(own)).toEqual(own);
      const problem = MathPrivateView.parse(own).problem;
      if (problem) {
        const move = { problem: problem.index, answer: mathProblem(SETUP.seed, problem.index).answer };
        expect(ChallengeClientMessages.move.safeParse({ ply: 0, move }).success).toBe(true);
      }
    }
  });
});
