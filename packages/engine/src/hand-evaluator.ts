// Five-, six- and seven-card poker hand evaluator (issue 3, "a fast hand evaluator").
//
// How it is fast: every card carries a rank key such that the sum of the keys of any 7 (or any 5,
// or any 6) cards identifies the rank multiset uniquely (checked while the tables are built), and
// a suit key (1 << 3 * suit) whose sum counts the cards of each suit in 3-bit fields. A 7-card
// hand is then 14 additions and two table lookups; a flush (at most one suit can hold 5 of 7
// cards, and then nothing better than a straight flush is possible without it) takes one more
// pass to build the suited rank mask and one lookup in an 8,192-entry table. The result is a class
// rank 1..7462: higher wins, equal ties (see hand-classes.ts).
import { rankIndexOf, suitIndexOf, type CardId } from './cards.js';
import {
  CATEGORY_NAMES,
  HAND_CATEGORIES,
  handClasses,
  popcount,
  rawDigits,
  rawFlush,
  rawFromCounts,
  type HandCategory,
} from './hand-classes.js';

/** 1 (7-5-4-3-2 offsuit) .. 7462 (royal flush); higher is better, equal means a tie. */
export type HandRank = number;

export const HAND_RANK_COUNT = 7462;
export const ROYAL_FLUSH_RANK: HandRank = 7462;

/** Per-rank keys whose sums over any multiset of the same size (<= 7) differ. */
const RANK_KEYS = [0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181] as const;

interface Tables {
  cardRankKey: Int32Array;
  cardSuitKey: Int32Array;
  cardBit: Int32Array;
  flushSuit: Int8Array;
  flush: Uint16Array;
  seven: Uint16Array;
  five: Map<number, number>;
  six: Map<number, number>;
  category: Uint8Array;
}

let tables: Tables | undefined;

function build(): Tables {
  const classes = handClasses();
  const rankOf = (rawValue: number): number => {
    const r = classes.rankOfRaw.get(rawValue);
    if (r === undefined) throw new Error(`unknown hand class ${rawValue}`);
    return r;
  };
  const cardRankKey = new Int32Array(52);
  const cardSuitKey = new Int32Array(52);
  const cardBit = new Int32Array(52);
  for (let id = 0; id < 52; id++) {
    cardRankKey[id] = RANK_KEYS[rankIndexOf(id)] ?? 0;
    cardSuitKey[id] = 1 << (3 * suitIndexOf(id));
    cardBit[id] = 1 << rankIndexOf(id);
  }
  const flushSuit = new Int8Array(4096).fill(-1);
  for (let key = 0; key < 4096; key++) {
    for (let s = 0; s < 4; s++) if (((key >> (3 * s)) & 7) >= 5) flushSuit[key] = s;
  }
  const flush = new Uint16Array(8192);
  for (let mask = 0; mask < 8192; mask++) if (popcount(mask) >= 5) flush[mask] = rankOf(rawFlush(mask));

  const maxKey = RANK_KEYS[12];
  const seven = new Uint16Array(maxKey * 4 + (RANK_KEYS[11] ?? 0) * 3 + 1);
  const five = new Map<number, number>();
  const six = new Map<number, number>();
  const counts = new Array<number>(13).fill(0);
  const visit = (r: number, size: number, sum: number): void => {
    if (r === 13) {
      if (size < 5) return;
      const rank = rankOf(rawFromCounts(counts));
      if (size === 7) {
        if (seven[sum] !== 0) throw new Error('rank keys collide');
        seven[sum] = rank;
      } else {
        const map = size === 5 ? five : six;
        if (map.has(sum)) throw new Error('rank keys collide');
        map.set(sum, rank);
      }
      return;
    }
    const key = RANK_KEYS[r] ?? 0;
    for (let c = 0; c <= 4 && size + c <= 7; c++) {
      counts[r] = c;
      visit(r + 1, size + c, sum + c * key);
    }
    counts[r] = 0;
  };
  visit(0, 0, 0);
  tables = {
    cardRankKey,
    cardSuitKey,
    cardBit,
    flushSuit,
    flush,
    seven,
    five,
    six,
    category: classes.categoryOfRank,
  };
  return tables;
}

/** Builds the lookup tables now (about 16 MB) instead of on the first evaluation. */
export function warmUpEvaluator(): void {
  if (!tables) build();
}

/** Seven distinct card ids -> hand rank. The hot path: no allocation, no loops. */
export function evaluate7(
  a: CardId,
  b: CardId,
  c: CardId,
  d: CardId,
  e: CardId,
  f: CardId,
  g: CardId,
): HandRank {
  const t = tables ?? build();
  const sk = t.cardSuitKey;
  const suit = t.flushSuit[sk[a]! + sk[b]! + sk[c]! + sk[d]! + sk[e]! + sk[f]! + sk[g]!]!;
  if (suit < 0) {
    const rk = t.cardRankKey;
    return t.seven[rk[a]! + rk[b]! + rk[c]! + rk[d]! + rk[e]! + rk[f]! + rk[g]!]!;
  }
  const bit = t.cardBit;
  let mask = 0;
  if ((a & 3) === suit) mask |= bit[a]!;
  if ((b & 3) === suit) mask |= bit[b]!;
  if ((c & 3) === suit) mask |= bit[c]!;
  if ((d & 3) === suit) mask |= bit[d]!;
  if ((e & 3) === suit) mask |= bit[e]!;
  if ((f & 3) === suit) mask |= bit[f]!;
  if ((g & 3) === suit) mask |= bit[g]!;
  return t.flush[mask]!;
}

