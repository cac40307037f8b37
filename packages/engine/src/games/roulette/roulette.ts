// European single-zero roulette (issue 3, "Roulette"; issue 12, "Full bet menus"). The spec mentions
// 00 but also 37 pockets; the two conflict, and a 00 would need 38, so this wheel has exactly 37
// pockets, 0-36, one zero. One float per spin: pocket = floor(f * 37).
//
// Every standard European bet covers a set of pockets and pays the standard odds, which are always
// 36 / covered - 1 to 1: a straight number 35:1, a split 17:1, a street 11:1, a corner 8:1, a six
// line 5:1, a dozen or a column 2:1, low/high, red/black, even/odd 1:1. So every bet returns exactly
// 36/37 of its stake over the 37 pockets (roulette.test.ts enumerates every possible bet).
// The zero bets of the layout: splits 0-1, 0-2, 0-3; streets ("trios") 0-1-2 and 0-2-3; and the
// first four 0-1-2-3, offered here as a corner at the corner's 8:1 (4 numbers, 9 x 4 = 36, so it
// returns 36/37 like the rest).
import { reject, type Rejected } from '../../engine-result.js';
import type { FloatStream } from '../../fairness-stream.js';
import { pocketFromFloat } from '../../fair-mappings.js';
import { isUnits } from '../../money.js';

export const ROULETTE_BET_TYPES = [
  'number',
  'split',
  'street',
  'corner',
  'six-line',
  'dozen',
  'column',
  'low',
  'high',
  'red',
  'black',
  'even',
  'odd',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];
/** Bets on a few numbers named in `numbers`, and how many each names. */
export const ROULETTE_INSIDE_SIZES = { split: 2, street: 3, corner: 4, 'six-line': 6 } as const;
export type RouletteInsideType = keyof typeof ROULETTE_INSIDE_SIZES;
export type RouletteColor = 'red' | 'black' | 'green';

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];
export const MAX_ROULETTE_BETS = 50;

/** The standard odds of each bet, "N to 1" (the stake comes back on top). */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetType, number>> = {
  number: 35,
  split: 17,
  street: 11,
  corner: 8,
  'six-line': 5,
  dozen: 2,
  column: 2,
  low: 1,
  high: 1,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
};

/** Whole-number return multipliers (stake included): the odds plus one. */
export const ROULETTE_RETURNS: Readonly<Record<RouletteBetType, number>> = Object.fromEntries(
  ROULETTE_BET_TYPES.map((type) => [type, ROULETTE_PAYOUTS[type] + 1]),
) as Record<RouletteBetType, number>;

export interface RouletteBet {
  readonly type: RouletteBetType;
  /** The pocket 0-36 of a `number` bet; the dozen or column 1-3 of a `dozen`/`column` bet. */
  readonly value?: number;
  /** The numbers of a split, street, corner or six-line bet, in any order. */
  readonly numbers?: readonly number[];
  /** Stake in minor units. */
  readonly amount: number;
}

export interface RouletteBetResult {
  readonly bet: RouletteBet;
  /** The pockets the bet covers, ascending. */
  readonly pockets: readonly number[];
  readonly isWin: boolean;
  /** Returned on this bet, stake included (0 when it lost). */
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
  /** Returned minus staked: what the round won or lost the player. */
  readonly net: number;
  /** True only when the player is up on the round (net > 0): a round that lost money is no win. */
  readonly isWin: boolean;
}

export type RouletteError =
  | 'no_bets'
  | 'too_many_bets'
  | 'invalid_bet_type'
  | 'invalid_number'
  | 'invalid_numbers'
  | 'not_a_split'
  | 'not_a_street'
  | 'not_a_corner'
  | 'not_a_six_line'
  | 'invalid_dozen'
  | 'invalid_column'
  | 'invalid_amount';

export function pocketColor(pocket: number): RouletteColor {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const isPocket = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 36;
/** The layout's rows run 1-2-3, 4-5-6 ... 34-35-36; the top of a row is a multiple of 3. */
const isRowTop = (n: number) => n % 3 === 0;
const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** Two numbers side by side on the layout, or zero with 1, 2 or 3. `pair` ascending. */
function isSplit([a, b]: readonly number[]): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === 0) return b >= 1 && b <= 3;
  return b - a === 3 || (b - a === 1 && !isRowTop(a));
}

/** A row of three (1-2-3 ... 34-35-36), or a zero trio 0-1-2 / 0-2-3. `trio` ascending. */
function isStreet(trio: readonly number[]): boolean {
  const [a] = trio;
  if (a === undefined) return false;
  if (a === 0) return sameList(trio, [0, 1, 2]) || sameList(trio, [0, 2, 3]);
  return a % 3 === 1 && sameList(trio, [a, a + 1, a + 2]);
}

