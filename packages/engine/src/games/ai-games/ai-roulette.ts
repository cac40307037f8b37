// Generated roulette wheels (issue 19): `numbers` numbered pockets (18, 24, 30 or 36, half in each of
// the design's two colours) and one or two zero pockets. The pocket is floor(f x pockets) of the
// round's first float. Every bet returns numbers / pockets of its stake on average, exactly:
//   straight (one number) returns numbers x, colour / parity / half 2x, third 3x, sixth 6x;
// the zeros lose every bet. So the return of each design is numbers / (numbers + zeros) whatever
// the player bets; the reference play for its figures is a straight-up number.
import type { FloatStream } from '../../fairness-stream.js';
import { applyMultiplier } from '../../money.js';
import { ratio } from '../../ratio.js';
import {
  figuresOf,
  inReturnBand,
  pickOne,
  type AiDifficulty,
  type DesignFigures,
} from './ai-design-common.js';

export const AI_ROULETTE_BETS = ['straight', 'color', 'parity', 'half', 'third', 'sixth'] as const;
export type AiRouletteBetType = (typeof AI_ROULETTE_BETS)[number];

export interface AiRouletteDesign {
  readonly kind: 'roulette';
  /** Numbered pockets 1..numbers (a multiple of 6). */
  readonly numbers: number;
  /** Zero pockets (shown as 0, 00). */
  readonly zeros: number;
  /** The order of the pockets round the wheel, for drawing: numbers 1..n, zeros as 0 and -1. */
  readonly wheel: readonly number[];
  readonly figures: DesignFigures;
}

/** Wheels per difficulty, each (numbers, zeros) returning numbers / (numbers + zeros) in the band. */
const WHEELS: Readonly<Record<AiDifficulty, readonly (readonly [number, number])[]>> = {
  easy: [
    [36, 1],
    [30, 1],
  ],
  medium: [
    [30, 1],
    [24, 1],
  ],
  hard: [
    [36, 2],
    [18, 1],
  ],
};

export interface AiRouletteBet {
  readonly type: AiRouletteBetType;
  /**
   * straight: the number (1..numbers, or 0 for the zero); color: 0 first colour, 1 second; parity:
   * 0 even, 1 odd; half: 0 low, 1 high; third: 0..2; sixth: 0..5.
   */
  readonly value: number;
}

/** What a bet returns per unit when it wins (stake included). */
export function aiRouletteReturnOf(
  design: Pick<AiRouletteDesign, 'numbers'>,
  type: AiRouletteBetType,
): number {
  switch (type) {
    case 'straight':
      return design.numbers;
    case 'color':
    case 'parity':
    case 'half':
      return 2;
    case 'third':
      return 3;
    case 'sixth':
      return 6;
  }
}

/** Whether a bet's value names something on this wheel. */
export function isAiRouletteBet(design: Pick<AiRouletteDesign, 'numbers'>, bet: AiRouletteBet): boolean {
  // A straight bet may also name the zero (0), which returns like any number.
  const limit = { straight: design.numbers, color: 1, parity: 1, half: 1, third: 2, sixth: 5 }[bet.type];
  return Number.isInteger(bet.value) && bet.value >= 0 && bet.value <= limit;
}

/** The colour of a numbered pocket: the numbers alternate colours round the wheel (0 first, 1 second). */
export function aiPocketColor(design: Pick<AiRouletteDesign, 'wheel'>, n: number): 0 | 1 {
  const position = design.wheel.filter((p) => p > 0).indexOf(n);
  return position % 2 === 0 ? 0 : 1;
}

/** Whether pocket n (1..numbers; 0 or less for the zeros) wins the bet. */
export function aiRouletteWins(
  design: Pick<AiRouletteDesign, 'numbers' | 'wheel'>,
  bet: AiRouletteBet,
  n: number,
): boolean {
  if (bet.type === 'straight') return n === bet.value;
  if (n <= 0) return false;
  const size = design.numbers;
  switch (bet.type) {
    case 'color':
      return aiPocketColor(design, n) === bet.value;
    case 'parity':
      return n % 2 === bet.value;
    case 'half':
      return (n > size / 2 ? 1 : 0) === bet.value;
    case 'third':
      return Math.floor((n - 1) / (size / 3)) === bet.value;
    case 'sixth':
      return Math.floor((n - 1) / (size / 6)) === bet.value;
  }
}

export interface AiRouletteSpin {
  /** Index of the pocket drawn: 0..numbers-1 are numbers 1..numbers, then the zeros. */
  readonly pocketIndex: number;
  /** The pocket: 1..numbers, 0 for the first zero, -1 for the second ("00"). */
  readonly pocket: number;
  readonly won: boolean;
  readonly winUnits: number;
}

/** The pocket of a float index: numbers first, then the zeros (0, then -1 for "00"). */
export const aiPocketOfIndex = (design: Pick<AiRouletteDesign, 'numbers'>, index: number): number =>
  index < design.numbers ? index + 1 : design.numbers - index;

export function settleAiRoulette(
  design: AiRouletteDesign,
  bet: AiRouletteBet,
  betUnits: number,
  pocketIndex: number,
): AiRouletteSpin {
  const pocket = aiPocketOfIndex(design, pocketIndex);
  const won = aiRouletteWins(design, bet, pocket);
  return {
    pocketIndex,
    pocket,
    won,
    winUnits: won ? applyMultiplier(betUnits, { num: aiRouletteReturnOf(design, bet.type), den: 1 }) : 0,
  };
}

export function spinAiRoulette(
  design: AiRouletteDesign,
  bet: AiRouletteBet,
  betUnits: number,
  stream: FloatStream,
): AiRouletteSpin {
  const pockets = design.numbers + design.zeros;
  return settleAiRoulette(design, bet, betUnits, Math.floor(stream.next() * pockets));
}

/** Exact figures for a straight-up number: wins 1 pocket in numbers + zeros, returning numbers x. */
export function aiRouletteFigures(numbers: number, zeros: number): DesignFigures {
  const pockets = numbers + zeros;
  return figuresOf(
    {
      mean: ratio(numbers, pockets),
      second: ratio(numbers * numbers, pockets),
      win: ratio(1, pockets),
    },
    'a straight-up number',
  );
}

export function designAiRoulette(difficulty: AiDifficulty, stream: FloatStream): AiRouletteDesign | null {
  const [numbers, zeros] = pickOne(stream, WHEELS[difficulty]);
  if (!inReturnBand(ratio(numbers, numbers + zeros))) return null;
  // The wheel's drawing order: numbers shuffled by the design stream, zeros opposite each other.
  const order = Array.from({ length: numbers }, (_, i) => i + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(stream.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const wheel = [
    0,
    ...order.slice(0, numbers / 2),
    ...(zeros === 2 ? [-1] : []),
    ...order.slice(numbers / 2),
  ];
  return { kind: 'roulette', numbers, zeros, wheel, figures: aiRouletteFigures(numbers, zeros) };
}
