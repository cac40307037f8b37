// Generated instant games (issue 19), one round per request, multipliers in hundredths of the stake
// (a payout is floor(bet x m / 100)):
//   wheel:  K segments; segment = floor(f x K) of float 0; return = sum(m) / (100 K).
//   plinko: R rows of pegs; float i < 1/2 bounces left, else right; the ball lands in bucket k =
//           the number of rights, with chance C(R, k) / 2^R; return = sum C(R,k) m_k / (100 2^R).
//   dice:   roll = floor(f x 10000) of float 0 (0..9999); the player picks a chance c% and under or
//           over: under wins when roll < 100c, over when roll >= 10000 - 100c, each with chance
//           c/100 exactly; a win returns rtp / (c/100) of the stake, so every choice returns rtp.
import type { FloatStream } from '../../fairness-stream.js';
import { applyMultiplier } from '../../money.js';
import { ratio, type Ratio } from '../../ratio.js';
import {
  DIFFICULTY_TARGET_BP,
  figuresOf,
  inReturnBand,
  pickInt,
  pickOne,
  type AiDifficulty,
  type DesignFigures,
} from './ai-design-common.js';

export const AI_ARCADE_GAMES = ['wheel', 'plinko', 'dice'] as const;
export type AiArcadeGame = (typeof AI_ARCADE_GAMES)[number];

export interface AiWheelDesign {
  readonly kind: 'arcade';
  readonly game: 'wheel';
  /** Each segment's multiplier in hundredths, in the order round the wheel. */
  readonly segments: readonly number[];
  readonly figures: DesignFigures;
}

export interface AiPlinkoDesign {
  readonly kind: 'arcade';
  readonly game: 'plinko';
  readonly rows: number;
  /** Multiplier in hundredths of each bucket 0..rows (left to right). */
  readonly buckets: readonly number[];
  readonly figures: DesignFigures;
}

export interface AiDiceDesign {
  readonly kind: 'arcade';
  readonly game: 'dice';
  /** The return of every choice, in basis points. */
  readonly rtpBp: number;
  /** The win chances a player may pick, in whole percent. */
  readonly minChance: number;
  readonly maxChance: number;
  readonly figures: DesignFigures;
}

export type AiArcadeDesign = AiWheelDesign | AiPlinkoDesign | AiDiceDesign;

export interface AiDiceChoice {
  readonly chance: number;
  readonly direction: 'under' | 'over';
}

export type AiArcadeRound =
  | {
      readonly game: 'wheel';
      readonly segment: number;
      readonly multiplier: number;
      readonly winUnits: number;
    }
  | {
      readonly game: 'plinko';
      /** Each row's bounce: 0 left, 1 right. */
      readonly path: number[];
      readonly bucket: number;
      readonly multiplier: number;
      readonly winUnits: number;
    }
  | {
      readonly game: 'dice';
      readonly roll: number;
      readonly chance: number;
      readonly direction: 'under' | 'over';
      readonly won: boolean;
      /** The win multiplier as num/den of the stake. */
      readonly multiplier: { readonly num: number; readonly den: number };
      readonly winUnits: number;
    };

// ---------- exact figures ----------

function binomials(n: number): bigint[] {
  const row = [1n];
  for (let k = 1; k <= n; k++) row.push((row[k - 1]! * BigInt(n - k + 1)) / BigInt(k));
  return row;
}

/** Figures of a distribution over multipliers (hundredths) with integer weights. */
function weightedFigures(
  multipliers: readonly number[],
  weights: readonly bigint[],
  reference: string,
): DesignFigures {
  const total = weights.reduce((s, w) => s + w, 0n);
  let sum = 0n;
  let squares = 0n;
  let wins = 0n;
  multipliers.forEach((m, i) => {
    const w = weights[i]!;
    sum += w * BigInt(m);
    squares += w * BigInt(m) * BigInt(m);
    if (m > 100) wins += w;
  });
  return figuresOf(
    { mean: ratio(sum, total * 100n), second: ratio(squares, total * 10_000n), win: ratio(wins, total) },
    reference,
  );
}

export const wheelFigures = (segments: readonly number[]): DesignFigures =>
  weightedFigures(
    segments,
    segments.map(() => 1n),
    'a spin of the wheel',
  );

export const plinkoFigures = (buckets: readonly number[]): DesignFigures =>
  weightedFigures(buckets, binomials(buckets.length - 1), 'a ball');

/** The dice return multiplier of a chance: rtp / (chance / 100), as a fraction of the stake. */
export const diceMultiplier = (rtpBp: number, chance: number): { num: number; den: number } => {
  const r = ratio(rtpBp, 100 * chance);
  return { num: Number(r.num), den: Number(r.den) };
};

