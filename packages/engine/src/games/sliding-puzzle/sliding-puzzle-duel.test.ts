// The image puzzles duel end to end through its rules (the score duel around the sliding puzzles).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DuelAction, DuelSeat } from '../../duels/duel.js';
import { accepted, applyAll, deepFreeze, mulberry32, TEST_SETUP } from '../../duels/duel-test-kit.js';
import type { ScoreDuelState } from '../../duels/score-duel.js';
import { slidingPuzzleRules as rules } from './sliding-puzzle.js';
import { slidingPuzzleItem, type SlidingPuzzleItem } from './sliding-puzzle-items.js';

type State = ScoreDuelState<SlidingPuzzleItem>;
const SEED = TEST_SETUP.seed;
const start = (): State => deepFreeze(rules.start(TEST_SETUP));
const currentItem = (state: State, seat: DuelSeat, at: number) => {
  const item = rules.privateView(state, seat, at)?.item;
  if (!item) throw new Error('no item');
  return item;
};
/** The seat's answer to its current item at `at`: the optimal solution, or one move short of it. */
const answerAt = (state: State, seat: DuelSeat, at: number, right = true): DuelAction => {
  const { index } = currentItem(state, seat, at);
  const { solution } = slidingPuzzleItem(SEED, index);
  return { type: 'move', seat, move: { item: index, answer: right ? solution : solution.slice(0, -1) }, at };
};
const step = (state: State, seat: DuelSeat, at: number, right = true): State =>
  deepFreeze(accepted(rules.apply(state, answerAt(state, seat, at, right))));

describe('the image puzzles duel', () => {
  it('deals both seats the same boards, and a quick optimal solution scores 10', () => {
    let state = start();
    expect(currentItem(state, 0, 0)).toEqual(currentItem(state, 1, 0));
    state = step(state, 0, 5_000);
    expect(rules.publicView(state, 5_000)).toEqual({
      kind: 'image_puzzles',
      scores: [10, 0],
      solved: [1, 0],
      round: 1,
      winningScore: 50,
      hints: [0, 0],
    });
    expect(currentItem(state, 0, 5_000).index).toBe(1);
    expect(currentItem(state, 1, 5_000).index).toBe(0);
  });

  it('locks a wrong solution out for 3 s and refuses a non-answer without a lock-out', () => {
    const state = step(start(), 0, 1_000, false);
    expect(rules.privateView(state, 0, 1_500)).toMatchObject({
      lockedUntil: 4_000,
      last: { index: 0, correct: false, points: 0 },
    });
    expect(rules.apply(state, answerAt(state, 0, 3_999))).toEqual({ ok: false, error: 'locked_out' });
    const bad = (answer: string): DuelAction => ({
      type: 'move',
      seat: 1,
      move: { item: 0, answer },
      at: 1_000,
    });
    expect(rules.apply(state, bad('up'))).toEqual({ ok: false, error: 'bad_move' });
    expect(rules.apply(state, bad('U'.repeat(401)))).toEqual({ ok: false, error: 'bad_move' });
    expect(rules.apply(state, { type: 'move', seat: 1, move: { item: 0, hint: true }, at: 1_000 })).toEqual({
      ok: false,
      error: 'illegal_move',
    });
  });

  it('ends at 50 points, and the record reveals every board served with its solution', () => {
    let state = start();
    for (let i = 1; i <= 5; i += 1) state = step(state, 1, i * 1_000);
    expect(rules.outcome(state)).toEqual({ winner: 1, reason: 'score' });
    const record = rules.record(state) as { items: { index: number; solution: string }[] };
    expect(record.items.map((item) => item.index)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const item of record.items) expect(item.solution).toBe(slidingPuzzleItem(SEED, item.index).solution);
    expect(rules.privateView(state, 0, 6_000)?.item).toBeNull();
  });

  it('moves into round 3 on its 4 × 4 boards', () => {
    const state = accepted(rules.apply(start(), { type: 'flag', at: 200_000 }));
    expect(currentItem(state, 0, 200_000)).toMatchObject({ index: 2000, round: 3, size: 4 });
  });
});

function randomDuel(seed: number): { actions: DuelAction[]; state: State } {
  const rng = mulberry32(seed);
  let state = start();
  const actions: DuelAction[] = [];
  let at = 0;
  while (!rules.outcome(state)) {
    at += Math.floor(rng() * 8_000);
    const seat: DuelSeat = rng() < 0.5 ? 0 : 1;
    const roll = rng();
    const action: DuelAction =
      at >= 300_000 || roll < 0.05
        ? { type: 'flag', at }
        : roll < 0.1
          ? { type: 'move', seat, move: { item: currentItem(state, seat, at).index, skip: true }, at }
          : answerAt(state, seat, at, rng() < 0.6);
    const result = rules.apply(state, action);
    if (!result.ok) continue;
    actions.push(action);
    state = deepFreeze(result.state);
    // Every viewer's view: scores only, never a board or a solution.
    const json = JSON.stringify(rules.publicView(state, at));
    expect(json).not.toMatch(/tiles|solution|[UDLR]{4}/);
    for (const s of [0, 1] as const) {
      const own = JSON.stringify(rules.privateView(state, s, at));
      expect(own).not.toContain('solution');
    }
  }
  return { actions, state };
}

describe('random duels', () => {
  it('never show a solution, end, and replay to the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const { actions, state } = randomDuel(seed);
        expect(applyAll(rules, rules.start(TEST_SETUP), actions)).toEqual(state);
        expect(rules.outcome(state)).not.toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});
