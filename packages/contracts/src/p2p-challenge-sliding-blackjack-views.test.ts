// The image puzzles' and the blackjack duel's engine views, as the room sends them (JSON), parse with
// the contracts' schemas and lose nothing on the way; the moves the views lead to are moves the
// room's message schema accepts.
import {
  blackjackDuelRules,
  slidingPuzzleItem,
  slidingPuzzleRules,
  type DuelAction,
  type DuelRules,
  type DuelSetup,
} from '@casino/engine/duels';
import { describe, expect, it } from 'vitest';
import {
  BlackjackDuelPrivateView,
  BlackjackDuelView,
  PuzzleDuelView,
  SlidingPrivateView,
} from './p2p-challenge-games.js';
import { ChallengeClientMessages, ChallengeGameView, ChallengePrivateView } from './p2p-challenges.js';

const SETUP: DuelSetup = { seed: 'c0ffee'.repeat(10), startedAt: 0, clockMs: 300_000 };
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function run<S>(rules: DuelRules<S, unknown, unknown>, state: S, actions: DuelAction[]): S {
  return actions.reduce((current, action) => {
    const result = rules.apply(current, action);
    if (!result.ok) throw new Error(`${rules.gameType}: ${result.error}`);
    return result.state;
  }, state);
}
const move = (seat: 0 | 1, body: unknown, at: number): DuelAction => ({ type: 'move', seat, move: body, at });
const moveAccepted = (body: unknown): boolean =>
  ChallengeClientMessages.move.safeParse({ ply: 0, move: body }).success;

describe('image puzzle views', () => {
  const start = slidingPuzzleRules.start(SETUP);
  const solution = (index: number): string => slidingPuzzleItem(SETUP.seed, index).solution;
  const positions = {
    start,
    'one solved, one wrong': run(slidingPuzzleRules, start, [
      move(0, { item: 0, answer: solution(0) }, 2_000),
      move(1, { item: 0, answer: 'U' }, 2_500),
    ]),
    'one skipped': run(slidingPuzzleRules, start, [move(1, { item: 0, skip: true }, 2_000)]),
    'round 3 (a 4 × 4)': run(slidingPuzzleRules, start, [{ type: 'flag', at: 200_000 }]),
    ended: run(slidingPuzzleRules, start, [{ type: 'flag', at: 300_000 }]),
  };
  it.each(Object.entries(positions))('%s', (_name, state) => {
    const view = json(slidingPuzzleRules.publicView(state, 3_000));
    expect(PuzzleDuelView.parse(view)).toEqual(view);
    expect(ChallengeGameView.parse(view)).toEqual(view);
    for (const seat of [0, 1] as const) {
      const own = json(slidingPuzzleRules.privateView(state, seat, 3_000));
      expect(SlidingPrivateView.parse(own)).toEqual(own);
      expect(ChallengePrivateView.parse(own)).toEqual(own);
      const item = SlidingPrivateView.parse(own).item;
      if (item) {
        expect(JSON.stringify(own)).not.toContain(solution(item.index));
        expect(moveAccepted({ item: item.index, answer: solution(item.index) })).toBe(true);
        expect(moveAccepted({ item: item.index, skip: true })).toBe(true);
      }
    }
  });
});

describe('blackjack duel views', () => {
  const start = blackjackDuelRules.start(SETUP);
  const positions = {
    start,
    'seat 0 betting hand 2, seat 1 in hand 1': run(blackjackDuelRules, start, [
      move(0, { hand: 0, bet: 100 }, 1_000),
      move(0, { hand: 0, action: 'stand' }, 2_000),
      move(1, { hand: 0, bet: 50 }, 2_500),
    ]),
    ended: run(blackjackDuelRules, start, [
      move(0, { hand: 0, bet: 100 }, 1_000),
      { type: 'flag', at: 300_000 },
    ]),
  };
  it.each(Object.entries(positions))('%s', (_name, state) => {
    const view = json(blackjackDuelRules.publicView(state, 3_000));
    expect(BlackjackDuelView.parse(view)).toEqual(view);
    expect(ChallengeGameView.parse(view)).toEqual(view);
    for (const seat of [0, 1] as const) {
      const own = json(blackjackDuelRules.privateView(state, seat, 3_000));
      expect(BlackjackDuelPrivateView.parse(own)).toEqual(own);
      expect(ChallengePrivateView.parse(own)).toEqual(own);
      const { hand, phase } = BlackjackDuelPrivateView.parse(own);
      if (phase === 'betting') expect(moveAccepted({ hand, bet: 100 })).toBe(true);
      if (phase === 'playing') expect(moveAccepted({ hand, action: 'hit' })).toBe(true);
    }
  });
});