function evaluateSmall(cards: readonly CardId[], map: Map<number, number>, t: Tables): HandRank {
  let suitSum = 0;
  let rankSum = 0;
  for (const id of cards) {
    suitSum += t.cardSuitKey[id]!;
    rankSum += t.cardRankKey[id]!;
  }
  const suit = t.flushSuit[suitSum]!;
  if (suit >= 0) {
    let mask = 0;
    for (const id of cards) if ((id & 3) === suit) mask |= t.cardBit[id]!;
    return t.flush[mask]!;
  }
  return map.get(rankSum)!;
}

export function evaluate5(a: CardId, b: CardId, c: CardId, d: CardId, e: CardId): HandRank {
  const t = tables ?? build();
  return evaluateSmall([a, b, c, d, e], t.five, t);
}

export function evaluate6(a: CardId, b: CardId, c: CardId, d: CardId, e: CardId, f: CardId): HandRank {
  const t = tables ?? build();
  return evaluateSmall([a, b, c, d, e, f], t.six, t);
}

/** 5, 6 or 7 distinct card ids -> hand rank. Throws on another length or duplicates (a caller bug, not a player action). */
export function evaluateHand(cards: readonly CardId[]): HandRank {
  let seen = 0n;
  for (const id of cards) {
    if (!Number.isInteger(id) || id < 0 || id > 51) throw new RangeError(`not a card id: ${id}`);
    const bit = 1n << BigInt(id);
    if (seen & bit) throw new RangeError(`duplicate card ${id}`);
    seen |= bit;
  }
  const t = tables ?? build();
  if (cards.length === 7)
    return evaluate7(...(cards as [number, number, number, number, number, number, number]));
  if (cards.length === 6) return evaluateSmall(cards, t.six, t);
  if (cards.length === 5) return evaluateSmall(cards, t.five, t);
  throw new RangeError(`can evaluate 5, 6 or 7 cards, got ${cards.length}`);
}

/** Positive when hand a beats hand b, negative when it loses, 0 on a tie. */
export function compareHands(a: readonly CardId[], b: readonly CardId[]): number {
  return evaluateHand(a) - evaluateHand(b);
}

export function handCategoryIndex(rank: HandRank): number {
  const t = tables ?? build();
  return t.category[rank] ?? 0;
}

export function handCategory(rank: HandRank): HandCategory {
  return HAND_CATEGORIES[handCategoryIndex(rank)] ?? 'high-card';
}

/** Display name of the category, with "Royal Flush" for the best straight flush. */
export function handName(rank: HandRank): string {
  if (rank === ROYAL_FLUSH_RANK) return 'Royal Flush';
  return CATEGORY_NAMES[handCategory(rank)];
}

const RANK_WORDS = [
  'Twos',
  'Threes',
  'Fours',
  'Fives',
  'Sixes',
  'Sevens',
  'Eights',
  'Nines',
  'Tens',
  'Jacks',
  'Queens',
  'Kings',
  'Aces',
];
const RANK_WORD = [
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Jack',
  'Queen',
  'King',
  'Ace',
];

/** A longer display text, e.g. "Full House, Kings over Sevens", "Straight, Ten high". */
export function describeHand(rank: HandRank): string {
  const rawValue = handClasses().rawOfRank[rank] ?? 0;
  const [d0 = 0, d1 = 0] = rawDigits(rawValue);
  const name = handName(rank);
  switch (handCategory(rank)) {
    case 'straight-flush':
      return rank === ROYAL_FLUSH_RANK ? name : `${name}, ${RANK_WORD[d0]} high`;
    case 'four-of-a-kind':
    case 'three-of-a-kind':
    case 'one-pair':
      return `${name}, ${RANK_WORDS[d0]}`;
    case 'full-house':
    case 'two-pair':
      return `${name}, ${RANK_WORDS[d0]} over ${RANK_WORDS[d1]}`;
    case 'flush':
    case 'straight':
    case 'high-card':
      return `${name}, ${RANK_WORD[d0]} high`;
  }
}

export interface HandEvaluation {
  /** 1..7462, higher wins, equal ties. */
  readonly rank: HandRank;
  readonly category: HandCategory;
  /** "Royal Flush", "Full House", ... */
  readonly name: string;
  /** "Full House, Kings over Sevens", ... */
  readonly description: string;
}

/** Everything a table shows about a 5-, 6- or 7-card hand, in one call. */
export function rankHand(cards: readonly CardId[]): HandEvaluation {
  const rank = evaluateHand(cards);
  return { rank, category: handCategory(rank), name: handName(rank), description: describeHand(rank) };
}
