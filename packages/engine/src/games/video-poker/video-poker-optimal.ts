// The exact return of video poker under optimal holds (issue 3: "99.54% for 9/6"), by exact
// counting instead of simulation, for one paytable or several at once (issue 19's variants).
// For a dealt hand D and held cards H, the chance of each final hand category is the number of
// final hands F that contain H and none of the discards D\H, over C(47, 5 - |H|). With
// T_c(X) = the number of 5-card hands of category c containing X, inclusion-exclusion gives
//   N_c(H) = sum_{S subset of D\H} (-1)^|S| T_c(H u S),
// computed for all 32 holds at once by a Moebius transform over the hand's subsets. T is built once
// for every subset of 0..4 cards in one pass over the 2,598,960 hands. Dealt hands are grouped by
// suit pattern (134,459 classes) since a suit permutation does not change any value. For each
// paytable the player picks the hold with the largest expectation, and its counts give the return,
// the second moment and the chance of a net win (a pay above 1) exactly.
import { evaluate5 } from '../../hand-evaluator.js';
import { ratio, type Ratio } from '../../ratio.js';
import {
  JACKS_OR_BETTER_9_6,
  VIDEO_POKER_HANDS,
  videoPokerHandOfRank,
  type VideoPokerPaytable,
} from './video-poker.js';

const BINOM: number[][] = Array.from({ length: 53 }, (_, n) =>
  Array.from({ length: 6 }, (__, k) => {
    let v = 1;
    for (let i = 0; i < k; i++) v = (v * (n - i)) / (i + 1);
    return k > n ? 0 : Math.round(v);
  }),
);

function binom(n: number, k: number): number {
  return BINOM[n]?.[k] ?? 0;
}

/** Colex index of the subset of `cards` (ascending) selected by `mask`. */
function subsetIndex(cards: readonly number[], mask: number): number {
  let idx = 0;
  let pos = 0;
  for (let i = 0; i < cards.length; i++) {
    if ((mask >> i) & 1) {
      pos++;
      idx += binom(cards[i]!, pos);
    }
  }
  return idx;
}

const POPCOUNT = Array.from({ length: 32 }, (_, m) => {
  let n = 0;
  for (let v = m; v; v &= v - 1) n++;
  return n;
});

/** The paying categories (every hand but 'nothing'), counted apart. */
const CATEGORIES = VIDEO_POKER_HANDS.filter((h) => h !== 'nothing');
const C = CATEGORIES.length;
const categoryOfRank = new Int8Array(7463).fill(-1);
for (let r = 1; r <= 7462; r++) categoryOfRank[r] = CATEGORIES.indexOf(videoPokerHandOfRank(r) as never);

export interface VideoPokerOptimalReturn {
  /** Exact expected return per unit bet under optimal holds. */
  readonly exact: Ratio;
  /** The same, as a float for display. */
  readonly value: number;
  /** Distinct dealt hands up to suit permutation. */
  readonly suitClasses: number;
  /** E[pay^2] under the same holds (for the volatility). */
  readonly secondMoment: Ratio;
  /** The chance the final hand pays more than the bet. */
  readonly netWinChance: Ratio;
  /** With `withHolds`: the best hold of each suit class (suitClassOf's key), over its `cards`. */
  readonly holds?: ReadonlyMap<number, number>;
}

/**
 * A dealt hand's suit class: the key the solver files it under, and the hand's cards in the order of
 * the class's canonical cards (so a hold mask of the class applies to them).
 */
export function suitClassOf(hand: readonly number[]): { key: number; cards: number[] } {
  const masks = [0, 0, 0, 0];
  for (const card of hand) masks[card & 3]! |= 1 << (card >> 2);
  const order = [0, 1, 2, 3].sort((x, y) => masks[y]! - masks[x]! || x - y);
  const canonicalSuit = [0, 0, 0, 0];
  order.forEach((suit, position) => (canonicalSuit[suit] = position));
  const sorted = order.map((suit) => masks[suit]!);
  const key = ((sorted[0]! * 8192 + sorted[1]!) * 8192 + sorted[2]!) * 8192 + sorted[3]!;
  const cards = hand
    .map((card) => ({ card, canonical: (card >> 2) * 4 + canonicalSuit[card & 3]! }))
    .sort((a, b) => a.canonical - b.canonical)
    .map((c) => c.card);
  return { key, cards };
}

