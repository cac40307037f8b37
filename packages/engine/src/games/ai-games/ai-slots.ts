// Generated slot machines (issue 19): five reels, three rows, 5 or 9 paylines, 7 symbols. A line
// pays when its first 3, 4 or 5 symbols from the left are the same (symbols after the first break do
// not count); pays are whole multiples of the line bet (the bet divided by the lines), every line
// adds up, and the round returns floor(bet x sum of line pays / lines). A spin takes one float per
// reel, reel 1 first: stop = floor(f x stripLength); the window shows stops stop, stop+1, stop+2
// (wrapping round the strip) as rows 1-3.
//
// The return is exact: each row of a reel shows the reel's symbol mix, so every line's expected pay
// is the same sum over symbols and run lengths, and the return per unit bet is that sum
// (`slotsLineReturn`). The hit rate and the variance depend on how the lines overlap, so they come
// from visiting every stop combination (`enumerateSlots`), as the floor's slots are proven.
import type { FloatStream } from '../../fairness-stream.js';
import { reelStopFromFloat } from '../../fair-mappings.js';
import { applyMultiplier } from '../../money.js';
import { compare, ratio, type Ratio } from '../../ratio.js';
import {
  DIFFICULTY_TARGET_BP,
  figuresOf,
  inReturnBand,
  pickInt,
  type AiDifficulty,
  type DesignFigures,
} from './ai-design-common.js';

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_SYMBOL_COUNT = 7;
export const SLOT_STRIP_LENGTH = 16;

/** The paylines, as the row (0 top .. 2 bottom) each crosses on reels 1-5. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
];

export interface AiSlotsDesign {
  readonly kind: 'slots';
  /** Symbol index on each stop of each reel; 0 is the most valuable symbol. */
  readonly strips: readonly (readonly number[])[];
  /** The paylines in play (a prefix of SLOT_PAYLINES). */
  readonly lines: readonly (readonly number[])[];
  /** pays[symbol] = [3, 4, 5 of a kind] in line bets. */
  readonly pays: readonly (readonly [number, number, number])[];
  readonly figures: DesignFigures;
}

// ---------- the exact return ----------

/** P(a line's first n symbols are `symbol` and the next is not), per run length 3, 4, 5. */
function runChances(strips: readonly (readonly number[])[], symbol: number): [Ratio, Ratio, Ratio] {
  const p = strips.map((strip) => ratio(strip.filter((s) => s === symbol).length, strip.length));
  const prefix = (n: number) =>
    p.slice(0, n).reduce((acc, q) => ratio(acc.num * q.num, acc.den * q.den), ratio(1));
  const notNext = (n: number): Ratio => {
    const q = p[n];
    return q ? ratio(q.den - q.num, q.den) : ratio(1);
  };
  const exactly = (n: number): Ratio => {
    const head = prefix(n);
    const tail = notNext(n);
    return ratio(head.num * tail.num, head.den * tail.den);
  };
  return [exactly(3), exactly(4), exactly(5)];
}

/** The exact return per unit bet of strips and pays (the expected pay of one line, in line bets). */
export function slotsLineReturn(
  strips: readonly (readonly number[])[],
  pays: readonly (readonly [number, number, number])[],
): Ratio {
  let num = 0n;
  let den = 1n;
  pays.forEach((row, symbol) => {
    const chances = runChances(strips, symbol);
    row.forEach((pay, i) => {
      const c = chances[i]!;
      const term = ratio(c.num * BigInt(pay), c.den);
      [num, den] = [num * term.den + term.num * den, den * term.den];
    });
  });
  return ratio(num, den);
}

export interface SlotsEnumeration {
  /** Stop combinations visited (strip length ^ 5). */
  readonly combinations: bigint;
  /** Sum over combinations of the line pays added up (line bets). */
  readonly totalLinePay: bigint;
  /** Sum over combinations of the squared line-pay total. */
  readonly totalLinePaySquared: bigint;
  /** Combinations returning more than the bet. */
  readonly netWins: bigint;
  /** Combinations returning anything. */
  readonly anyWins: bigint;
}

