import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCards, type CardId } from './cards.js';
import {
  describeHand,
  evaluate5,
  evaluate6,
  evaluate7,
  evaluateHand,
  handCategory,
  handCategoryIndex,
  handName,
  rankHand,
  warmUpEvaluator,
} from './hand-evaluator.js';
import { HAND_CATEGORIES } from './hand-classes.js';

// An independent, slow reference: classify 5 cards by sorting (count, rank) groups, and take the
// best of every 5-card subset. Returns a comparable tuple [category, ...tiebreak ranks].
function reference5(cards: readonly CardId[]): number[] {
  const ranks = cards.map((c) => c >> 2);
  const suits = cards.map((c) => c & 3);
  const groups = new Map<number, number>();
  for (const r of ranks) groups.set(r, (groups.get(r) ?? 0) + 1);
  const sorted = [...groups.entries()].sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  const flush = suits.every((s) => s === suits[0]);
  const distinct = [...new Set(ranks)].sort((x, y) => y - x);
  let straightHigh = -1;
  if (distinct.length === 5) {
    if (distinct[0]! - distinct[4]! === 4) straightHigh = distinct[0]!;
    else if (distinct.join() === '12,3,2,1,0') straightHigh = 3;
  }
  const shape = sorted.map((g) => g[1]).join('');
  const tiebreak = sorted.map((g) => g[0]);
  if (straightHigh >= 0 && flush) return [8, straightHigh];
  if (shape === '41') return [7, ...tiebreak];
  if (shape === '32') return [6, ...tiebreak];
  if (flush) return [5, ...tiebreak];
  if (straightHigh >= 0) return [4, straightHigh];
  if (shape === '311') return [3, ...tiebreak];
  if (shape === '221') return [2, ...tiebreak];
  if (shape === '2111') return [1, ...tiebreak];
  return [0, ...tiebreak];
}

function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

function referenceBest(cards: readonly CardId[]): number[] {
  let best: number[] = [];
  const n = cards.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    if (bits !== 5) continue;
    const v = reference5(cards.filter((_, i) => (mask >> i) & 1));
    if (compareTuples(v, best) > 0) best = v;
  }
  return best;
}

const distinctCards = (n: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: n, maxLength: n });