/** Figures of dice at a 50% chance (the reference play): every chance returns rtp. */
export function diceFigures(rtpBp: number): DesignFigures {
  const m = ratio(rtpBp, 5_000);
  return figuresOf(
    { mean: ratio(rtpBp, 10_000), second: ratio(m.num * m.num, m.den * m.den * 2n), win: ratio(1, 2) },
    'a 50% roll',
  );
}

export function arcadeReturn(design: AiArcadeDesign): Ratio {
  switch (design.game) {
    case 'wheel':
      return ratio(
        design.segments.reduce((s, m) => s + m, 0),
        100 * design.segments.length,
      );
    case 'plinko': {
      const weights = binomials(design.rows);
      const sum = design.buckets.reduce((s, m, k) => s + weights[k]! * BigInt(m), 0n);
      return ratio(sum, 100n * 2n ** BigInt(design.rows));
    }
    case 'dice':
      return ratio(design.rtpBp, 10_000);
  }
}

// ---------- a round ----------

export const isDiceChoice = (design: AiDiceDesign, choice: AiDiceChoice): boolean =>
  Number.isInteger(choice.chance) &&
  choice.chance >= design.minChance &&
  choice.chance <= design.maxChance &&
  (choice.direction === 'under' || choice.direction === 'over');

/** Plays one round; dice needs the player's choice (the caller checks it with isDiceChoice). */
export function playAiArcade(
  design: AiArcadeDesign,
  betUnits: number,
  stream: FloatStream,
  choice: AiDiceChoice | null,
): AiArcadeRound {
  switch (design.game) {
    case 'wheel': {
      const segment = Math.floor(stream.next() * design.segments.length);
      const multiplier = design.segments[segment]!;
      return {
        game: 'wheel',
        segment,
        multiplier,
        winUnits: applyMultiplier(betUnits, { num: multiplier, den: 100 }),
      };
    }
    case 'plinko': {
      const path = Array.from({ length: design.rows }, () => (stream.next() < 0.5 ? 0 : 1));
      const bucket = path.reduce<number>((s, step) => s + step, 0);
      const multiplier = design.buckets[bucket]!;
      return {
        game: 'plinko',
        path,
        bucket,
        multiplier,
        winUnits: applyMultiplier(betUnits, { num: multiplier, den: 100 }),
      };
    }
    case 'dice': {
      const { chance, direction } = choice ?? { chance: 50, direction: 'under' as const };
      const roll = Math.floor(stream.next() * 10_000);
      const won = direction === 'under' ? roll < chance * 100 : roll >= 10_000 - chance * 100;
      const multiplier = diceMultiplier(design.rtpBp, chance);
      return {
        game: 'dice',
        roll,
        chance,
        direction,
        won,
        multiplier,
        winUnits: won ? applyMultiplier(betUnits, multiplier) : 0,
      };
    }
  }
}

// ---------- the designer ----------

/**
 * Nudges values (hundredths, each counted `weight` times in the sum) until sum(weight x value) lies in
 * [lo, hi]: each step moves the group whose weight is the largest that still fits the gap. Groups
 * move together (a plinko pair left and right). Values stay at or above `floor`.
 */
function tuneToWindow(
  values: number[],
  groups: readonly (readonly number[])[],
  weights: readonly bigint[],
  lo: bigint,
  hi: bigint,
  floor: number,
): boolean {
  const sum = () => values.reduce((s, v, i) => s + weights[i]! * BigInt(v), 0n);
  for (let step = 0; step < 10_000; step++) {
    const now = sum();
    if (now >= lo && now <= hi) return true;
    const raise = now < lo;
    const gap = raise ? hi - now : now - lo;
    let best: readonly number[] | null = null;
    let bestWeight = 0n;
    for (const group of groups) {
      const w = group.reduce((s, i) => s + weights[i]!, 0n);
      if (w > gap || w <= bestWeight) continue;
      if (!raise && group.some((i) => values[i]! - 1 < floor)) continue;
      best = group;
      bestWeight = w;
    }
    if (!best) return false;
    for (const i of best) values[i] = values[i]! + (raise ? 1 : -1);
  }
  return false;
}

function targetWindow(
  difficulty: AiDifficulty,
  stream: FloatStream,
  scale: bigint,
): [bigint, bigint, number] {
  const t = DIFFICULTY_TARGET_BP[difficulty];
  const aim = pickInt(stream, t.min, t.max);
  const lo = BigInt(Math.max(t.min, aim - 40));
  const hi = BigInt(Math.min(t.max, aim + 40));
  // sum(weight x hundredths) / (100 x scale) in [lo, hi] / 10_000  <=>  sum in [lo, hi] x scale / 100.
  return [(lo * scale + 99n) / 100n, (hi * scale) / 100n, aim];
}