/** Visits every stop combination and adds up what the lines pay. */
export function enumerateSlots(design: Pick<AiSlotsDesign, 'strips' | 'lines' | 'pays'>): SlotsEnumeration {
  const S = design.pays.length;
  const lineCount = design.lines.length;
  // pay of every possible line of symbol indices (S^5 of them), by its base-S key.
  const keyCount = S ** SLOT_REELS;
  const payOfKey = new Int32Array(keyCount);
  for (let key = 0; key < keyCount; key++) {
    const line: number[] = [];
    for (let r = 0, x = key; r < SLOT_REELS; r++, x = Math.floor(x / S)) line.push(x % S);
    payOfKey[key] = linePay(line, design.pays);
  }
  const strips = design.strips;
  const L = strips.map((s) => s.length);
  // symbolAt[reel][stop * 3 + row]
  const symbolAt = strips.map((strip) =>
    Int32Array.from({ length: strip.length * SLOT_ROWS }, (_, i) => {
      const stop = Math.floor(i / SLOT_ROWS);
      return strip[(stop + (i % SLOT_ROWS)) % strip.length]!;
    }),
  );
  const rowOf = design.lines.map((line) => Int32Array.from(line));
  const partial = Array.from({ length: SLOT_REELS + 1 }, () => new Int32Array(lineCount));
  let total = 0;
  let squares = 0n;
  // Squares are added into a bigint once per first-reel stop, so the float sum stays exact.
  let localSquares = 0;
  let netWins = 0;
  let anyWins = 0;
  const visit = (reel: number, weight: number): void => {
    const from = partial[reel]!;
    const to = partial[reel + 1]!;
    const symbols = symbolAt[reel]!;
    for (let stop = 0; stop < L[reel]!; stop++) {
      for (let l = 0; l < lineCount; l++)
        to[l] = from[l]! + symbols[stop * SLOT_ROWS + rowOf[l]![reel]!]! * weight;
      if (reel + 1 < SLOT_REELS) {
        visit(reel + 1, weight * S);
        continue;
      }
      let sum = 0;
      for (let l = 0; l < lineCount; l++) sum += payOfKey[to[l]!]!;
      if (sum > 0) {
        anyWins++;
        total += sum;
        localSquares += sum * sum;
        if (sum > lineCount) netWins++;
      }
    }
  };
  const first = partial[1]!;
  const symbols0 = symbolAt[0]!;
  for (let stop = 0; stop < L[0]!; stop++) {
    for (let l = 0; l < lineCount; l++) first[l] = symbols0[stop * SLOT_ROWS + rowOf[l]![0]!]!;
    localSquares = 0;
    visit(1, S);
    squares += BigInt(localSquares);
  }
  return {
    combinations: L.reduce((p, n) => p * BigInt(n), 1n),
    totalLinePay: BigInt(total),
    totalLinePaySquared: squares,
    netWins: BigInt(netWins),
    anyWins: BigInt(anyWins),
  };
}

/** Exact figures of a slots design: return, net-win chance and volatility of a spin of every line. */
export function slotsFigures(design: Pick<AiSlotsDesign, 'strips' | 'lines' | 'pays'>): DesignFigures {
  const e = enumerateSlots(design);
  const lines = BigInt(design.lines.length);
  return figuresOf(
    {
      mean: ratio(e.totalLinePay, e.combinations * lines),
      second: ratio(e.totalLinePaySquared, e.combinations * lines * lines),
      win: ratio(e.netWins, e.combinations),
    },
    `a spin of all ${design.lines.length} lines`,
  );
}

// ---------- a spin ----------

/** What one line pays, in line bets, for its five symbols. */
export function linePay(line: readonly number[], pays: AiSlotsDesign['pays']): number {
  const first = line[0]!;
  let run = 1;
  while (run < line.length && line[run] === first) run++;
  return run >= 3 ? (pays[first]?.[run - 3] ?? 0) : 0;
}

export interface AiSlotsLineWin {
  readonly line: number;
  readonly symbol: number;
  readonly count: number;
  /** In line bets. */
  readonly pay: number;
}

export interface AiSlotsSpin {
  readonly stops: number[];
  /** window[reel][row]: the symbol index shown. */
  readonly window: number[][];
  readonly lineWins: AiSlotsLineWin[];
  /** Sum of the line pays, in line bets. */
  readonly linePay: number;
  /** What the bet returns: floor(bet x linePay / lines). */
  readonly winUnits: number;
}

