// The 7,462 equivalence classes of five-card poker hands and their order (issue 3, "a rank that
// orders any two hands"). A class is first described by a raw strength
// `category * 2^20 + five 4-bit rank digits` (readable, built from the rules), then replaced by
// its position 1..7462 in sorted order so tables fit in 16 bits. Built once, lazily, because the
// engine also loads in the browser where most pages never evaluate a hand.

export const HAND_CATEGORIES = [
  'high-card',
  'one-pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export const CATEGORY_NAMES: Readonly<Record<HandCategory, string>> = {
  'high-card': 'High Card',
  'one-pair': 'One Pair',
  'two-pair': 'Two Pair',
  'three-of-a-kind': 'Three of a Kind',
  straight: 'Straight',
  flush: 'Flush',
  'full-house': 'Full House',
  'four-of-a-kind': 'Four of a Kind',
  'straight-flush': 'Straight Flush',
};

const HIGH_CARD = 0;
const ONE_PAIR = 1;
const TWO_PAIR = 2;
const TRIPS = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL_HOUSE = 6;
const QUADS = 7;
const STRAIGHT_FLUSH = 8;

function raw(category: number, ranks: readonly number[]): number {
  let v = category;
  for (let i = 0; i < 5; i++) v = v * 16 + (ranks[i] ?? 0);
  return v;
}

/** Highest card of the best straight in a 13-bit rank mask (bit 12 = ace), or -1. A-2-3-4-5 counts with high 3 (the five). */
export function straightHigh(mask: number): number {
  for (let high = 12; high >= 4; high--) {
    const run = 0b11111 << (high - 4);
    if ((mask & run) === run) return high;
  }
  const wheel = (1 << 12) | 0b1111;
  return (mask & wheel) === wheel ? 3 : -1;
}

function topBits(mask: number, count: number, exclude: readonly number[] = []): number[] {
  const out: number[] = [];
  for (let r = 12; r >= 0 && out.length < count; r--) {
    if ((mask >> r) & 1 && !exclude.includes(r)) out.push(r);
  }
  return out;
}

/** Raw strength of the best flush or straight flush within a suited rank mask of 5+ bits. */
export function rawFlush(mask: number): number {
  const high = straightHigh(mask);
  if (high >= 0) return raw(STRAIGHT_FLUSH, [high]);
  return raw(FLUSH, topBits(mask, 5));
}

/** Raw strength of the best non-flush five-card hand within rank counts (13 entries, total 5..7). */
export function rawFromCounts(counts: readonly number[]): number {
  let mask = 0;
  const quads: number[] = [];
  const trips: number[] = [];
  const pairs: number[] = [];
  for (let r = 12; r >= 0; r--) {
    const c = counts[r] ?? 0;
    if (c > 0) mask |= 1 << r;
    if (c === 4) quads.push(r);
    else if (c === 3) trips.push(r);
    else if (c === 2) pairs.push(r);
  }
  const [q] = quads;
  if (q !== undefined) return raw(QUADS, [q, ...topBits(mask, 1, [q])]);
  const [t, t2] = trips;
  if (t !== undefined) {
    // The pair of a full house may come from a second set of trips.
    const pairRank = Math.max(t2 ?? -1, pairs[0] ?? -1);
    if (pairRank >= 0) return raw(FULL_HOUSE, [t, pairRank]);
  }
  const high = straightHigh(mask);
  if (high >= 0) return raw(STRAIGHT, [high]);
  if (t !== undefined) return raw(TRIPS, [t, ...topBits(mask, 2, [t])]);
  const [p1, p2] = pairs;
  if (p1 !== undefined && p2 !== undefined) return raw(TWO_PAIR, [p1, p2, ...topBits(mask, 1, [p1, p2])]);
  if (p1 !== undefined) return raw(ONE_PAIR, [p1, ...topBits(mask, 3, [p1])]);
  return raw(HIGH_CARD, topBits(mask, 5));
}

export function categoryOfRaw(rawValue: number): number {
  return Math.floor(rawValue / 0x100000);
}

interface ClassTable {
  /** raw strength -> class rank 1..7462 (higher is better). */
  readonly rankOfRaw: Map<number, number>;
  /** class rank -> raw strength. */
  readonly rawOfRank: Float64Array;
  /** class rank -> category index. */
  readonly categoryOfRank: Uint8Array;
}

let classTable: ClassTable | undefined;

/** Enumerates every 5-card class once: all rank multisets (non-flush) plus all 5-bit masks (flush). */
export function handClasses(): ClassTable {
  if (classTable) return classTable;
  const raws = new Set<number>();
  const counts = new Array<number>(13).fill(0);
  const visit = (r: number, left: number): void => {
    if (r === 13) {
      if (left === 0) raws.add(rawFromCounts(counts));
      return;
    }
    for (let c = 0; c <= Math.min(4, left); c++) {
      counts[r] = c;
      visit(r + 1, left - c);
    }
    counts[r] = 0;
  };
  visit(0, 5);
  for (let mask = 0; mask < 8192; mask++) if (popcount(mask) === 5) raws.add(rawFlush(mask));
  const sorted = [...raws].sort((a, b) => a - b);
  const rankOfRaw = new Map<number, number>();
  const rawOfRank = new Float64Array(sorted.length + 1);
  const categoryOfRank = new Uint8Array(sorted.length + 1);
  sorted.forEach((v, i) => {
    rankOfRaw.set(v, i + 1);
    rawOfRank[i + 1] = v;
    categoryOfRank[i + 1] = categoryOfRaw(v);
  });
  classTable = { rankOfRaw, rawOfRank, categoryOfRank };
  return classTable;
}

export function popcount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}

/** The five rank digits (0 = deuce .. 12 = ace) stored in a raw strength, most significant first. */
export function rawDigits(rawValue: number): number[] {
  const out: number[] = [];
  let v = rawValue;
  for (let i = 0; i < 5; i++) {
    out.unshift(v % 16);
    v = Math.floor(v / 16);
  }
  return out;
}
