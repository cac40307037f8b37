// The math duel's problems: the same for both players, drawn from the duel's seed with the published
// HMAC stream (fairness-stream.ts): serverSeed = the duel's seed, clientSeed 'math-duel', nonce 0.
// Problem `index` reads floats 4·index … 4·index+3 of that stream (HMAC round ⌊index/2⌋), so any
// problem can be regenerated on its own. Rounds have their own runs of indexes: round r's k-th problem
// is index (r-1)·1000 + k, so a problem's index also says its round and difficulty:
//   round 1: a + b (10-99 each) or a - b (a 20-99, b 2…a-1);
//   round 2: a × b (3-12 by 6-19) or an exact division (d·q) ÷ d (d 2-12, q 3-19);
//   round 3: two steps: a × b + c, a × b - c (never below 1), (a + b) × c, or a + b × c.
// Answers are whole numbers above zero. The text uses ' + ', ' - ', ' × ', ' ÷ ' and parentheses.
import { bytesToFloat, roundBytes, type FairnessSeeds } from '../../fairness-stream.js';

export const MATH_DUEL_CLIENT_SEED = 'math-duel';
export const MATH_DUEL_NONCE = 0;
/** Index distance between the rounds' runs of problems. */
export const MATH_ROUND_STRIDE = 1000;

export interface MathProblem {
  readonly index: number;
  readonly round: number;
  readonly text: string;
  readonly answer: number;
}

export const roundOfProblem = (index: number): number => Math.floor(index / MATH_ROUND_STRIDE) + 1;
export const firstProblemOfRound = (round: number): number => (round - 1) * MATH_ROUND_STRIDE;

const seedsOf = (seed: string): FairnessSeeds => ({
  serverSeed: seed,
  clientSeed: MATH_DUEL_CLIENT_SEED,
  nonce: MATH_DUEL_NONCE,
});

/** An integer in [lo, hi] from a float in [0, 1). */
const between = (f: number, lo: number, hi: number): number => lo + Math.floor(f * (hi - lo + 1));

type Build = (f: readonly [number, number, number]) => { text: string; answer: number };

const ROUND_BUILDS: readonly (readonly Build[])[] = [
  [
    ([a, b]) => {
      const x = between(a, 10, 99);
      const y = between(b, 10, 99);
      return { text: `${x} + ${y}`, answer: x + y };
    },
    ([a, b]) => {
      const x = between(a, 20, 99);
      const y = between(b, 2, x - 1);
      return { text: `${x} - ${y}`, answer: x - y };
    },
  ],
  [
    ([a, b]) => {
      const x = between(a, 3, 12);
      const y = between(b, 6, 19);
      return { text: `${x} × ${y}`, answer: x * y };
    },
    ([a, b]) => {
      const divisor = between(a, 2, 12);
      const quotient = between(b, 3, 19);
      return { text: `${divisor * quotient} ÷ ${divisor}`, answer: quotient };
    },
  ],
  [
    ([a, b, c]) => {
      const x = between(a, 3, 12);
      const y = between(b, 3, 12);
      const z = between(c, 5, 60);
      return { text: `${x} × ${y} + ${z}`, answer: x * y + z };
    },
    ([a, b, c]) => {
      const x = between(a, 3, 12);
      const y = between(b, 3, 12);
      const z = between(c, 2, x * y - 1);
      return { text: `${x} × ${y} - ${z}`, answer: x * y - z };
    },
    ([a, b, c]) => {
      const x = between(a, 5, 30);
      const y = between(b, 5, 30);
      const z = between(c, 2, 9);
      return { text: `(${x} + ${y}) × ${z}`, answer: (x + y) * z };
    },
    ([a, b, c]) => {
      const x = between(a, 10, 99);
      const y = between(b, 3, 12);
      const z = between(c, 3, 12);
      return { text: `${x} + ${y} × ${z}`, answer: x + y * z };
    },
  ],
];

/** Problem `index` of the duel with this seed. */
export function mathProblem(seed: string, index: number): MathProblem {
  const round = roundOfProblem(index);
  const bytes = roundBytes(seedsOf(seed), Math.floor(index / 2));
  const offset = (index % 2) * 16;
  const float = (n: number): number => bytesToFloat(bytes, offset + 4 * n);
  const builds = ROUND_BUILDS[Math.min(round, ROUND_BUILDS.length) - 1] ?? [];
  const build = builds[Math.floor(float(0) * builds.length)];
  if (!build) throw new Error(`no math problem ${index}`);
  return { index, round, ...build([float(1), float(2), float(3)]) };
}

/** The first `count` problems of every round, regenerated from the revealed seed (a pure check). */
export function verifyMathDuelProblems(
  seed: string,
  count: number,
  rounds = ROUND_BUILDS.length,
): MathProblem[] {
  const problems: MathProblem[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (let k = 0; k < count; k += 1) problems.push(mathProblem(seed, firstProblemOfRound(round) + k));
  }
  return problems;
}
