import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DuelAction, DuelSeat } from '../../duels/duel.js';
import { accepted, applyAll, deepFreeze, mulberry32, TEST_SETUP } from '../../duels/duel-test-kit.js';
import { mathDuelRules, type MathDuelState } from './math-duel.js';
import { MATH_ROUND_STRIDE, mathProblem, verifyMathDuelProblems } from './math-duel-problems.js';
import { MATH_LOCKOUT_MS, mathPoints } from './math-duel-scoring.js';

const SEED = TEST_SETUP.seed;
const start = (): MathDuelState => deepFreeze(mathDuelRules.start(TEST_SETUP));
const currentIndex = (state: MathDuelState, seat: DuelSeat, at: number): number => {
  const problem = mathDuelRules.privateView(state, seat, at)?.problem;
  if (!problem) throw new Error('no problem');
  return problem.index;
};
/** The seat's answer to its current problem at `at`, right or off by one. */
const answerAt = (state: MathDuelState, seat: DuelSeat, at: number, right = true): DuelAction => {
  const index = currentIndex(state, seat, at);
  const { answer } = mathProblem(SEED, index);
  return { type: 'move', seat, move: { problem: index, answer: right ? answer : answer + 1 }, at };
};
const step = (state: MathDuelState, seat: DuelSeat, at: number, right = true): MathDuelState =>
  deepFreeze(accepted(mathDuelRules.apply(state, answerAt(state, seat, at, right))));

/** Evaluates a problem's text (+, -, ×, ÷, parentheses; × and ÷ before + and -), independently of the generator. */
function evaluate(text: string): number {
  const tokens = text
    .replace(/[()]/g, (p) => ` ${p} `)
    .split(/\s+/)
    .filter(Boolean);
  let i = 0;
  const atom = (): number => {
    const token = tokens[i++];
    if (token === '(') {
      const value = sum();
      i += 1;
      return value;
    }
    return Number(token);
  };
  const product = (): number => {
    let value = atom();
    while (tokens[i] === '×' || tokens[i] === '÷')
      value = tokens[i++] === '×' ? value * atom() : value / atom();
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (tokens[i] === '+' || tokens[i] === '-')
      value = tokens[i++] === '+' ? value + product() : value - product();
    return value;
  };
  return sum();
}

describe('scoring', () => {
  it.each([
    { elapsed: 0, points: 10 },
    { elapsed: 1_999, points: 10 },
    { elapsed: 2_000, points: 9 },
    { elapsed: 5_500, points: 8 },
    { elapsed: 17_999, points: 2 },
    { elapsed: 18_000, points: 1 },
    { elapsed: 120_000, points: 1 },
    { elapsed: -50, points: 10 },
  ])('$elapsed ms after seeing it: $points points', ({ elapsed, points }) => {
    expect(mathPoints(elapsed)).toBe(points);
  });
});

describe('problems', () => {
  it('are the seed’s, regenerated alike, with answers that match their text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), (seed) => {
        const problems = verifyMathDuelProblems(seed, 30);
        expect(problems).toHaveLength(90);
        for (const problem of problems) {
          expect(mathProblem(seed, problem.index)).toEqual(problem);
          expect(evaluate(problem.text)).toBe(problem.answer);
          expect(Number.isInteger(problem.answer) && problem.answer > 0).toBe(true);
          expect(problem.round).toBe(Math.floor(problem.index / MATH_ROUND_STRIDE) + 1);
        }
      }),
      { numRuns: 30 },
    );
  });

  it.each([
    { round: 1, pattern: /^\d+ [+-] \d+$/ },
    { round: 2, pattern: /^\d+ [×÷] \d+$/ },
    { round: 3, pattern: /^(\d+ × \d+ [+-] \d+|\(\d+ \+ \d+\) × \d+|\d+ \+ \d+ × \d+)$/ },
  ])('round $round has its own kind of problem', ({ round, pattern }) => {
    const texts = verifyMathDuelProblems(SEED, 50)
      .filter((p) => p.round === round)
      .map((p) => p.text);
    for (const text of texts) expect(text).toMatch(pattern);
  });

  it('differ between seeds', () => {
    const texts = (seed: string) => verifyMathDuelProblems(seed, 10).map((p) => p.text);
    expect(texts('aa'.repeat(32))).not.toEqual(texts('bb'.repeat(32)));
  });
});

