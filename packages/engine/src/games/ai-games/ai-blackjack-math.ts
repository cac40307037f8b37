// The exact return of a generated blackjack variant under optimal play (issue 19). Every card is
// drawn from a full 52-card deck (as if the deck were reshuffled after each card), so each card's
// value is independent of the others: ace 1/13, two to nine 1/13 each, ten-valued 4/13. That makes
// the whole game a small Markov chain solved exactly with fractions:
//   - the dealer's final total from each up card (given no dealer blackjack: the dealer peeks);
//   - for every player hand, the best of stand, hit, double and split by its exact expectation,
//     and the distribution of the hand's final total under that best play;
//   - a split plays two hands against the same dealer hand: given the dealer's total they are
//     independent and alike, which gives the split's mean, second moment and net-win chance.
// The result is E[X], E[X^2] and P(X > 0) of the net result X per unit bet, so the return is 1 + E[X].
import { add, mul, ratio, sub, ZERO, ONE, type Ratio } from '../../ratio.js';

export interface AiBlackjackRules {
  /** What a natural pays, net, per unit bet (3/2, 6/5, 2/1, 1/1). */
  readonly blackjackPays: { readonly num: number; readonly den: number };
  readonly dealerHitsSoft17: boolean;
  /** Which first two-card totals may double: any, 9-11, 10-11, or none. */
  readonly double: 'any' | '9-11' | '10-11' | 'none';
  readonly doubleAfterSplit: boolean;
  /** A first hand of two cards of the same value may split once (aces get one card each). */
  readonly split: boolean;
  /** A dealer total of 22 pushes every player hand still standing (not a dealer bust). */
  readonly dealer22Pushes: boolean;
}

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const P: Record<number, Ratio> = Object.fromEntries(VALUES.map((v) => [v, ratio(v === 10 ? 4 : 1, 13)]));

/** Dealer outcomes: 17..21, 22 (only kept apart when it pushes) and bust. */
type DealerOutcome = 17 | 18 | 19 | 20 | 21 | 22 | 'bust';
const DEALER_OUTCOMES: readonly DealerOutcome[] = [17, 18, 19, 20, 21, 22, 'bust'];
type DealerDist = Map<DealerOutcome, Ratio>;

const best = (sum: number, ace: boolean): number => (ace && sum + 10 <= 21 ? sum + 10 : sum);

/** The dealer's final outcome distribution from a hand (hard sum, holds an ace), drawing to the rule. */
function dealerFrom(
  sum: number,
  ace: boolean,
  rules: AiBlackjackRules,
  memo: Map<string, DealerDist>,
): DealerDist {
  const key = `${sum}:${ace}`;
  const known = memo.get(key);
  if (known) return known;
  const total = best(sum, ace);
  const soft = ace && sum + 10 <= 21;
  const out: DealerDist = new Map();
  if (sum > 21) {
    out.set(sum === 22 && rules.dealer22Pushes ? 22 : 'bust', ONE);
  } else if (total > 17 || (total === 17 && !(soft && rules.dealerHitsSoft17))) {
    out.set(total as DealerOutcome, ONE);
  } else {
    for (const v of VALUES) {
      for (const [o, q] of dealerFrom(sum + v, ace || v === 1, rules, memo))
        out.set(o, add(out.get(o) ?? ZERO, mul(P[v]!, q)));
    }
  }
  memo.set(key, out);
  return out;
}

/** The dealer's outcome from an up card given no dealer blackjack (the hole card cannot complete one). */
export function dealerOutcomes(up: number, rules: AiBlackjackRules): DealerDist {
  const memo = new Map<string, DealerDist>();
  const banned = up === 1 ? 10 : up === 10 ? 1 : null;
  const left = banned === null ? ONE : sub(ONE, P[banned]!);
  const out: DealerDist = new Map();
  for (const hole of VALUES) {
    if (hole === banned) continue;
    const weight = ratio(P[hole]!.num * left.den, P[hole]!.den * left.num);
    for (const [o, q] of dealerFrom(up + hole, up === 1 || hole === 1, rules, memo))
      out.set(o, add(out.get(o) ?? ZERO, mul(weight, q)));
  }
  return out;
}

