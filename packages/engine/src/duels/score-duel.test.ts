import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DuelAction, DuelSeat } from './duel.js';
import { accepted, applyAll, deepFreeze, mulberry32, TEST_SETUP } from './duel-test-kit.js';
import { scoreDuelRoundOf, type ScoreDuelGame } from './score-duel-game.js';
import { SCORE_DUEL_LOCKOUT_MS, scoreDuelRules, type ScoreDuelState } from './score-duel.js';

// A toy game: item i of a seed is a word to type back, made of the seed's first letters and i (both
// seats get the same); 10 points less one per 2 s and 3 per hint, at least 1; even items have two
// hints, odd ones none; "?" is not an answer at all.
interface ToyItem {
  readonly word: string;
  readonly round: number;
}
const toyGame: ScoreDuelGame<ToyItem, { index: number; round: number; shown: string; hints: number }> = {
  gameType: 'word_riddles',
  item: (seed, index) => ({ word: `w${seed.slice(0, 3)}${index}`, round: scoreDuelRoundOf(index) }),
  judge(item, answer, elapsedMs, hints) {
    if (answer === '?') return null;
    if (answer !== item.word) return { correct: false, points: 0 };
    return { correct: true, points: Math.max(1, 10 - Math.floor(elapsedMs / 2_000) - 3 * hints) };
  },
  hintCount: (item) => (Number(item.word.slice(4)) % 2 === 0 ? 2 : 0),
  hintText: (item, n) => item.word.slice(0, n + 2),
  hintCost: 3,
  itemView: (item, context) => ({
    index: context.index,
    round: context.round,
    shown: `type the word of length ${item.word.length}`,
    hints: context.hints,
  }),
  recordItem: (item, index) => ({ index, word: item.word }),
};
const rules = scoreDuelRules(toyGame);
type State = ScoreDuelState<ToyItem>;

const SEED = TEST_SETUP.seed;
const start = (): State => deepFreeze(rules.start(TEST_SETUP));
const current = (state: State, seat: DuelSeat, at: number): number => {
  const item = rules.privateView(state, seat, at)?.item;
  if (!item) throw new Error('no item');
  return item.index;
};
const wordOf = (index: number): string => toyGame.item(SEED, index).word;
const answerAt = (state: State, seat: DuelSeat, at: number, right = true): DuelAction => {
  const index = current(state, seat, at);
  return { type: 'move', seat, move: { item: index, answer: right ? wordOf(index) : 'nope' }, at };
};
const step = (state: State, seat: DuelSeat, at: number, right = true): State =>
  deepFreeze(accepted(rules.apply(state, answerAt(state, seat, at, right))));
const act = (state: State, seat: DuelSeat, at: number, extra: object): State =>
  deepFreeze(
    accepted(
      rules.apply(state, { type: 'move', seat, move: { item: current(state, seat, at), ...extra }, at }),
    ),
  );

