// European single-zero roulette (issue 3, "Roulette"). The spec mentions 00 but also 37 pockets;
// the two conflict, and a 00 would need 38, so this wheel has exactly 37 pockets, 0-36, one zero.
// Pays: red, black, even, odd 1:1 (returns 2x); a single number 35:1 (returns 36x). Zero is green
// and neither even nor odd, so every bet returns exactly 36/37 (roulette.test.ts enumerates it).
// One float per spin: pocket = floor(f * 37).
import { reject, type Rejected } from '../../engine-result.js';
import type { FloatStream } from '../../fairness-stream.js';
import { pocketFromFloat } from '../../fair-mappings.js';
import { isUnits } from '../../money.js';

export const ROULETTE_BET_TYPES = ['red', 'black', 'even', 'odd', 'number'] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];
export type RouletteColor = 'red' | 'black' | 'green';

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];
export const MAX_ROULETTE_BETS = 50;

/** Whole-number return multipliers (stake included). */
export const ROULETTE_RETURNS: Readonly<Record<RouletteBetType, number>> = {
  red: 2,
  black: 2,
  even: 2,
  odd: 2,
  number: 36,
};

export interface RouletteBet {
  readonly type: RouletteBetType;
  /** The number 0-36 for a `number` bet; ignored otherwise. */
  readonly value?: number;
  /** Stake in minor units. */
  readonly amount: number;
}

export interface RouletteBetResult {
  readonly bet: RouletteBet;
  readonly isWin: boolean;
  readonly winAmount: number;
}

export interface RouletteSpinResult {
  readonly ok: true;
  readonly number: number;
  readonly color: RouletteColor;
  readonly bets: RouletteBetResult[];
  readonly totalBet: number;
  /** Total returned over all bets, stakes of winning bets included. */
  readonly winAmount: number;
  readonly isWin: boolean;
}

export type RouletteError =
  'no_bets' | 'too_many_bets' | 'invalid_bet_type' | 'invalid_number' | 'invalid_amount';

export function pocketColor(pocket: number): RouletteColor {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

export function rouletteBetWins(bet: RouletteBet, pocket: number): boolean {
  switch (bet.type) {
    case 'red':
    case 'black':
      return pocketColor(pocket) === bet.type;
    case 'even':
      return pocket !== 0 && pocket % 2 === 0;
    case 'odd':
      return pocket % 2 === 1;
    case 'number':
      return pocket === bet.value;
  }
}

export function validateRouletteBets(bets: readonly RouletteBet[]): RouletteError | null {
  if (bets.length === 0) return 'no_bets';
  if (bets.length > MAX_ROULETTE_BETS) return 'too_many_bets';
  for (const bet of bets) {
    if (!ROULETTE_BET_TYPES.includes(bet.type)) return 'invalid_bet_type';
    if (
      bet.type === 'number' &&
      !(Number.isInteger(bet.value) && (bet.value ?? -1) >= 0 && (bet.value ?? 37) <= 36)
    )
      return 'invalid_number';
    if (!isUnits(bet.amount) || bet.amount === 0) return 'invalid_amount';
  }
  return null;
}

/** Settles bets on a known pocket (spinRoulette and verification share it). */
export function settleRoulette(
  bets: readonly RouletteBet[],
  pocket: number,
): RouletteSpinResult | Rejected<RouletteError> {
  const error = validateRouletteBets(bets);
  if (error) return reject(error);
  const results = bets.map((bet) => {
    const isWin = rouletteBetWins(bet, pocket);
    return { bet, isWin, winAmount: isWin ? bet.amount * ROULETTE_RETURNS[bet.type] : 0 };
  });
  const winAmount = results.reduce((s, r) => s + r.winAmount, 0);
  return {
    ok: true,
    number: pocket,
    color: pocketColor(pocket),
    bets: results,
    totalBet: bets.reduce((s, b) => s + b.amount, 0),
    winAmount,
    isWin: winAmount > 0,
  };
}

/** Several bets, one spin, one float. Invalid bets are rejected before any float is used. */
export function spinRoulette(
  bets: readonly RouletteBet[],
  stream: FloatStream,
): RouletteSpinResult | Rejected<RouletteError> {
  const error = validateRouletteBets(bets);
  if (error) return reject(error);
  return settleRoulette(bets, pocketFromFloat(stream.next()));
}