/** The chance the dealer has a natural with this up card. */
export const dealerNaturalChance = (up: number): Ratio => (up === 1 ? P[10]! : up === 10 ? P[1]! : ZERO);

/** A player hand's final state: bust, or standing on a total (16 or less all alike). */
type Final = 'bust' | 16 | 17 | 18 | 19 | 20 | 21;
const FINALS: readonly Final[] = ['bust', 16, 17, 18, 19, 20, 21];
const finalIndex = (sum: number, ace: boolean): number => {
  if (sum > 21) return 0;
  const t = best(sum, ace);
  return t <= 16 ? 1 : t - 15;
};

/** Net result of a unit hand standing on `f` against dealer outcome `d`. */
function resultOf(f: Final, d: DealerOutcome): -1 | 0 | 1 {
  if (f === 'bust') return -1;
  if (d === 'bust') return 1;
  if (d === 22) return 0;
  return f > d ? 1 : f < d ? -1 : 0;
}

// A hand's play is a distribution over (final state, stake multiple): 14 cells, final index + 7 x
// (multiple - 1), each a numerator over 13^21. Every card is k/13 (k = 1, or 4 for ten-valued), and
// no hand takes more than 20 more cards, so every probability is a whole number over 13^21: the
// arithmetic is on integers, with no fraction to reduce until the end.
const DEPTH = 13n ** 21n;
const CELLS = 14;
type HandDist = bigint[];
const K: Record<number, bigint> = Object.fromEntries(VALUES.map((v) => [v, v === 10 ? 4n : 1n]));
const cellFinal = (cell: number): Final => FINALS[cell % 7]!;
const cellMultiple = (cell: number): bigint => (cell < 7 ? 1n : 2n);
const single = (index: number, m: 1 | 2): HandDist => {
  const d = Array<bigint>(CELLS).fill(0n);
  d[index + (m - 1) * 7] = DEPTH;
  return d;
};
/** sum over card values v of k(v)/13 x dist(v). */
function draw(children: (v: number) => HandDist): HandDist {
  const out = Array<bigint>(CELLS).fill(0n);
  for (const v of VALUES) {
    const child = children(v);
    for (let i = 0; i < CELLS; i++) out[i]! += K[v]! * child[i]!;
  }
  for (let i = 0; i < CELLS; i++) {
    if (out[i]! % 13n !== 0n) throw new Error('blackjack solver: a hand deeper than its bound');
    out[i] = out[i]! / 13n;
  }
  return out;
}

/** The dealer outcomes of one up card as whole numbers over a common denominator. */
interface Versus {
  readonly outcomes: readonly DealerOutcome[];
  /** Each outcome's chance times `den`. */
  readonly chance: readonly bigint[];
  readonly den: bigint;
  /** For each final: sum over outcomes of chance x result (E[result] x den). */
  readonly standMean: readonly bigint[];
}

function versusOf(dealer: DealerDist): Versus {
  const outcomes = DEALER_OUTCOMES.filter((o) => dealer.has(o));
  const den = outcomes.reduce((l, o) => lcm(l, dealer.get(o)!.den), 1n);
  const chance = outcomes.map((o) => (dealer.get(o)!.num * den) / dealer.get(o)!.den);
  const standMean = FINALS.map((f) =>
    outcomes.reduce((s, o, i) => s + chance[i]! * BigInt(resultOf(f, o)), 0n),
  );
  return { outcomes, chance, den, standMean };
}

function lcm(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}

/** E[net result] of a play x den x 13^21. */
const meanOf = (dist: HandDist, vs: Versus): bigint =>
  dist.reduce((s, q, cell) => (q === 0n ? s : s + q * cellMultiple(cell) * vs.standMean[cell % 7]!), 0n);

/** The better of two plays by exact mean; ties keep the first (the simpler play). */
const better = (a: HandDist, b: HandDist, vs: Versus): HandDist => (meanOf(b, vs) > meanOf(a, vs) ? b : a);

