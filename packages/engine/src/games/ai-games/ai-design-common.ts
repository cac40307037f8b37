// What every generated game's mathematics shares (issue 19): the return band, the difficulties,
// the exact figures a design carries, and the deterministic stream a design is drawn from.
// A design is plain JSON (stored in ai_games.design and sent to the browser, which replays rounds
// with it on the Fairness page), so exact fractions are written as decimal strings.
import { AI_GAME_RETURN_BAND_BP } from '@casino/games';
import { createFloatStream, type FloatStream } from '../../fairness-stream.js';
import { compare, ratio, toNumber, type Ratio } from '../../ratio.js';

export const AI_GAME_TYPES = ['slots', 'blackjack', 'poker', 'roulette', 'arcade'] as const;
export type AiGameType = (typeof AI_GAME_TYPES)[number];

export const AI_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type AiDifficulty = (typeof AI_DIFFICULTIES)[number];

/** The band every design's exact return lies in, ends included (the registry's basis points). */
export const AI_RETURN_BAND: { readonly min: Ratio; readonly max: Ratio } = {
  min: ratio(AI_GAME_RETURN_BAND_BP.min, 10_000),
  max: ratio(AI_GAME_RETURN_BAND_BP.max, 10_000),
};

/**
 * Where in the band each difficulty aims (basis points): easy games return the most and swing the
 * least, hard ones return the least and swing the most. Every target lies inside the band.
 */
export const DIFFICULTY_TARGET_BP: Readonly<Record<AiDifficulty, { min: number; max: number }>> = {
  easy: { min: 9_600, max: 9_750 },
  medium: { min: 9_500, max: 9_680 },
  hard: { min: 9_400, max: 9_560 },
};

export const inReturnBand = (rtp: Ratio): boolean =>
  compare(rtp, AI_RETURN_BAND.min) >= 0 && compare(rtp, AI_RETURN_BAND.max) <= 0;

/** An exact fraction as JSON carries it. */
export interface ExactFraction {
  readonly num: string;
  readonly den: string;
}

export const toExact = (r: Ratio): ExactFraction => ({ num: r.num.toString(), den: r.den.toString() });
export const fromExact = (e: ExactFraction): Ratio => ratio(BigInt(e.num), BigInt(e.den));

/** The figures a design publishes, each computed exactly by the engine for its reference play. */
export interface DesignFigures {
  /** Expected return per unit staked, stake included (0.96 = 96%). */
  readonly rtp: ExactFraction;
  /** The chance a round returns more than its stake (a net win). */
  readonly hitRate: ExactFraction;
  /** Standard deviation of one round's return per unit staked (from the exact variance). */
  readonly volatility: number;
  /** The play the hit rate and volatility describe ("a spin of all 9 lines", "a hand, optimal play"). */
  readonly reference: string;
}

/** Figures from exact moments: E[X], E[X^2] and P(X > 1) of the return X per unit staked. */
export function figuresOf(
  moments: { mean: Ratio; second: Ratio; win: Ratio },
  reference: string,
): DesignFigures {
  const variance = toNumber(moments.second) - toNumber(moments.mean) ** 2;
  return {
    rtp: toExact(moments.mean),
    hitRate: toExact(moments.win),
    volatility: Math.round(Math.sqrt(Math.max(0, variance)) * 1_000) / 1_000,
    reference,
  };
}

/**
 * The stream a design is drawn from: the provably fair HMAC stream keyed by the design's seed, so a
 * design is a pure function of (type, difficulty, seed) and can be reproduced from its stored seed.
 */
export function designStream(seed: string, purpose: string): FloatStream {
  return createFloatStream({ serverSeed: seed, clientSeed: `ai-design:${purpose}`, nonce: 0 });
}

/** A whole number in [min, max] from the stream. */
export const pickInt = (stream: FloatStream, min: number, max: number): number =>
  min + Math.floor(stream.next() * (max - min + 1));

/** One item of a list from the stream. */
export function pickOne<T>(stream: FloatStream, items: readonly T[]): T {
  const item = items[Math.floor(stream.next() * items.length)];
  if (item === undefined) throw new RangeError('pickOne of an empty list');
  return item;
}

/** Percent with two decimals for display ("96.12"), rounded down so a shown return is never overstated. */
export function percentText(r: Ratio): string {
  const hundredths = (r.num * 10_000n) / r.den;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