describe('a score duel', () => {
  it('gives both seats the same items at their own pace', () => {
    let state = start();
    state = step(state, 0, 1_000);
    state = step(state, 0, 2_000);
    expect(current(state, 0, 2_000)).toBe(2);
    expect(current(state, 1, 2_000)).toBe(0);
    state = step(state, 1, 3_000);
    state = step(state, 1, 4_000);
    expect(rules.privateView(state, 1, 4_000)?.item).toEqual(rules.privateView(state, 0, 4_000)?.item);
  });

  it('scores by the game’s judgement of the time since the item was shown', () => {
    let state = start();
    state = step(state, 0, 4_100); // 4.1 s: 8 points
    state = step(state, 0, 4_600); // 0.5 s after: 10
    expect(rules.publicView(state, 5_000)).toEqual({
      kind: 'word_riddles',
      scores: [18, 0],
      solved: [2, 0],
      round: 1,
      winningScore: 50,
      hints: [0, 0],
    });
    expect(rules.privateView(state, 0, 5_000)?.last).toEqual({
      index: 1,
      correct: true,
      points: 10,
      skipped: false,
    });
  });

  it('locks a wrong answer out for 3 s (skips too, not hints), then takes the same item, its time running', () => {
    let state = step(start(), 0, 1_000, false);
    expect(rules.privateView(state, 0, 1_500)).toMatchObject({
      lockedUntil: 1_000 + SCORE_DUEL_LOCKOUT_MS,
      last: { index: 0, correct: false, points: 0, skipped: false },
    });
    expect(rules.apply(state, answerAt(state, 0, 3_999))).toEqual({ ok: false, error: 'locked_out' });
    expect(rules.apply(state, { type: 'move', seat: 0, move: { item: 0, skip: true }, at: 2_000 })).toEqual({
      ok: false,
      error: 'locked_out',
    });
    state = act(state, 0, 2_000, { hint: true });
    state = step(state, 1, 2_000);
    state = step(state, 0, 4_000); // 4 s since shown, one hint: 10 - 2 - 3
    expect(rules.publicView(state, 4_000).scores).toEqual([5, 9]);
    expect(rules.privateView(state, 0, 4_000)?.lockedUntil).toBeNull();
  });

  it('reveals hints one by one, counts them, and refuses one more than the item has', () => {
    let state = act(start(), 0, 1_000, { hint: true });
    expect(rules.privateView(state, 0, 1_000)?.item?.hints).toBe(1);
    state = act(state, 0, 1_500, { hint: true });
    expect(rules.publicView(state, 1_500).hints).toEqual([2, 0]);
    expect(rules.apply(state, { type: 'move', seat: 0, move: { item: 0, hint: true }, at: 2_000 })).toEqual({
      ok: false,
      error: 'illegal_move',
    });
    // The next item starts without hints; odd items have none at all.
    state = step(state, 0, 2_000);
    expect(rules.privateView(state, 0, 2_000)?.item).toMatchObject({ index: 1, hints: 0 });
    expect(rules.apply(state, { type: 'move', seat: 0, move: { item: 1, hint: true }, at: 2_500 })).toEqual({
      ok: false,
      error: 'illegal_move',
    });
    // Hints cost points, never below 1.
    expect(rules.publicView(state, 2_000).scores).toEqual([3, 0]);
  });

  it('skips to the next item for no points', () => {
    let state = act(start(), 1, 1_000, { skip: true });
    expect(rules.privateView(state, 1, 1_000)).toMatchObject({
      item: { index: 1 },
      last: { index: 0, correct: false, points: 0, skipped: true },
    });
    expect(rules.publicView(state, 1_000)).toMatchObject({ scores: [0, 0], solved: [0, 0] });
    state = step(state, 1, 1_500); // shown at the skip: 10 points
    expect(rules.publicView(state, 1_500).scores).toEqual([0, 10]);
  });

  it.each<{ name: string; move: unknown; error: string }>([
    { name: 'another item (stale)', move: { item: 1, answer: 'x' }, error: 'illegal_move' },
    { name: 'a hint for another item', move: { item: 3, hint: true }, error: 'illegal_move' },
    { name: 'no answer at all (the game says null)', move: { item: 0, answer: '?' }, error: 'bad_move' },
    { name: 'an empty answer', move: { item: 0, answer: '' }, error: 'bad_move' },
    { name: 'an answer too long', move: { item: 0, answer: 'x'.repeat(401) }, error: 'bad_move' },
    { name: 'a numeric answer', move: { item: 0, answer: 5 }, error: 'bad_move' },
    { name: 'hint: false', move: { item: 0, hint: false }, error: 'bad_move' },
    { name: 'skip and answer at once', move: { item: 0, skip: true, answer: 'x' }, error: 'bad_move' },
    { name: 'an extra key', move: { item: 0, answer: 'x', problem: 0 }, error: 'bad_move' },
    { name: 'a negative item', move: { item: -1, answer: 'x' }, error: 'bad_move' },
    { name: 'a fractional item', move: { item: 0.5, answer: 'x' }, error: 'bad_move' },
    { name: 'the math duel’s shape', move: { problem: 0, answer: 5 }, error: 'bad_move' },
    { name: 'null', move: null, error: 'bad_move' },
    { name: 'an array', move: [0, 'x'], error: 'bad_move' },
  ])('refuses $name ($error) and changes nothing', ({ move, error }) => {
    const state = start();
    expect(rules.apply(state, { type: 'move', seat: 0, move, at: 10 })).toEqual({ ok: false, error });
  });

  it.each<{ action: DuelAction; error: string }>([
    { action: { type: 'offer-draw', seat: 0, at: 10 }, error: 'no_draws' },
    { action: { type: 'accept-draw', seat: 1, at: 10 }, error: 'no_draws' },
    { action: { type: 'decline-draw', seat: 1, at: 10 }, error: 'no_draws' },
    { action: { type: 'flag', at: Number.POSITIVE_INFINITY }, error: 'bad_move' },
    { action: { type: 'flag', at: Number.NaN }, error: 'bad_move' },
  ])('refuses $action.type at $action.at: $error', ({ action, error }) => {
    expect(rules.apply(start(), action)).toEqual({ ok: false, error });
  });

  it('ends when a seat reaches the winning score, hiding the items from then on', () => {
    let state = start();
    for (let i = 1; i <= 4; i += 1) {
      state = step(state, 0, i * 1_000);
      state = step(state, 1, i * 1_000 + 500);
    }
    expect(rules.publicView(state, 5_000).scores).toEqual([40, 40]);
    state = step(state, 1, 5_600);
    expect(rules.outcome(state)).toEqual({ winner: 1, reason: 'score' });
    expect(rules.deadline(state)).toBeNull();
    expect(rules.privateView(state, 0, 6_000)?.item).toBeNull();
    expect(rules.apply(state, { type: 'flag', at: 6_000 })).toEqual({ ok: false, error: 'game_over' });
  });

  it.each([
    { name: 'equal scores draw', answers: [1, 1], outcome: { winner: null, reason: 'time_score' } },
    { name: 'the higher score wins', answers: [1, 2], outcome: { winner: 1, reason: 'time_score' } },
    { name: 'nobody answered: a draw', answers: [0, 0], outcome: { winner: null, reason: 'time_score' } },
  ])('when the clock runs out, $name', ({ answers, outcome }) => {
    let state = start();
    for (const seat of [0, 1] as const)
      for (let i = 0; i < (answers[seat] ?? 0); i += 1) state = step(state, seat, 1_000 + i);
    const ended = accepted(rules.apply(state, { type: 'flag', at: 300_000 }));
    expect(rules.outcome(ended)).toEqual(outcome);
    expect(ended.endedAt).toBe(300_000);
    expect(rules.clocks(ended, 400_000)).toEqual({ remainingMs: [0, 0], running: null });
  });

  it('ends on time when a late move arrives after the clock ran out', () => {
    const state = start();
    const ended = accepted(rules.apply(state, answerAt(state, 0, 301_000)));
    expect(rules.outcome(ended)).toEqual({ winner: null, reason: 'time_score' });
  });

  it.each([
    { type: 'resign' as const, reason: 'resignation' },
    { type: 'forfeit' as const, reason: 'forfeit' },
  ])('$type ends it for the other seat', ({ type, reason }) => {
    const ended = accepted(rules.apply(step(start(), 0, 1_000), { type, seat: 0, at: 2_000 }));
    expect(rules.outcome(ended)).toEqual({ winner: 1, reason });
    expect(ended.endedAt).toBe(2_000);
  });

  it('moves both seats into the next round at its start (a flag there), with a fresh item', () => {
    let state = step(start(), 0, 1_000);
    state = act(state, 1, 1_000, { hint: true });
    expect(rules.deadline(state)).toBe(100_000);
    const early = rules.apply(state, { type: 'flag', at: 99_999 });
    expect(early.ok && early.state).toBe(state);
    const stale = answerAt(state, 0, 99_000);
    state = accepted(rules.apply(state, { type: 'flag', at: 100_000 }));
    expect(rules.deadline(state)).toBe(200_000);
    for (const seat of [0, 1] as const)
      expect(rules.privateView(state, seat, 100_000)?.item).toMatchObject({
        index: 1000,
        round: 2,
        hints: 0,
      });
    expect(rules.publicView(state, 100_000).round).toBe(2);
    expect(rules.apply(state, { ...stale, at: 100_500 })).toEqual({ ok: false, error: 'illegal_move' });
    state = step(state, 1, 103_000); // shown at the round's start: 3 s → 9 points
    expect(rules.publicView(state, 103_000).scores).toEqual([10, 9]);
    state = accepted(rules.apply(state, { type: 'flag', at: 200_000 }));
    expect(rules.deadline(state)).toBe(300_000);
    expect(rules.privateView(state, 0, 200_000)?.item).toMatchObject({ index: 2000, round: 3 });
  });

  it('shows a seat its new round’s item before the flag arrives', () => {
    const state = start();
    expect(rules.privateView(state, 0, 150_000)?.item).toMatchObject({ index: 1000, round: 2 });
  });

  it('never lets game time run backwards', () => {
    let state = step(start(), 0, 5_000);
    // Stamped before the last action: taken as simultaneous with it (shown at 5 s, answered at 5 s).
    state = step(state, 0, 1_000);
    expect(state.clockAt).toBe(5_000);
    expect(rules.privateView(state, 0, 5_000)?.last?.points).toBe(10);
  });

  it('records the seed, every item shown with its solution, and every answer, hint and skip', () => {
    let state = step(start(), 0, 1_000);
    state = step(state, 0, 2_000, false);
    state = act(state, 1, 2_000, { hint: true });
    state = act(state, 1, 2_500, { skip: true });
    state = accepted(rules.apply(state, { type: 'flag', at: 100_000 }));
    state = act(state, 1, 101_000, { skip: true });
    state = accepted(rules.apply(state, { type: 'resign', seat: 0, at: 102_000 }));
    expect(rules.record(state)).toEqual({
      gameType: 'word_riddles',
      seed: SEED,
      items: [0, 1, 1000, 1001].map((index) => ({ index, word: wordOf(index) })),
      log: [
        [
          { kind: 'answer', index: 0, answer: wordOf(0), correct: true, points: 10, at: 1_000 },
          { kind: 'answer', index: 1, answer: 'nope', correct: false, points: 0, at: 2_000 },
        ],
        [
          { kind: 'hint', index: 0, at: 2_000 },
          { kind: 'skip', index: 0, at: 2_500 },
          { kind: 'skip', index: 1000, at: 101_000 },
        ],
      ],
      scores: [10, 0],
      solved: [1, 0],
      hints: [0, 1],
      outcome: { winner: 1, reason: 'resignation' },
      endedAt: 102_000,
    });
  });
});