export const canDoubleTotal = (rules: AiBlackjackRules, total: number): boolean =>
  rules.double === 'any' ||
  (rules.double === '9-11' && total >= 9 && total <= 11) ||
  (rules.double === '10-11' && total >= 10 && total <= 11);

/** Solves one up card: the best play of every hand state, as distributions of final states. */
class UpCardSolver {
  private readonly afterHit = new Map<number, HandDist>();
  constructor(
    private readonly rules: AiBlackjackRules,
    readonly vs: Versus,
  ) {}

  /** Best of stand and hit (no double), from a hand that has taken a card. */
  play(sum: number, ace: boolean): HandDist {
    if (sum > 21) return single(0, 1);
    const key = sum * 2 + (ace ? 1 : 0);
    const known = this.afterHit.get(key);
    if (known) return known;
    const stand = single(finalIndex(sum, ace), 1);
    // 21 stands: no card can improve it.
    const result = best(sum, ace) === 21 ? stand : better(stand, this.hit(sum, ace), this.vs);
    this.afterHit.set(key, result);
    return result;
  }

  hit(sum: number, ace: boolean): HandDist {
    return draw((v) => this.play(sum + v, ace || v === 1));
  }

  double(sum: number, ace: boolean): HandDist {
    return draw((v) => single(finalIndex(sum + v, ace || v === 1), 2));
  }

  /** Best play of a two-card hand (stand, hit, double where allowed). */
  twoCards(sum: number, ace: boolean, mayDouble: boolean): HandDist {
    const play = this.play(sum, ace);
    return mayDouble && canDoubleTotal(this.rules, best(sum, ace))
      ? better(play, this.double(sum, ace), this.vs)
      : play;
  }

  /** One hand of a split pair of `card`: its second card, then its best play (split aces stand). */
  splitHand(card: number): HandDist {
    return draw((v) =>
      card === 1
        ? single(finalIndex(1 + v, true), 1)
        : this.twoCards(card + v, v === 1, this.rules.doubleAfterSplit),
    );
  }
}

export interface BlackjackMoments {
  /** E[X], E[X^2], P(X > 0) of the net result X per unit bet. */
  readonly mean: Ratio;
  readonly second: Ratio;
  readonly win: Ratio;
}

/** Moments x den x 13^42 of a play: one hand, or two alike hands when split (X = X1 + X2). */
function momentsOf(dist: HandDist, vs: Versus, split: boolean): [bigint, bigint, bigint] {
  let mean = 0n;
  let second = 0n;
  let win = 0n;
  vs.outcomes.forEach((d, di) => {
    const pd = vs.chance[di]!;
    // One hand's net result given the dealer outcome d: value -> numerator over 13^21.
    const x = new Map<bigint, bigint>();
    dist.forEach((q, cell) => {
      if (q === 0n) return;
      const r = cellMultiple(cell) * BigInt(resultOf(cellFinal(cell), d));
      x.set(r, (x.get(r) ?? 0n) + q);
    });
    const pairs: Array<[bigint, bigint]> = [];
    if (split) {
      for (const [a, p] of x) for (const [b, q] of x) pairs.push([a + b, p * q]);
    } else {
      for (const [a, p] of x) pairs.push([a, p * DEPTH]);
    }
    for (const [r, q] of pairs) {
      mean += pd * q * r;
      second += pd * q * r * r;
      if (r > 0n) win += pd * q;
    }
  });
  return [mean, second, win];
}

/**
 * The exact moments of a variant under the play that maximises each hand's expectation. A natural
 * pays its rule unless the dealer also has one (a push); a dealer natural takes only the bet.
 */
