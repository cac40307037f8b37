import type { RouletteBet, RouletteBetType } from '@casino/contracts';
import { pocketColor, ROULETTE_PAYOUTS } from '@casino/engine';
import { boardEntries, type ChipBoard } from '../../components/games/chip-rules';
import { toMoneyString, type Cents } from '../../components/games/money';

/**
 * A spot on the betting board, as a key: the bet type and what it names. "number:17",
 * "split:17-20" (numbers ascending), "dozen:2", "column:1", or an even-money bet ("red").
 */
export type RouletteSpot = string;

type EvenMoneyType = 'low' | 'high' | 'red' | 'black' | 'even' | 'odd';
const INSIDE = ['split', 'street', 'corner', 'six-line'] as const;
type InsideType = (typeof INSIDE)[number];

export function numberSpot(n: number): RouletteSpot {
  return `number:${n}`;
}

export function insideSpot(type: InsideType, numbers: readonly number[]): RouletteSpot {
  return `${type}:${[...numbers].sort((a, b) => a - b).join('-')}`;
}

/** The API bet for a spot with its chips. */
export function spotToBet(spot: RouletteSpot, amount: Cents): RouletteBet {
  const [type = '', what = ''] = spot.split(':');
  const money = toMoneyString(amount);
  if ((INSIDE as readonly string[]).includes(type))
    return { type: type as InsideType, numbers: what.split('-').map(Number), amount: money };
  if (type === 'number' || type === 'dozen' || type === 'column')
    return { type, value: Number(what), amount: money };
  return { type: type as EvenMoneyType, amount: money };
}

/**
 * POST /api/roulette/spin body: every chip in `bets`, plus the spec's total `betAmount` and the
 * first bet's `betType` / `betValue`.
 */
export function rouletteSpinBody(board: ChipBoard<RouletteSpot>, gameId: number) {
  const entries = boardEntries(board);
  const bets = entries.map(([spot, amount]) => spotToBet(spot, amount));
  const total = entries.reduce((s, [, amount]) => s + amount, 0);
  const first = bets[0];
  return {
    bets,
    gameId,
    betAmount: toMoneyString(total),
    ...(first
      ? {
          betType: first.type,
          ...(first.type === 'number' && first.value !== undefined ? { betValue: first.value } : {}),
        }
      : {}),
  };
}

/** European layout: three rows (3, 6 ... 36 on top; 1, 4 ... 34 at the bottom) of twelve columns. */
export function boardRows(): number[][] {
  return [3, 2, 1].map((rowTop) => Array.from({ length: 12 }, (_, col) => col * 3 + rowTop));
}

/** The number in a column (0-11) and row (0 = top) of the layout. */
const numberAt = (col: number, row: number) => col * 3 + 3 - row;

export function colorName(n: number): 'Red' | 'Black' | 'Green' {
  const c = pocketColor(n);
  return c === 'red' ? 'Red' : c === 'black' ? 'Black' : 'Green';
}

const TYPE_NAMES: Record<RouletteBetType, string> = {
  number: 'Number',
  split: 'Split',
  street: 'Street',
  corner: 'Corner',
  'six-line': 'Six line',
  dozen: 'Dozen',
  column: 'Column',
  low: '1-18',
  high: '19-36',
  red: 'Red',
  black: 'Black',
  even: 'Even',
  odd: 'Odd',
};

/** "17:1" for a split: the odds the engine pays. */
export function oddsOf(type: RouletteBetType): string {
  return `${ROULETTE_PAYOUTS[type]}:1`;
}

/** A person's name for a spot: "Number 17", "Split 17-20", "First four 0-1-2-3", "2nd dozen". */
export function spotLabel(spot: RouletteSpot): string {
  const [type = '', what = ''] = spot.split(':');
  if (type === 'corner' && what === '0-1-2-3') return 'First four 0-1-2-3';
  if (type === 'dozen') return `${['1st', '2nd', '3rd'][Number(what) - 1] ?? what} dozen`;
  if (type === 'column') return `Column ${what}`;
  const name = TYPE_NAMES[type as RouletteBetType] ?? type;
  return what ? `${name} ${what}` : name;
}