describe('the duel', () => {
  it('gives both players the same problems at their own pace', () => {
    let state = start();
    state = step(state, 0, 1_000);
    state = step(state, 0, 2_000);
    expect(currentIndex(state, 0, 2_000)).toBe(2);
    expect(currentIndex(state, 1, 2_000)).toBe(0);
    state = step(state, 1, 3_000);
    state = step(state, 1, 4_000);
    expect(mathDuelRules.privateView(state, 1, 4_000)?.problem).toEqual(
      mathDuelRules.privateView(state, 0, 4_000)?.problem,
    );
  });

  it('scores by the time since the problem was shown', () => {
    let state = start();
    state = step(state, 0, 4_100); // 4.1 s after the start: 8 points
    state = step(state, 0, 4_600); // 0.5 s after the previous answer: 10
    expect(mathDuelRules.publicView(state, 5_000)).toEqual({
      kind: 'math',
      scores: [18, 0],
      solved: [2, 0],
      round: 1,
      winningScore: 50,
    });
    expect(mathDuelRules.privateView(state, 0, 5_000)?.last).toMatchObject({
      index: 1,
      correct: true,
      points: 10,
    });
  });

  it('locks a wrong answer out for 3 s, then takes the same problem again, its clock still running', () => {
    let state = step(start(), 0, 1_000, false);
    expect(mathDuelRules.privateView(state, 0, 1_500)).toMatchObject({
      lockedUntil: 1_000 + MATH_LOCKOUT_MS,
      last: { index: 0, correct: false, points: 0 },
    });
    expect(mathDuelRules.apply(state, answerAt(state, 0, 3_999))).toEqual({ ok: false, error: 'locked_out' });
    // The other player is not locked.
    state = step(state, 1, 2_000);
    state = step(state, 0, 4_000);
    expect(mathDuelRules.publicView(state, 4_000).scores).toEqual([8, 9]);
    expect(mathDuelRules.privateView(state, 0, 4_000)?.lockedUntil).toBeNull();
  });

  it('refuses an answer to another problem, a malformed answer, and draw offers', () => {
    const state = start();
    const cases: [DuelAction, string][] = [
      [{ type: 'move', seat: 0, move: { problem: 1, answer: 5 }, at: 10 }, 'illegal_move'],
      [{ type: 'move', seat: 0, move: { problem: 0, answer: 1.5 }, at: 10 }, 'bad_move'],
      [{ type: 'move', seat: 0, move: { uci: 'e2e4' }, at: 10 }, 'bad_move'],
      [{ type: 'flag', at: Number.POSITIVE_INFINITY }, 'bad_move'],
      [{ type: 'offer-draw', seat: 0, at: 10 }, 'no_draws'],
      [{ type: 'accept-draw', seat: 1, at: 10 }, 'no_draws'],
    ];
    for (const [action, error] of cases)
      expect(mathDuelRules.apply(state, action)).toEqual({ ok: false, error });
  });

  it('ends when a player reaches 50 points', () => {
    let state = start();
    for (let i = 1; i <= 4; i += 1) {
      state = step(state, 0, i * 1_000);
      state = step(state, 1, i * 1_000 + 500);
    }
    expect(mathDuelRules.publicView(state, 5_000).scores).toEqual([40, 40]);
    state = step(state, 1, 5_600);
    expect(mathDuelRules.outcome(state)).toEqual({ winner: 1, reason: 'score' });
    expect(mathDuelRules.privateView(state, 0, 6_000)?.problem).toBeNull();
    expect(mathDuelRules.apply(state, answerAt(start(), 0, 6_000))).toEqual({
      ok: false,
      error: 'game_over',
    });
  });

  it.each([
    { name: 'equal scores draw', answers: [1, 1], outcome: { winner: null, reason: 'time_score' } },
    { name: 'the higher score wins', answers: [1, 2], outcome: { winner: 1, reason: 'time_score' } },
    { name: 'nobody answered: a draw', answers: [0, 0], outcome: { winner: null, reason: 'time_score' } },
  ])('when the clock runs out, $name', ({ answers, outcome }) => {
    let state = start();
    for (const seat of [0, 1] as const)
      for (let i = 0; i < (answers[seat] ?? 0); i += 1) state = step(state, seat, 1_000 + i);
    const ended = accepted(mathDuelRules.apply(state, { type: 'flag', at: 300_000 }));
    expect(mathDuelRules.outcome(ended)).toEqual(outcome);
    expect(ended.endedAt).toBe(300_000);
    expect(mathDuelRules.clocks(ended, 400_000)).toEqual({ remainingMs: [0, 0], running: null });
  });

  it('a late answer after the clock ran out ends the duel on time instead', () => {
    const state = start();
    const ended = accepted(mathDuelRules.apply(state, answerAt(state, 0, 301_000)));
    expect(mathDuelRules.outcome(ended)).toEqual({ winner: null, reason: 'time_score' });
  });

  it('moves both players into the next round at its start (a flag there), with a fresh problem', () => {
    let state = step(start(), 0, 1_000);
    expect(mathDuelRules.deadline(state)).toBe(100_000);
    const early = mathDuelRules.apply(state, { type: 'flag', at: 99_999 });
    expect(early.ok && early.state).toBe(state);
    const stale = answerAt(state, 0, 99_000);
    state = accepted(mathDuelRules.apply(state, { type: 'flag', at: 100_000 }));
    expect(mathDuelRules.deadline(state)).toBe(200_000);
    expect(mathDuelRules.privateView(state, 0, 100_000)?.problem).toMatchObject({ index: 1000, round: 2 });
    expect(mathDuelRules.privateView(state, 1, 100_000)?.problem).toMatchObject({ index: 1000, round: 2 });
    expect(mathDuelRules.publicView(state, 100_000).round).toBe(2);
    expect(mathDuelRules.apply(state, { ...stale, at: 100_500 })).toEqual({
      ok: false,
      error: 'illegal_move',
    });
    // Shown at the round's start: an answer 3 s in scores 9.
    state = step(state, 1, 103_000);
    expect(mathDuelRules.publicView(state, 103_000).scores).toEqual([10, 9]);
    state = accepted(mathDuelRules.apply(state, { type: 'flag', at: 200_000 }));
    expect(mathDuelRules.deadline(state)).toBe(300_000);
    expect(mathDuelRules.privateView(state, 1, 200_000)?.problem).toMatchObject({ index: 2000, round: 3 });
  });

  it.each([
    {
      action: { type: 'resign', seat: 0, at: 5_000 } as const,
      outcome: { winner: 1, reason: 'resignation' },
    },
    { action: { type: 'forfeit', seat: 1, at: 5_000 } as const, outcome: { winner: 0, reason: 'forfeit' } },
  ])('$action.type ends the duel', ({ action, outcome }) => {
    expect(mathDuelRules.outcome(accepted(mathDuelRules.apply(start(), action)))).toEqual(outcome);
  });

  it('records the seed, every problem shown with its answer, and both answer logs', () => {
    let state = step(start(), 0, 1_000);
    state = step(state, 1, 2_000, false);
    state = accepted(mathDuelRules.apply(state, { type: 'flag', at: 100_000 }));
    state = step(state, 0, 101_000);
    state = accepted(mathDuelRules.apply(state, { type: 'resign', seat: 1, at: 102_000 }));
    const record = mathDuelRules.record(state) as {
      seed: string;
      clientSeed: string;
      problems: { index: number; answer: number }[];
      answers: { index: number; correct: boolean }[][];
    };
    expect(record.seed).toBe(SEED);
    expect(record.clientSeed).toBe('math-duel');
    expect(record.problems.map((p) => p.index)).toEqual([0, 1, 1000, 1001]);
    expect(record.problems).toEqual([0, 1, 1000, 1001].map((index) => mathProblem(SEED, index)));
    expect(record.answers.map((log) => log.map((a) => [a.index, a.correct]))).toEqual([
      [
        [0, true],
        [1000, true],
      ],
      [[0, false]],
    ]);
  });
});