export function settleAiSlots(
  design: AiSlotsDesign,
  betUnits: number,
  stops: readonly number[],
): AiSlotsSpin {
  const window = design.strips.map((strip, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lineWins: AiSlotsLineWin[] = [];
  design.lines.forEach((rows, index) => {
    const symbols = rows.map((row, reel) => window[reel]![row]!);
    const pay = linePay(symbols, design.pays);
    if (pay > 0) {
      let count = 1;
      while (count < symbols.length && symbols[count] === symbols[0]) count++;
      lineWins.push({ line: index, symbol: symbols[0]!, count, pay });
    }
  });
  const total = lineWins.reduce((s, w) => s + w.pay, 0);
  return {
    stops: stops.slice(),
    window,
    lineWins,
    linePay: total,
    winUnits: applyMultiplier(betUnits, { num: total, den: design.lines.length }),
  };
}

export function spinAiSlots(design: AiSlotsDesign, betUnits: number, stream: FloatStream): AiSlotsSpin {
  return settleAiSlots(
    design,
    betUnits,
    design.strips.map((strip) => reelStopFromFloat(stream.next(), strip.length)),
  );
}

// ---------- the designer ----------

/** Symbols per reel, most valuable first, per difficulty (each sums to the strip length). */
const SYMBOL_COUNTS: Readonly<Record<AiDifficulty, readonly number[]>> = {
  easy: [1, 2, 2, 2, 3, 3, 3],
  medium: [1, 1, 2, 2, 3, 3, 4],
  hard: [1, 1, 1, 2, 3, 4, 4],
};

/** The pay shape per difficulty: tier growth, and 4- and 5-of-a-kind over 3-of-a-kind. */
const PAY_SHAPE: Readonly<
  Record<AiDifficulty, { growth: number; four: number; five: number; lines: number }>
> = {
  easy: { growth: 1.45, four: 2.5, five: 6, lines: 9 },
  medium: { growth: 1.7, four: 3.5, five: 12, lines: 9 },
  hard: { growth: 2.1, four: 4.5, five: 25, lines: 5 },
};

function stripOf(counts: readonly number[], stream: FloatStream): number[] {
  const stops = counts.flatMap((n, symbol) => Array<number>(n).fill(symbol));
  // Spread the symbols round the strip: a shuffle drawn from the design's stream.
  for (let i = stops.length - 1; i > 0; i--) {
    const j = Math.floor(stream.next() * (i + 1));
    [stops[i], stops[j]] = [stops[j]!, stops[i]!];
  }
  return stops;
}

/** Moves one stop between two neighbouring tiers on some reels, so no two designs share strips. */
function jitteredCounts(base: readonly number[], stream: FloatStream): number[] {
  const counts = base.slice();
  const from = pickInt(stream, 2, counts.length - 1);
  const to = from - 1;
  if (counts[from]! > 1 && stream.next() < 0.5) {
    counts[from]!--;
    counts[to]!++;
  }
  return counts;
}

const scaledPays = (shape: readonly (readonly [number, number, number])[], f: number) =>
  shape.map((row) => row.map((v) => Math.max(1, Math.round(v * f))) as unknown as [number, number, number]);

/**
 * Designs a slot machine for a difficulty from the design stream: strips from the difficulty's
 * symbol mix (shuffled, one tier nudged per reel), a pay shape, then the scale that brings the
 * exact return into the difficulty's target (found by bisection, the return being monotone in the
 * scale), then its exact figures. Returns null if no scale lands in the return band (the caller
 * draws again).
 */
export function designAiSlots(difficulty: AiDifficulty, stream: FloatStream): AiSlotsDesign | null {
  const shape = PAY_SHAPE[difficulty];
  const strips = Array.from({ length: SLOT_REELS }, () =>
    stripOf(jitteredCounts(SYMBOL_COUNTS[difficulty], stream), stream),
  );
  const lines = SLOT_PAYLINES.slice(0, shape.lines);
  const base = Array.from({ length: SLOT_SYMBOL_COUNT }, (_, symbol) => {
    const v = shape.growth ** (SLOT_SYMBOL_COUNT - 1 - symbol);
    return [v, v * shape.four, v * shape.five] as [number, number, number];
  });
  const target = DIFFICULTY_TARGET_BP[difficulty];
  const aim = ratio(pickInt(stream, target.min, target.max), 10_000);
  let lo = 0.01;
  let hi = 1_000;
  let best: ReturnType<typeof scaledPays> | null = null;
  for (let i = 0; i < 60; i++) {
    const mid = Math.sqrt(lo * hi);
    const pays = scaledPays(base, mid);
    const rtp = slotsLineReturn(strips, pays);
    if (inReturnBand(rtp)) best = pays;
    if (compare(rtp, aim) < 0) lo = mid;
    else hi = mid;
  }
  if (!best) return null;
  return { kind: 'slots', strips, lines, pays: best, figures: slotsFigures({ strips, lines, pays: best }) };
}
