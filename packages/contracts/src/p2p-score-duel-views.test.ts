// The score duels' views (word riddles, logic puzzles), as the room sends them (JSON), parse with the
// contracts' schemas and lose nothing on the way, in random states of random duels; the moves a
// private view invites are moves the room's message schema accepts; the record parses as
// PuzzleDuelRecord.
import {
  logicPuzzle,
  logicPuzzleRules,
  wordRiddle,
  wordRiddleRules,
  type DuelAction,
  type DuelRules,
  type DuelSeat,
  type DuelSetup,
} from '@casino/engine/duels';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  LogicPrivateView,
  PuzzleDuelRecord,
  PuzzleDuelView,
  RiddlePrivateView,
} from './p2p-challenge-games.js';
import { ChallengeClientMessages, ChallengeGameView, ChallengePrivateView } from './p2p-challenges.js';

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const setupOf = (seed: number): DuelSetup => ({
  seed: seed.toString(16).padStart(8, '0').repeat(8),
  startedAt: 0,
  clockMs: 300_000,
});

interface ScoreDuelCase<S> {
  readonly rules: DuelRules<S, unknown, unknown>;
  readonly privateSchema: z.ZodType;
  /** The seat's right answer to item `index` of the duel with this seed. */
  readonly solution: (seed: string, index: number) => string;
}

/** One random step: time passing, the seat that moves, and what it does (a number in [0, 1)). */
const steps = fc.array(
  fc.record({
    waitMs: fc.nat(6_000),
    seat: fc.constantFrom<DuelSeat>(0, 1),
    roll: fc.double({ min: 0, max: 0.999, noNaN: true }),
  }),
  { minLength: 1, maxLength: 80 },
);

/** Plays a random duel, checking every view on the way; returns how many views were checked. */
function checkRandomDuel<S>(
  kase: ScoreDuelCase<S>,
  seed: number,
  plan: readonly { waitMs: number; seat: DuelSeat; roll: number }[],
): number {
  const setup = setupOf(seed);
  let state = kase.rules.start(setup);
  let at = 0;
  let checked = 0;
  for (const { waitMs, seat, roll } of plan) {
    if (kase.rules.outcome(state)) break;
    at += waitMs;
    for (const viewer of [0, 1] as const) {
      const own = json(kase.rules.privateView(state, viewer, at));
      expect(kase.privateSchema.parse(own)).toEqual(own);
      expect(ChallengePrivateView.parse(own)).toEqual(own);
    }
    const view = json(kase.rules.publicView(state, at));
    expect(PuzzleDuelView.parse(view)).toEqual(view);
    expect(ChallengeGameView.parse(view)).toEqual(view);
    checked += 1;
    const item = (kase.rules.privateView(state, seat, at) as { item: { index: number } | null }).item;
    if (!item) break;
    const move =
      roll < 0.1
        ? { item: item.index, hint: true }
        : roll < 0.2
          ? { item: item.index, skip: true }
          : { item: item.index, answer: roll < 0.7 ? kase.solution(setup.seed, item.index) : 'not it' };
    expect(ChallengeClientMessages.move.safeParse({ ply: 0, move }).success).toBe(true);
    const action: DuelAction = { type: 'move', seat, move, at };
    const result = kase.rules.apply(state, action);
    if (result.ok) state = result.state;
  }
  // The record stored (and revealed) at the end, here after a resignation or the clock.
  const ended = kase.rules.apply(state, { type: 'resign', seat: 0, at });
  const record = json(kase.rules.record(ended.ok ? ended.state : state));
  expect(record).toMatchObject(PuzzleDuelRecord.parse(record));
  return checked;
}

describe('word riddle views', () => {
  const kase: ScoreDuelCase<unknown> = {
    rules: wordRiddleRules,
    privateSchema: RiddlePrivateView,
    solution: (seed, index) => wordRiddle(seed, index).riddle.answer,
  };
  it('parse in every state of random duels', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), steps, (seed, plan) => {
        expect(checkRandomDuel(kase, seed, plan)).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
  });
});

describe('logic puzzle views', () => {
  const kase: ScoreDuelCase<unknown> = {
    rules: logicPuzzleRules,
    privateSchema: LogicPrivateView,
    solution: (seed, index) => logicPuzzle(seed, index).solution,
  };
  it('parse in every state of random duels', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), steps, (seed, plan) => {
        expect(checkRandomDuel(kase, seed, plan)).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
  });
});