function randomDuel(seed: number): { actions: DuelAction[]; state: MathDuelState } {
  const rng = mulberry32(seed);
  let state = start();
  let at = 0;
  const actions: DuelAction[] = [];
  while (!mathDuelRules.outcome(state) && actions.length < 400) {
    at += Math.floor(rng() * 4_000);
    const seat: DuelSeat = rng() < 0.5 ? 0 : 1;
    const roll = rng();
    const action: DuelAction =
      roll < 0.05
        ? { type: 'flag', at }
        : roll < 0.07
          ? { type: 'offer-draw', seat, at }
          : at < 300_000
            ? answerAt(state, seat, at, rng() < 0.7)
            : { type: 'flag', at };
    const before = JSON.stringify(state);
    const result = mathDuelRules.apply(state, action);
    expect(JSON.stringify(state)).toBe(before);
    if (!result.ok) continue;
    actions.push(action);
    state = deepFreeze(result.state);
    // The public view carries scores and progress only, never a problem or an answer.
    const view = mathDuelRules.publicView(state, at);
    expect(Object.keys(view).sort()).toEqual(['kind', 'round', 'scores', 'solved', 'winningScore']);
    const json = JSON.stringify(view);
    for (const s of [0, 1] as const) {
      const problem = mathDuelRules.privateView(state, s, at)?.problem;
      if (problem) expect(json).not.toContain(problem.text);
    }
  }
  return { actions, state };
}

describe('random duels', () => {
  it('never throw or mutate, replay to the same state, keep the public view free of problems, and end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const { actions, state } = randomDuel(seed);
        expect(applyAll(mathDuelRules, mathDuelRules.start(TEST_SETUP), actions)).toEqual(state);
        expect(mathDuelRules.outcome(state)).not.toBeNull();
        const [a, b] = state.players;
        expect(a.score + b.score).toBe([...a.answers, ...b.answers].reduce((sum, x) => sum + x.points, 0));
      }),
      { numRuns: 60 },
    );
  });
});