export function spotType(spot: RouletteSpot): RouletteBetType {
  return (spot.split(':')[0] ?? '') as RouletteBetType;
}

/** The legend of payouts, every kind of bet once. */
export const PAYOUT_LEGEND: ReadonlyArray<{ label: string; type: RouletteBetType }> = [
  { label: 'Straight', type: 'number' },
  { label: 'Split', type: 'split' },
  { label: 'Street', type: 'street' },
  { label: 'Corner', type: 'corner' },
  { label: 'Six line', type: 'six-line' },
  { label: 'Dozen · Column', type: 'dozen' },
  { label: 'Red/Black · Even/Odd · 1-18/19-36', type: 'red' },
];

/**
 * A place on the lines of the number area where a chip makes an inside bet: x across the twelve
 * columns (0-12), y down the three rows (0-3), both in cells; `shape` says how to draw its hit area.
 */
export interface Hotspot {
  spot: RouletteSpot;
  x: number;
  y: number;
  shape: 'vertical' | 'horizontal' | 'point';
}

/**
 * Every inside bet of the layout, where a player puts the chip: a split on the line between two
 * numbers, a street at the bottom end of its row of three, a corner where four numbers meet, a six
 * line where two streets' ends meet, and the zero bets on zero's edge (0-1, 0-2, 0-3 on it, the
 * trios 0-1-2 / 0-2-3 where it meets two numbers, the first four at its bottom corner).
 */
export function insideHotspots(): Hotspot[] {
  const spots: Hotspot[] = [];
  for (let row = 0; row < 3; row++) {
    spots.push({ spot: insideSpot('split', [0, numberAt(0, row)]), x: 0, y: row + 0.5, shape: 'vertical' });
    for (let col = 0; col < 11; col++)
      spots.push({
        spot: insideSpot('split', [numberAt(col, row), numberAt(col + 1, row)]),
        x: col + 1,
        y: row + 0.5,
        shape: 'vertical',
      });
  }
  for (const y of [1, 2]) {
    spots.push({
      spot: insideSpot('street', [0, numberAt(0, y - 1), numberAt(0, y)]),
      x: 0,
      y,
      shape: 'point',
    });
    for (let col = 0; col < 12; col++) {
      spots.push({
        spot: insideSpot('split', [numberAt(col, y - 1), numberAt(col, y)]),
        x: col + 0.5,
        y,
        shape: 'horizontal',
      });
      if (col < 11)
        spots.push({
          spot: insideSpot('corner', [
            numberAt(col, y - 1),
            numberAt(col, y),
            numberAt(col + 1, y - 1),
            numberAt(col + 1, y),
          ]),
          x: col + 1,
          y,
          shape: 'point',
        });
    }
  }
  spots.push({ spot: insideSpot('corner', [0, 1, 2, 3]), x: 0, y: 3, shape: 'point' });
  for (let col = 0; col < 12; col++) {
    const street = [0, 1, 2].map((row) => numberAt(col, row));
    spots.push({ spot: insideSpot('street', street), x: col + 0.5, y: 3, shape: 'horizontal' });
    if (col < 11)
      spots.push({
        spot: insideSpot('six-line', [...street, ...[0, 1, 2].map((row) => numberAt(col + 1, row))]),
        x: col + 1,
        y: 3,
        shape: 'point',
      });
  }
  return spots;
}

/** The outside boxes: the columns (2:1 at the end of each row), the dozens, the even chances. */
export const COLUMN_SPOTS: readonly RouletteSpot[] = ['column:3', 'column:2', 'column:1'];
export const DOZEN_SPOTS: readonly RouletteSpot[] = ['dozen:1', 'dozen:2', 'dozen:3'];
export const EVEN_MONEY_SPOTS: ReadonlyArray<{ spot: RouletteSpot; label: string }> = [
  { spot: 'low', label: '1-18' },
  { spot: 'even', label: 'Even' },
  { spot: 'red', label: 'Red' },
  { spot: 'black', label: 'Black' },
  { spot: 'odd', label: 'Odd' },
  { spot: 'high', label: '19-36' },
];
