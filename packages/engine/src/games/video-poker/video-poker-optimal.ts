// The exact return of video poker under optimal holds (issue 3: "99.54% for 9/6"), by exact
// counting instead of simulation.
// For a dealt hand D and held cards H, the expected pay is the sum of pay(F) over the final hands F
// that contain H and none of the discards D\H, divided by C(47, 5 - |H|). With
// T(X) = sum of pay(F) over all 5-card F containing X, inclusion-exclusion gives
//   sum_{S subset of D\H} (-1)^|S| T(H u S).
// T is built once for every subset of 0..5 cards (2.9M entries) in one pass over the 2,598,960
// hands. Dealt hands are grouped by suit pattern (134,459 classes) since a suit permutation does
// not change any value. The player picks the hold with the largest expectation for each deal.
import { evaluate5 } from '../../hand-evaluator.js';
import { ratio, type Ratio } from '../../ratio.js';
import { JACKS_OR_BETTER_9_6, videoPokerHandOfRank, type VideoPokerPaytable } from './video-poker.js';

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

/** Colex index of the subset of `cards` (ascending) selected by `mask`, and its size. */
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

export interface VideoPokerOptimalReturn {
  /** Exact expected return per unit bet under optimal holds. */
  readonly exact: Ratio;
  /** The same, as a float for display. */
  readonly value: number;
  /** Distinct dealt hands up to suit permutation. */
  readonly suitClasses: number;
}

export function videoPokerOptimalReturn(
  paytable: VideoPokerPaytable = JACKS_OR_BETTER_9_6,
): VideoPokerOptimalReturn {
  const payByRank = new Int32Array(7463);
  for (let r = 1; r <= 7462; r++) payByRank[r] = paytable[videoPokerHandOfRank(r)];

  const T = [0, 1, 2, 3, 4, 5].map((k) => new Float64Array(binom(52, k)));
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
            const pay = payByRank[evaluate5(a, b, c, d, e)]!;
            if (pay !== 0) for (let m = 0; m < 32; m++) T[POPCOUNT[m]!]![subsetIndex(hand, m)]! += pay;
            // Suit-pattern class: the four 13-bit suit masks, sorted.
            const masks = [0, 0, 0, 0];
            for (const card of hand) masks[card & 3]! |= 1 << (card >> 2);
            masks.sort((x, y) => y - x);
            const key = ((masks[0]! * 8192 + masks[1]!) * 8192 + masks[2]!) * 8192 + masks[3]!;
            classes.set(key, (classes.get(key) ?? 0) + 1);
          }

  // Sum of count * best expectation, kept exact per hold size: numerators over C(47, 5 - k).
  const totals = [0n, 0n, 0n, 0n, 0n, 0n];
  const tx = new Float64Array(32);
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
    for (let m = 0; m < 32; m++) tx[m] = T[POPCOUNT[m]!]![subsetIndex(cards, m)]!;
    let bestValue = -1;
    let bestNum = 0;
    let bestKept = 0;
    for (let held = 0; held < 32; held++) {
      // sum over supersets X of `held` within the hand, sign by the number of extra cards.
      let num = 0;
      const free = 31 & ~held;
      for (let s = free; ; s = (s - 1) & free) {
        num += POPCOUNT[s]! % 2 === 0 ? tx[held | s]! : -tx[held | s]!;
        if (s === 0) break;
      }
      const kept = POPCOUNT[held]!;
      const value = num / binom(47, 5 - kept);
      if (value > bestValue) {
        bestValue = value;
        bestNum = num;
        bestKept = kept;
      }
    }
    totals[bestKept]! += BigInt(count) * BigInt(bestNum);
  }
  let exact = ratio(0);
  const hands = BigInt(binom(52, 5));
  totals.forEach((num, kept) => {
    const den = BigInt(binom(47, 5 - kept)) * hands;
    exact = ratio(exact.num * den + num * exact.den, exact.den * den);
  });
  return { exact, value: Number((exact.num * 10n ** 12n) / exact.den) / 1e12, suitClasses: classes.size };
}