describe('hand evaluator', () => {
  warmUpEvaluator();
  const categoryOf = new Uint8Array(7463);
  for (let r = 1; r <= 7462; r++) categoryOf[r] = handCategoryIndex(r);

  it('counts every category over all 2,598,960 five-card hands, and finds all 7,462 classes', () => {
    const counts = new Array<number>(9).fill(0);
    const seen = new Uint8Array(7463);
    for (let a = 0; a < 48; a++)
      for (let b = a + 1; b < 49; b++)
        for (let c = b + 1; c < 50; c++)
          for (let d = c + 1; d < 51; d++)
            for (let e = d + 1; e < 52; e++) {
              const r = evaluate5(a, b, c, d, e);
              seen[r] = 1;
              counts[categoryOf[r]!]!++;
            }
    expect(Object.fromEntries(HAND_CATEGORIES.map((name, i) => [name, counts[i]]))).toEqual({
      'straight-flush': 40,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10200,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      'one-pair': 1098240,
      'high-card': 1302540,
    });
    expect(seen.reduce((s, v) => s + v, 0)).toBe(7462);
  });

  it('counts every category over all 133,784,560 seven-card hands', () => {
    const counts = new Array<number>(9).fill(0);
    for (let a = 0; a < 46; a++)
      for (let b = a + 1; b < 47; b++)
        for (let c = b + 1; c < 48; c++)
          for (let d = c + 1; d < 49; d++)
            for (let e = d + 1; e < 50; e++)
              for (let f = e + 1; f < 51; f++)
                for (let g = f + 1; g < 52; g++) counts[categoryOf[evaluate7(a, b, c, d, e, f, g)]!]!++;
    expect(Object.fromEntries(HAND_CATEGORIES.map((name, i) => [name, counts[i]]))).toEqual({
      'straight-flush': 41584,
      'four-of-a-kind': 224848,
      'full-house': 3473184,
      flush: 4047644,
      straight: 6180020,
      'three-of-a-kind': 6461620,
      'two-pair': 31433400,
      'one-pair': 58627800,
      'high-card': 23294460,
    });
  }, 120_000);

  it('orders any two 7-card hands like the reference evaluator', () => {
    fc.assert(
      fc.property(distinctCards(14), (cards) => {
        const a = cards.slice(0, 7);
        const b = cards.slice(7);
        const ours = Math.sign(evaluateHand(a) - evaluateHand(b));
        expect(ours).toBe(Math.sign(compareTuples(referenceBest(a), referenceBest(b))));
      }),
      { numRuns: 400 },
    );
  });

  it('orders 5- and 6-card hands like the reference, and the 6-card result is the best 5 of 6', () => {
    fc.assert(
      fc.property(distinctCards(12), (cards) => {
        const a = cards.slice(0, 6);
        const b = cards.slice(6);
        expect(
          Math.sign(evaluate6(...(a as [number, number, number, number, number, number])) - evaluateHand(b)),
        ).toBe(Math.sign(compareTuples(referenceBest(a), referenceBest(b))));
        const best5 = Math.max(...a.map((_, skip) => evaluateHand(a.filter((__, i) => i !== skip))));
        expect(evaluateHand(a)).toBe(best5);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on card order', () => {
    fc.assert(
      fc.property(distinctCards(7), fc.integer({ min: 1, max: 1000 }), (cards, seed) => {
        const shuffled = cards.slice().sort((x, y) => ((x * seed) % 53) - ((y * seed) % 53));
        expect(evaluateHand(shuffled)).toBe(evaluateHand(cards));
      }),
    );
  });

  it.each([
    ['As Ks Qs Js Ts 2c 3d', 'Royal Flush', 'Royal Flush'],
    ['5h 4h 3h 2h Ah Kd Kc', 'Straight Flush', 'Straight Flush, Five high'],
    ['9c 9d 9h 9s 2c 3d 4h', 'Four of a Kind', 'Four of a Kind, Nines'],
    ['Kc Kd Kh 7s 7c 7d 2h', 'Full House', 'Full House, Kings over Sevens'],
    ['Ac 9c 7c 5c 3c Ad Ah', 'Flush', 'Flush, Ace high'],
    ['Ac 2d 3h 4s 5c Kd Qh', 'Straight', 'Straight, Five high'],
    ['Qc Qd Qh 7s 5c 3d 2h', 'Three of a Kind', 'Three of a Kind, Queens'],
    ['Jc Jd 4h 4s 3c 3d Ah', 'Two Pair', 'Two Pair, Jacks over Fours'],
    ['Tc Td 8h 6s 4c 3d 2h', 'One Pair', 'One Pair, Tens'],
    ['Ac Qd 9h 7s 5c 3d 2h', 'High Card', 'High Card, Ace high'],
  ])('%s is %s', (text, name, description) => {
    const rank = evaluateHand(parseCards(text));
    expect(handName(rank)).toBe(name);
    expect(describeHand(rank)).toBe(description);
  });

  it.each([
    ['kicker decides', 'Ac Ad Kh 7s 5c 3d 2h', 'As Ah Qh 7c 5d 3s 2c', 1],
    ['board plays: tie', 'Ac Kd Qh Js 9c 2d 3h', 'Ah Kc Qd Js 9s 2c 3c', 0],
    ['wheel loses to six-high straight', 'Ac 2d 3h 4s 5c Kd Kh', '2c 3d 4h 5s 6c Ks Kc', -1],
    ['second trips make the full house pair', 'Kc Kd Kh 7s 7c 7d 2h', 'Kc Kd Kh 6s 6c 2d 3h', 1],
  ])('%s', (_name, a, b, sign) => {
    expect(Math.sign(evaluateHand(parseCards(a)) - evaluateHand(parseCards(b)))).toBe(sign);
  });

  it('rankHand bundles rank, category, name and description', () => {
    expect(rankHand(parseCards('Kc Kd Kh 7s 7c 7d 2h'))).toEqual({
      rank: evaluateHand(parseCards('Kc Kd Kh 7s 7c 7d 2h')),
      category: 'full-house',
      name: 'Full House',
      description: 'Full House, Kings over Sevens',
    });
  });

  it('rejects wrong lengths and duplicates', () => {
    expect(() => evaluateHand(parseCards('As Ks Qs Js'))).toThrow(RangeError);
    expect(() => evaluateHand(parseCards('As As Qs Js Ts'))).toThrow(RangeError);
    expect(handCategory(1)).toBe('high-card');
  });
});
