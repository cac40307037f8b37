// Slot spins and their exact return (issue 3, "Slots"). A spin takes one float per reel, reel 1
// first: stop = floor(f * stripLength); the payline shows strip[stop] of each reel.
import type { PlayCurrencyCode } from '@casino/games';
import type { FloatStream } from '../../fairness-stream.js';
import { reelStopFromFloat } from '../../fair-mappings.js';
import type { SlotDefinition } from './featured-slots.js';
import { applyMultiplier, isUnits } from '../../money.js';
import { ratio, type Ratio } from '../../ratio.js';
import { isJackpotLine } from './slots-jackpot.js';
import {
  evaluateSlotLine,
  REEL_COUNT,
  SLOT_SYMBOLS,
  type SlotLineWin,
  type SlotSymbol,
} from './slots-paytable.js';

export interface SlotSpinResult {
  readonly ok: true;
  readonly slotId: number;
  /** Stop index on each reel strip. */
  readonly stops: number[];
  /** The payline's five symbols, reel 1 first. */
  readonly reels: SlotSymbol[];
  readonly isWin: boolean;
  readonly win: SlotLineWin;
  /** Whole-number multiplier of the bet returned (stake included), 0 on a loss. */
  readonly winMultiplier: number;
  readonly betUnits: number;
  /** Returned amount in minor units: bet * winMultiplier. */
  readonly winAmount: number;
  /** The payline wins the Grand Jackpot (five diamonds): the pool is paid on top of the line. */
  readonly jackpot: boolean;
}

export type SlotSpinError = { readonly ok: false; readonly error: 'invalid_bet' | 'bet_out_of_range' };

/** Symbols on the payline for given stops. */
export function reelsAtStops(slot: SlotDefinition, stops: readonly number[]): SlotSymbol[] {
  return slot.strips.map((strip, reel) => {
    const symbol = strip[stops[reel] ?? -1];
    if (symbol === undefined) throw new RangeError(`stop ${stops[reel]} is off reel ${reel + 1}`);
    return symbol;
  });
}

/** The stops a stream produces: one float per reel, reel 1 first. */
export function slotStopsFromStream(slot: SlotDefinition, stream: FloatStream): number[] {
  return slot.strips.map((strip) => reelStopFromFloat(stream.next(), strip.length));
}

/** Settles a spin at known stops (used by spinSlot and by verification). */
export function settleSlotSpin(
  slot: SlotDefinition,
  betUnits: number,
  stops: readonly number[],
  currency: PlayCurrencyCode = 'coins',
): SlotSpinResult | SlotSpinError {
  if (!isUnits(betUnits) || betUnits === 0) return { ok: false, error: 'invalid_bet' };
  const limits = slot.betLimits[currency];
  if (betUnits < limits.min || betUnits > limits.max) return { ok: false, error: 'bet_out_of_range' };
  const reels = reelsAtStops(slot, stops);
  const line = evaluateSlotLine(reels);
  return {
    ok: true,
    slotId: slot.id,
    stops: stops.slice(),
    reels,
    isWin: line.multiplier > 0,
    win: line.win,
    winMultiplier: line.multiplier,
    betUnits,
    winAmount: applyMultiplier(betUnits, { num: line.multiplier, den: 1 }),
    jackpot: isJackpotLine(reels),
  };
}

export function spinSlot(
  slot: SlotDefinition,
  betUnits: number,
  stream: FloatStream,
  currency: PlayCurrencyCode = 'coins',
): SlotSpinResult | SlotSpinError {
  return settleSlotSpin(slot, betUnits, slotStopsFromStream(slot, stream), currency);
}

export interface SlotReturn {
  /** Sum of the multipliers over every stop combination. */
  readonly totalMultiplier: bigint;
  /** Number of stop combinations (product of strip lengths). */
  readonly combinations: bigint;
  /** totalMultiplier / combinations, reduced. */
  readonly rtp: Ratio;
  /** Combinations that pay, per line win kind. */
  readonly hits: Readonly<Record<SlotLineWin, number>>;
}

/**
 * The exact return of a set of strips: every stop combination is visited (20^5 = 3.2M for the
 * featured slots). The line of each combination is scored through evaluateSlotLine, memoised by
 * symbol indices because only 8^5 distinct lines exist.
 */
export function exactSlotReturn(strips: readonly (readonly SlotSymbol[])[]): SlotReturn {
  if (strips.length !== REEL_COUNT) throw new RangeError(`a slot has ${REEL_COUNT} reels`);
  const S = SLOT_SYMBOLS.length;
  const kinds: SlotLineWin[] = [
    'five-matching',
    'three-or-four-matching',
    'diamond-and-crown',
    'money-bag',
    'none',
  ];
  const pay = new Int32Array(S ** 5);
  const kind = new Uint8Array(S ** 5);
  for (let i = 0; i < S ** 5; i++) {
    const line: SlotSymbol[] = [];
    for (let r = 0, x = i; r < 5; r++, x = Math.floor(x / S)) line.push(SLOT_SYMBOLS[x % S] ?? 'lemon');
    const res = evaluateSlotLine(line);
    pay[i] = res.multiplier;
    kind[i] = kinds.indexOf(res.win);
  }
  const idx = strips.map((strip) => strip.map((s) => SLOT_SYMBOLS.indexOf(s)));
  const [r0 = [], r1 = [], r2 = [], r3 = [], r4 = []] = idx;
  let total = 0;
  const hits = new Float64Array(kinds.length);
  for (const a of r0)
    for (const b of r1)
      for (const c of r2)
        for (const d of r3)
          for (const e of r4) {
            const key = a + S * (b + S * (c + S * (d + S * e)));
            total += pay[key]!;
            hits[kind[key]!]!++;
          }
  const combinations = idx.reduce((p, r) => p * BigInt(r.length), 1n);
  return {
    totalMultiplier: BigInt(total),
    combinations,
    rtp: ratio(BigInt(total), combinations),
    hits: Object.fromEntries(kinds.map((k, i) => [k, hits[i] ?? 0])) as Record<SlotLineWin, number>,
  };
}
