// The word riddle duel (word_riddles): a score duel (duels/score-duel.ts) over the curated riddle set
// (riddle-set.ts). Round r draws riddles of difficulty r in an order shuffled from the duel's seed
// with the published HMAC stream (fairness-stream.ts): serverSeed = the duel's seed, clientSeed
// 'word-riddles', nonce = the round; a Fisher-Yates shuffle of the round's riddles reads the stream's
// floats in turn, so both seats get the same riddles and none repeats within a round (a seat that
// went through the whole pool gets it again, shuffled by the stream's next floats).
// Scoring: 10 points less one per full 3 s since the riddle was shown, less 2 per hint taken, at
// least 1 (riddles take longer to read and type than the math duel's sums, hence 3 s, not 2).
import { createFloatStream } from '../../fairness-stream.js';
import { scoreDuelRules } from '../../duels/score-duel.js';
import {
  SCORE_DUEL_ROUND_STRIDE,
  scoreDuelRoundOf,
  type ScoreDuelGame,
  type ScoreDuelJudgement,
} from '../../duels/score-duel-game.js';
import { answerLetters, isRiddleAnswer } from './riddle-answers.js';
import { RIDDLES_BY_DIFFICULTY, type Riddle } from './riddle-set.js';

export const WORD_RIDDLES_CLIENT_SEED = 'word-riddles';
export const RIDDLE_MAX_POINTS = 10;
export const RIDDLE_MIN_POINTS = 1;
export const RIDDLE_POINT_DECAY_MS = 3_000;
export const RIDDLE_HINT_COST = 2;

export interface WordRiddleItem {
  readonly index: number;
  readonly round: number;
  readonly riddle: Riddle;
}

/** What the seat sees of a riddle (contracts: RiddleItem): never the answer. */
export interface WordRiddleItemView {
  readonly index: number;
  readonly round: number;
  readonly text: string;
  readonly letters: number;
  readonly hints: readonly string[];
  readonly hintsLeft: number;
  readonly hintCost: number;
}

/** The points of a correct answer `elapsedMs` after the riddle was shown, with `hints` taken. */
export function riddlePoints(elapsedMs: number, hints: number): number {
  const lost = Math.floor(Math.max(0, elapsedMs) / RIDDLE_POINT_DECAY_MS) + RIDDLE_HINT_COST * hints;
  return Math.max(RIDDLE_MIN_POINTS, RIDDLE_MAX_POINTS - lost);
}

/** The pool of round `round` (the last difficulty for any later round). */
const poolOf = (round: number): readonly Riddle[] =>
  RIDDLES_BY_DIFFICULTY[Math.min(round, RIDDLES_BY_DIFFICULTY.length) - 1] ?? [];

/**
 * Positions in round `round`'s pool, in the seed's order for pass `pass` through it (pass 0 first):
 * each pass is a Fisher-Yates shuffle reading the next floats of the round's stream.
 */
export function riddleOrder(seed: string, round: number, pass = 0): number[] {
  const size = poolOf(round).length;
  const stream = createFloatStream({ serverSeed: seed, clientSeed: WORD_RIDDLES_CLIENT_SEED, nonce: round });
  let order: number[] = [];
  for (let p = 0; p <= pass; p += 1) {
    order = Array.from({ length: size }, (_, i) => i);
    for (let i = size - 1; i > 0; i -= 1) {
      const j = Math.floor(stream.next() * (i + 1));
      [order[i], order[j]] = [order[j] ?? j, order[i] ?? i];
    }
  }
  return order;
}

/** Riddle `index` of the duel with this seed. */
export function wordRiddle(seed: string, index: number): WordRiddleItem {
  const round = scoreDuelRoundOf(index);
  const pool = poolOf(round);
  const k = index % SCORE_DUEL_ROUND_STRIDE;
  const order = riddleOrder(seed, round, Math.floor(k / pool.length));
  const riddle = pool[order[k % pool.length] ?? 0];
  if (!riddle) throw new Error(`no riddle ${index}`);
  return { index, round, riddle };
}

export const wordRiddleGame: ScoreDuelGame<WordRiddleItem, WordRiddleItemView> = {
  gameType: 'word_riddles',
  item: wordRiddle,
  judge(item, answer, elapsedMs, hints): ScoreDuelJudgement | null {
    const correct = isRiddleAnswer(item.riddle, answer);
    if (correct === null) return null;
    return { correct, points: correct ? riddlePoints(elapsedMs, hints) : 0 };
  },
  hintCount: (item) => item.riddle.hints.length,
  hintText(item, n) {
    const hint = item.riddle.hints[n];
    if (hint === undefined) throw new Error(`riddle ${item.index} has no hint ${n}`);
    return hint;
  },
  hintCost: RIDDLE_HINT_COST,
  itemView: (item, context) => ({
    index: context.index,
    round: context.round,
    text: item.riddle.text,
    letters: answerLetters(item.riddle),
    hints: item.riddle.hints.slice(0, context.hints),
    hintsLeft: Math.max(0, item.riddle.hints.length - context.hints),
    hintCost: RIDDLE_HINT_COST,
  }),
  recordItem: (item, index) => ({
    index,
    round: item.round,
    text: item.riddle.text,
    answer: item.riddle.answer,
    alternatives: item.riddle.also,
    hints: item.riddle.hints,
  }),
};

export const wordRiddleRules = scoreDuelRules(wordRiddleGame);