const WHEEL_SHAPE: Readonly<Record<AiDifficulty, { segments: number; zeros: number; ladder: number[] }>> = {
  easy: { segments: 20, zeros: 6, ladder: [50, 80, 120, 150, 200, 300] },
  medium: { segments: 24, zeros: 11, ladder: [100, 150, 200, 300, 500, 1000] },
  hard: { segments: 30, zeros: 22, ladder: [200, 500, 1000, 2500, 5000] },
};

export function designAiWheel(difficulty: AiDifficulty, stream: FloatStream): AiWheelDesign | null {
  const shape = WHEEL_SHAPE[difficulty];
  const paying = shape.segments - shape.zeros;
  // Cheaper prizes more often: the ladder is walked with the lower rungs repeated.
  const values = Array.from(
    { length: paying },
    (_, i) => shape.ladder[Math.floor(((i * i) / (paying * paying)) * shape.ladder.length)]!,
  );
  const [lo, hi, aim] = targetWindow(difficulty, stream, BigInt(shape.segments));
  const scale = (aim * shape.segments) / 100 / values.reduce((s, v) => s + v, 0);
  const scaled = values.map((v) => Math.max(10, Math.round(v * scale)));
  const weights = scaled.map(() => 1n);
  if (
    !tuneToWindow(
      scaled,
      scaled.map((_, i) => [i]),
      weights,
      lo,
      hi,
      10,
    )
  )
    return null;
  const segments = [...scaled, ...Array<number>(shape.zeros).fill(0)];
  for (let i = segments.length - 1; i > 0; i--) {
    const j = Math.floor(stream.next() * (i + 1));
    [segments[i], segments[j]] = [segments[j]!, segments[i]!];
  }
  const design: AiWheelDesign = { kind: 'arcade', game: 'wheel', segments, figures: wheelFigures(segments) };
  return inReturnBand(arcadeReturn(design)) ? design : null;
}

const PLINKO_SHAPE: Readonly<Record<AiDifficulty, { rows: number[]; growth: number }>> = {
  easy: { rows: [8], growth: 1.45 },
  medium: { rows: [10, 12], growth: 1.75 },
  hard: { rows: [14, 16], growth: 2.05 },
};

export function designAiPlinko(difficulty: AiDifficulty, stream: FloatStream): AiPlinkoDesign | null {
  const shape = PLINKO_SHAPE[difficulty];
  const rows = pickOne(stream, shape.rows);
  const weights = binomials(rows);
  const half = rows / 2;
  // The edges pay the most: growth^(distance from the centre), scaled to the aim.
  const raw = Array.from({ length: rows + 1 }, (_, k) => shape.growth ** Math.abs(k - half));
  const [lo, hi, aim] = targetWindow(difficulty, stream, 2n ** BigInt(rows));
  const expected = raw.reduce((s, v, k) => s + v * Number(weights[k]!), 0) / 2 ** rows;
  const buckets = raw.map((v) => Math.max(10, Math.round((v * aim) / 100 / expected)));
  // Symmetric groups: the centre alone, then each pair of buckets k and rows - k.
  const groups = Array.from({ length: half + 1 }, (_, d) => (d === 0 ? [half] : [half - d, half + d]));
  if (!tuneToWindow(buckets, groups, weights, lo, hi, 10)) return null;
  const design: AiPlinkoDesign = {
    kind: 'arcade',
    game: 'plinko',
    rows,
    buckets,
    figures: plinkoFigures(buckets),
  };
  return inReturnBand(arcadeReturn(design)) ? design : null;
}

const DICE_CHANCES: Readonly<Record<AiDifficulty, { min: number; max: number }>> = {
  easy: { min: 25, max: 90 },
  medium: { min: 10, max: 90 },
  hard: { min: 2, max: 75 },
};

export function designAiDice(difficulty: AiDifficulty, stream: FloatStream): AiDiceDesign {
  const t = DIFFICULTY_TARGET_BP[difficulty];
  const rtpBp = pickInt(stream, t.min, t.max);
  const chances = DICE_CHANCES[difficulty];
  return {
    kind: 'arcade',
    game: 'dice',
    rtpBp,
    minChance: chances.min,
    maxChance: chances.max,
    figures: diceFigures(rtpBp),
  };
}

export function designAiArcade(
  difficulty: AiDifficulty,
  stream: FloatStream,
  game: AiArcadeGame,
): AiArcadeDesign | null {
  switch (game) {
    case 'wheel':
      return designAiWheel(difficulty, stream);
    case 'plinko':
      return designAiPlinko(difficulty, stream);
    case 'dice':
      return designAiDice(difficulty, stream);
  }
}
