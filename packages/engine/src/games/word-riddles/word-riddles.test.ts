import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DuelAction, DuelSeat } from '../../duels/duel.js';
import { accepted, deepFreeze, TEST_SETUP } from '../../duels/duel-test-kit.js';
import { firstItemOfRound } from '../../duels/score-duel-game.js';
import type { ScoreDuelState } from '../../duels/score-duel.js';
import { RIDDLES_BY_DIFFICULTY } from './riddle-set.js';
import {
  RIDDLE_HINT_COST,
  riddleOrder,
  riddlePoints,
  wordRiddle,
  wordRiddleGame,
  wordRiddleRules,
  type WordRiddleItem,
} from './word-riddles.js';

const SEED = TEST_SETUP.seed;
const seeds = fc.stringMatching(/^[0-9a-f]{64}$/);
type State = ScoreDuelState<WordRiddleItem>;

describe('riddle scoring', () => {
  it.each([
    { elapsed: 0, hints: 0, points: 10 },
    { elapsed: 2_999, hints: 0, points: 10 },
    { elapsed: 3_000, hints: 0, points: 9 },
    { elapsed: 10_000, hints: 0, points: 7 },
    { elapsed: 26_999, hints: 0, points: 2 },
    { elapsed: 27_000, hints: 0, points: 1 },
    { elapsed: 600_000, hints: 0, points: 1 },
    { elapsed: 0, hints: 1, points: 8 },
    { elapsed: 4_000, hints: 2, points: 5 },
    { elapsed: 12_000, hints: 3, points: 1 },
    { elapsed: -100, hints: 0, points: 10 },
  ])('$elapsed ms with $hints hints: $points points', ({ elapsed, hints, points }) => {
    expect(riddlePoints(elapsed, hints)).toBe(points);
  });
});

describe('drawing riddles', () => {
  it('gives round r riddles of difficulty r, the same for a seed, none twice within a pass of the pool', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const round of [1, 2, 3]) {
          const pool = RIDDLES_BY_DIFFICULTY[round - 1] ?? [];
          const drawn = pool.map((_, k) => wordRiddle(seed, firstItemOfRound(round) + k));
          expect(new Set(drawn.map((item) => item.riddle)).size).toBe(pool.length);
          for (const item of drawn) {
            expect(item.round).toBe(round);
            expect(item.riddle.difficulty).toBe(round);
            expect(wordRiddle(seed, item.index)).toEqual(item);
          }
        }
      }),
      { numRuns: 10 },
    );
  });

  it('is a permutation per pass, and the seed decides the order', () => {
    const order = riddleOrder(SEED, 1);
    expect([...order].sort((a, b) => a - b)).toEqual(order.map((_, i) => i));
    expect(riddleOrder(SEED, 1, 1)).not.toEqual(order);
    expect(riddleOrder('cd'.repeat(32), 1)).not.toEqual(order);
    const size = RIDDLES_BY_DIFFICULTY[0]?.length ?? 0;
    // Past the pool the next pass starts: still difficulty 1, in its own order.
    expect(wordRiddle(SEED, size).riddle).toBe(RIDDLES_BY_DIFFICULTY[0]?.[riddleOrder(SEED, 1, 1)[0] ?? -1]);
  });
});

describe('judging', () => {
  const item = wordRiddle(SEED, 0);
  it.each([
    { name: 'the answer', answer: item.riddle.answer, hints: 0, expected: { correct: true, points: 9 } },
    {
      name: 'the answer shouted',
      answer: `THE ${item.riddle.answer.toUpperCase()}!`,
      hints: 1,
      expected: { correct: true, points: 7 },
    },
    {
      name: 'a wrong answer',
      answer: 'xylophone quartet',
      hints: 0,
      expected: { correct: false, points: 0 },
    },
    { name: 'no answer at all', answer: '...', hints: 0, expected: null },
  ])('$name', ({ answer, hints, expected }) => {
    expect(wordRiddleGame.judge(item, answer, 4_000, hints)).toEqual(expected);
  });
});

const start = (): State => deepFreeze(wordRiddleRules.start(TEST_SETUP));
const move = (seat: DuelSeat, index: number, extra: object, at: number): DuelAction => ({
  type: 'move',
  seat,
  move: { item: index, ...extra },
  at,
});

describe('a word riddle duel', () => {
  it('shows the riddle, its letters and the hints taken, never the answer; hints cost points', () => {
    let state = start();
    const { riddle } = wordRiddle(SEED, 0);
    expect(wordRiddleRules.privateView(state, 0, 0)).toEqual({
      kind: 'word_riddles',
      item: {
        index: 0,
        round: 1,
        text: riddle.text,
        letters: riddle.answer.replace(/[^a-z0-9]/gi, '').length,
        hints: [],
        hintsLeft: riddle.hints.length,
        hintCost: RIDDLE_HINT_COST,
      },
      lockedUntil: null,
      last: null,
    });
    state = accepted(wordRiddleRules.apply(state, move(0, 0, { hint: true }, 1_000)));
    expect(wordRiddleRules.privateView(state, 0, 1_000)?.item).toMatchObject({
      hints: riddle.hints.slice(0, 1),
      hintsLeft: riddle.hints.length - 1,
    });
    expect(wordRiddleRules.privateView(state, 1, 1_000)?.item).toMatchObject({ hints: [] });
    state = accepted(wordRiddleRules.apply(state, move(0, 0, { answer: riddle.answer }, 2_000)));
    expect(wordRiddleRules.publicView(state, 2_000)).toEqual({
      kind: 'word_riddles',
      scores: [8, 0],
      solved: [1, 0],
      round: 1,
      winningScore: 50,
      hints: [1, 0],
    });
  });

  it('records every riddle served with its answer when it ends', () => {
    let state = start();
    state = accepted(wordRiddleRules.apply(state, move(1, 0, { skip: true }, 1_000)));
    state = accepted(wordRiddleRules.apply(state, { type: 'flag', at: 300_000 }));
    const record = wordRiddleRules.record(state);
    expect(record.items).toEqual(
      [0, 1, 1000, 2000].map((index) => {
        const { round, riddle } = wordRiddle(SEED, index);
        return {
          index,
          round,
          text: riddle.text,
          answer: riddle.answer,
          alternatives: riddle.also,
          hints: riddle.hints,
        };
      }),
    );
  });
});