/** Optimal-hold figures of several paytables, from one pass over the deals. */
export function videoPokerOptimalStats(
  paytables: readonly VideoPokerPaytable[],
  options: { withHolds?: boolean } = {},
): VideoPokerOptimalReturn[] {
  // T[k][subsetIndex * C + category] for subsets of k = 0..4 cards.
  const T = [0, 1, 2, 3, 4].map((k) => new Uint32Array(binom(52, k) * C));
  const classes = new Map<number, number>();
  const hand = [0, 0, 0, 0, 0];
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++)
          for (let e = d + 1; e < 52; e++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            const category = categoryOfRank[evaluate5(a, b, c, d, e)]!;
            if (category >= 0)
              for (let m = 0; m < 31; m++) T[POPCOUNT[m]!]![subsetIndex(hand, m) * C + category]! += 1;
            // Suit-pattern class: the four 13-bit suit masks, sorted.
            const masks = [0, 0, 0, 0];
            for (const card of hand) masks[card & 3]! |= 1 << (card >> 2);
            masks.sort((x, y) => y - x);
            const key = ((masks[0]! * 8192 + masks[1]!) * 8192 + masks[2]!) * 8192 + masks[3]!;
            classes.set(key, (classes.get(key) ?? 0) + 1);
          }

  const pays = paytables.map((table) => CATEGORIES.map((h) => table[h]));
  // Per paytable and hold size: numerators over C(47, 5 - k) of the pay, pay^2 and net wins.
  const sums = paytables.map(() => ({
    pay: [0n, 0n, 0n, 0n, 0n, 0n],
    square: [0n, 0n, 0n, 0n, 0n, 0n],
    wins: [0n, 0n, 0n, 0n, 0n, 0n],
  }));
  const counts = new Float64Array(32 * C);
  const holds = paytables.map(() => new Map<number, number>());
  for (const [key, count] of classes) {
    let rest = key;
    const masks: number[] = [];
    for (let i = 0; i < 4; i++) {
      masks.unshift(rest % 8192);
      rest = Math.floor(rest / 8192);
    }
    const cards: number[] = [];
    masks.forEach((m, suit) => {
      for (let r = 0; r < 13; r++) if ((m >> r) & 1) cards.push(r * 4 + suit);
    });
    cards.sort((x, y) => x - y);
    const own = categoryOfRank[evaluate5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!)]!;
    for (let m = 0; m < 31; m++) {
      const table = T[POPCOUNT[m]!]!;
      const base = subsetIndex(cards, m) * C;
      for (let cat = 0; cat < C; cat++) counts[m * C + cat] = table[base + cat]!;
    }
    for (let cat = 0; cat < C; cat++) counts[31 * C + cat] = cat === own ? 1 : 0;
    // Moebius over supersets: counts[H] becomes sum over S of the free cards of (-1)^|S| T(H u S).
    for (let bit = 1; bit < 32; bit <<= 1)
      for (let m = 0; m < 32; m++)
        if (!(m & bit))
          for (let cat = 0; cat < C; cat++) counts[m * C + cat]! -= counts[(m | bit) * C + cat]!;
    paytables.forEach((_, t) => {
      const pay = pays[t]!;
      let bestValue = -1;
      let bestHold = 0;
      for (let held = 0; held < 32; held++) {
        let num = 0;
        for (let cat = 0; cat < C; cat++) num += pay[cat]! * counts[held * C + cat]!;
        const value = num / binom(47, 5 - POPCOUNT[held]!);
        if (value > bestValue) {
          bestValue = value;
          bestHold = held;
        }
      }
      if (options.withHolds) holds[t]!.set(key, bestHold);
      const kept = POPCOUNT[bestHold]!;
      let payNum = 0n;
      let squareNum = 0n;
      let winNum = 0n;
      for (let cat = 0; cat < C; cat++) {
        const n = BigInt(counts[bestHold * C + cat]!);
        const p = BigInt(pay[cat]!);
        payNum += n * p;
        squareNum += n * p * p;
        if (pay[cat]! > 1) winNum += n;
      }
      const s = sums[t]!;
      s.pay[kept]! += BigInt(count) * payNum;
      s.square[kept]! += BigInt(count) * squareNum;
      s.wins[kept]! += BigInt(count) * winNum;
    });
  }
  const hands = BigInt(binom(52, 5));
  const exactOf = (nums: readonly bigint[]): Ratio => {
    let num = 0n;
    let den = 1n;
    nums.forEach((n, kept) => {
      const d = BigInt(binom(47, 5 - kept)) * hands;
      [num, den] = [num * d + n * den, den * d];
    });
    return ratio(num, den);
  };
  return sums.map((s, t) => {
    const exact = exactOf(s.pay);
    return {
      ...(options.withHolds ? { holds: holds[t]! } : {}),
      exact,
      value: Number((exact.num * 10n ** 12n) / exact.den) / 1e12,
      suitClasses: classes.size,
      secondMoment: exactOf(s.square),
      netWinChance: exactOf(s.wins),
    };
  });
}

export function videoPokerOptimalReturn(
  paytable: VideoPokerPaytable = JACKS_OR_BETTER_9_6,
): VideoPokerOptimalReturn {
  return videoPokerOptimalStats([paytable])[0]!;
}