/** A random duel of answers (right or wrong), hints, skips, flags and stray actions. */
function randomDuel(seed: number): { actions: DuelAction[]; state: State } {
  const rng = mulberry32(seed);
  let state = rules.start(TEST_SETUP);
  const actions: DuelAction[] = [];
  let at = 0;
  while (!rules.outcome(state) && actions.length < 400) {
    at += Math.floor(rng() * 4_000);
    const seat: DuelSeat = rng() < 0.5 ? 0 : 1;
    const roll = rng();
    const index = current(state, seat, at);
    const action: DuelAction =
      roll < 0.05
        ? { type: 'flag', at }
        : roll < 0.07
          ? { type: 'offer-draw', seat, at }
          : roll < 0.15
            ? { type: 'move', seat, move: { item: index, hint: true }, at }
            : roll < 0.22
              ? { type: 'move', seat, move: { item: index, skip: true }, at }
              : roll < 0.25
                ? { type: 'move', seat, move: { item: index + 1, answer: 'late' }, at }
                : answerAt(state, seat, at, rng() < 0.7);
    const before = JSON.stringify(state);
    const result = rules.apply(state, action);
    expect(JSON.stringify(state)).toBe(before);
    if (!result.ok) continue;
    actions.push(action);
    state = deepFreeze(result.state);
    const view = JSON.stringify(rules.publicView(state, at));
    for (const s of [0, 1] as const) {
      const own = JSON.stringify(rules.privateView(state, s, at));
      const word = wordOf(state.players[s].index);
      // No view holds a solution: the public view never, the private view not its own item's either.
      expect(view).not.toContain(word);
      expect(own).not.toContain(word);
    }
  }
  return { actions, state };
}

describe('random score duels', () => {
  it('never throw or mutate, replay to the same state, score only the points logged, hide solutions, and end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const { actions, state } = randomDuel(seed);
        expect(applyAll(rules, rules.start(TEST_SETUP), actions)).toEqual(state);
        expect(rules.outcome(state)).not.toBeNull();
        for (const player of state.players) {
          const answers = player.log.filter((entry) => entry.kind === 'answer');
          expect(player.score).toBe(answers.reduce((sum, entry) => sum + entry.points, 0));
          expect(player.solved).toBe(answers.filter((entry) => entry.correct).length);
          expect(player.hints).toBe(player.log.filter((entry) => entry.kind === 'hint').length);
          expect(player.score).toBeLessThanOrEqual(10 * player.solved);
        }
        const outcome = rules.outcome(state);
        const [a, b] = state.players.map((player) => player.score) as [number, number];
        if (outcome?.reason === 'time_score') expect(outcome.winner).toBe(a === b ? null : a > b ? 0 : 1);
        if (outcome?.reason === 'score') expect(Math.max(a, b)).toBeGreaterThanOrEqual(50);
      }),
      { numRuns: 60 },
    );
  });
});