export function aiBlackjackMoments(rules: AiBlackjackRules): BlackjackMoments {
  const natural = ratio(rules.blackjackPays.num, rules.blackjackPays.den);
  let mean = ZERO;
  let second = ZERO;
  let win = ZERO;
  const acc = (w: Ratio, m: Ratio, s: Ratio, x: Ratio) => {
    mean = add(mean, mul(w, m));
    second = add(second, mul(w, s));
    win = add(win, mul(w, x));
  };
  for (const up of VALUES) {
    const pu = P[up]!;
    const dealerNatural = dealerNaturalChance(up);
    const noNatural = sub(ONE, dealerNatural);
    const solver = new UpCardSolver(rules, versusOf(dealerOutcomes(up, rules)));
    // Sums over the first two cards of k1 k2 x moments (x den x 13^42); the naturals apart.
    let m1 = 0n;
    let m2 = 0n;
    let mw = 0n;
    let naturals = 0n;
    let nonNaturals = 0n;
    for (const c1 of VALUES)
      for (const c2 of VALUES) {
        const k = K[c1]! * K[c2]!;
        if ((c1 === 1 && c2 === 10) || (c1 === 10 && c2 === 1)) {
          naturals += k;
          continue;
        }
        nonNaturals += k;
        const vs = solver.vs;
        let m = momentsOf(solver.twoCards(c1 + c2, c1 === 1 || c2 === 1, true), vs, false);
        if (rules.split && c1 === c2) {
          const split = momentsOf(solver.splitHand(c1), vs, true);
          if (split[0] > m[0]) m = split;
        }
        m1 += k * m[0];
        m2 += k * m[1];
        mw += k * m[2];
      }
    const scale = 169n * solver.vs.den * DEPTH * DEPTH;
    // Player natural: pushes a dealer natural, else pays. Otherwise a dealer natural takes the bet.
    const wNatural = mul(pu, mul(ratio(naturals, 169), noNatural));
    acc(wNatural, natural, mul(natural, natural), ONE);
    const wDealerNatural = mul(pu, mul(ratio(nonNaturals, 169), dealerNatural));
    acc(wDealerNatural, ratio(-1), ONE, ZERO);
    const wPlay = mul(pu, noNatural);
    acc(wPlay, ratio(m1, scale), ratio(m2, scale), ratio(mw, scale));
  }
  return { mean, second, win };
}

/** The exact return (stake included) of a variant under optimal play. */
export const aiBlackjackReturn = (rules: AiBlackjackRules): Ratio => add(ONE, aiBlackjackMoments(rules).mean);

export type AiBlackjackAdvice = 'stand' | 'hit' | 'double' | 'split';

/**
 * The best move for a hand by the same exact expectations (the table's hint and the tests' player):
 * a function of the up card (value 1..10), the hand's card values and whether it came from a split.
 * Solvers and answers are kept, so repeated questions cost a lookup.
 */
export function createAiBlackjackAdvisor(
  rules: AiBlackjackRules,
): (up: number, cards: readonly number[], fromSplit: boolean) => AiBlackjackAdvice {
  const solvers = new Map<number, UpCardSolver>();
  const answers = new Map<string, AiBlackjackAdvice>();
  return (up, cards, fromSplit) => {
    const sum = cards.reduce((s, v) => s + v, 0);
    const ace = cards.includes(1);
    const twoCards = cards.length === 2;
    const pair = twoCards && cards[0] === cards[1] ? cards[0]! : 0;
    const key = `${up}:${sum}:${ace}:${twoCards}:${fromSplit}:${pair}`;
    const known = answers.get(key);
    if (known) return known;
    let solver = solvers.get(up);
    if (!solver) {
      solver = new UpCardSolver(rules, versusOf(dealerOutcomes(up, rules)));
      solvers.set(up, solver);
    }
    const s = solver;
    const mean = (d: HandDist) => meanOf(d, s.vs);
    let bestMove: AiBlackjackAdvice = 'stand';
    let bestMean = mean(single(finalIndex(sum, ace), 1));
    const consider = (move: AiBlackjackAdvice, value: bigint) => {
      if (value > bestMean) {
        bestMove = move;
        bestMean = value;
      }
    };
    if (best(sum, ace) < 21) consider('hit', mean(s.hit(sum, ace)));
    if (twoCards && (!fromSplit || rules.doubleAfterSplit) && canDoubleTotal(rules, best(sum, ace)))
      consider('double', mean(s.double(sum, ace)));
    if (pair > 0 && !fromSplit && rules.split) consider('split', 2n * mean(s.splitHand(pair)));
    answers.set(key, bestMove);
    return bestMove;
  };
}