/** Four numbers meeting at one point, or the first four 0-1-2-3. `four` ascending. */
function isCorner(four: readonly number[]): boolean {
  const [a] = four;
  if (a === undefined) return false;
  if (a === 0) return sameList(four, [0, 1, 2, 3]);
  return !isRowTop(a) && sameList(four, [a, a + 1, a + 3, a + 4]) && a + 4 <= 36;
}

/** Two neighbouring rows, 1-6, 4-9 ... 31-36. `six` ascending. */
function isSixLine(six: readonly number[]): boolean {
  const [a] = six;
  return a !== undefined && a % 3 === 1 && a + 5 <= 36 && sameList(six, range(a, a + 5));
}

const INSIDE_RULES: Record<RouletteInsideType, [(sorted: readonly number[]) => boolean, RouletteError]> = {
  split: [isSplit, 'not_a_split'],
  street: [isStreet, 'not_a_street'],
  corner: [isCorner, 'not_a_corner'],
  'six-line': [isSixLine, 'not_a_six_line'],
};

const isInside = (type: RouletteBetType): type is RouletteInsideType => type in ROULETTE_INSIDE_SIZES;

/** The pockets a bet covers, ascending, or why the bet is not one of the layout's. */
export function rouletteBetPockets(
  bet: Pick<RouletteBet, 'type' | 'value' | 'numbers'>,
): { ok: true; pockets: readonly number[] } | Rejected<RouletteError> {
  const ok = (pockets: readonly number[]) => ({ ok: true as const, pockets });
  const all = range(1, 36);
  if (!ROULETTE_BET_TYPES.includes(bet.type)) return reject('invalid_bet_type');
  if (isInside(bet.type)) {
    const numbers = bet.numbers ?? [];
    if (numbers.length !== ROULETTE_INSIDE_SIZES[bet.type] || !numbers.every(isPocket))
      return reject('invalid_numbers');
    const sorted = [...numbers].sort((x, y) => x - y);
    const [isShape, error] = INSIDE_RULES[bet.type];
    return isShape(sorted) ? ok(sorted) : reject(error);
  }
  switch (bet.type) {
    case 'number':
      return isPocket(bet.value) ? ok([bet.value]) : reject('invalid_number');
    case 'dozen': {
      const d = bet.value;
      return d === 1 || d === 2 || d === 3 ? ok(range(d * 12 - 11, d * 12)) : reject('invalid_dozen');
    }
    case 'column': {
      // Column 1 is 1, 4 ... 34 (the bottom line of the layout); column 3 is 3, 6 ... 36.
      const c = bet.value;
      return c === 1 || c === 2 || c === 3
        ? ok(all.filter((n) => n % 3 === c % 3))
        : reject('invalid_column');
    }
    case 'low':
      return ok(range(1, 18));
    case 'high':
      return ok(range(19, 36));
    case 'red':
    case 'black':
      return ok(all.filter((n) => pocketColor(n) === bet.type));
    case 'even':
      return ok(all.filter((n) => n % 2 === 0));
    case 'odd':
      return ok(all.filter((n) => n % 2 === 1));
  }
  return reject('invalid_bet_type');
}

export function rouletteBetWins(bet: RouletteBet, pocket: number): boolean {
  const covered = rouletteBetPockets(bet);
  return covered.ok && covered.pockets.includes(pocket);
}

/** The first refusal among the bets, with the index of the bet it concerns. */
export function rouletteBetsRefusal(
  bets: readonly RouletteBet[],
): { error: RouletteError; index: number | null } | null {
  if (bets.length === 0) return { error: 'no_bets', index: null };
  if (bets.length > MAX_ROULETTE_BETS) return { error: 'too_many_bets', index: null };
  for (const [index, bet] of bets.entries()) {
    const covered = rouletteBetPockets(bet);
    if (!covered.ok) return { error: covered.error, index };
    if (!isUnits(bet.amount) || bet.amount === 0) return { error: 'invalid_amount', index };
  }
  return null;
}

export function validateRouletteBets(bets: readonly RouletteBet[]): RouletteError | null {
  return rouletteBetsRefusal(bets)?.error ?? null;
}

/** Settles bets on a known pocket (spinRoulette and verification share it). */
export function settleRoulette(
  bets: readonly RouletteBet[],
  pocket: number,
): RouletteSpinResult | Rejected<RouletteError> {
  const error = validateRouletteBets(bets);
  if (error) return reject(error);
  const results = bets.map((bet): RouletteBetResult => {
    const covered = rouletteBetPockets(bet);
    const pockets = covered.ok ? covered.pockets : [];
    const isWin = pockets.includes(pocket);
    return { bet, pockets, isWin, winAmount: isWin ? bet.amount * ROULETTE_RETURNS[bet.type] : 0 };
  });
  const winAmount = results.reduce((s, r) => s + r.winAmount, 0);
  const totalBet = bets.reduce((s, b) => s + b.amount, 0);
  return {
    ok: true,
    number: pocket,
    color: pocketColor(pocket),
    bets: results,
    totalBet,
    winAmount,
    net: winAmount - totalBet,
    isWin: winAmount > totalBet,
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
