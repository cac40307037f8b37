import type { RouletteBet } from '@casino/contracts';
import { pocketColor } from '@casino/engine';
import { boardEntries, type ChipBoard } from '../../components/games/chip-rules';
import { toMoneyString, type Cents } from '../../components/games/money';

/** A spot on the betting board: an outside bet or a straight-up number ("n17"). */
export type RouletteSpot = 'red' | 'black' | 'even' | 'odd' | `n${number}`;

export function numberSpot(n: number): RouletteSpot {
  return `n${n}`;
}

/** The API bet for a spot with its chips. */
export function spotToBet(spot: RouletteSpot, amount: Cents): RouletteBet {
  if (spot.startsWith('n'))
    return { type: 'number', value: Number(spot.slice(1)), amount: toMoneyString(amount) };
  return { type: spot as Exclude<RouletteSpot, `n${number}`>, amount: toMoneyString(amount) };
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
      ? { betType: first.type, ...(first.value !== undefined ? { betValue: first.value } : {}) }
      : {}),
  };
}

/** European layout: three rows (3, 6 ... 36 on top; 1, 4 ... 34 at the bottom) of twelve columns. */
export function boardRows(): number[][] {
  return [3, 2, 1].map((rowTop) => Array.from({ length: 12 }, (_, col) => col * 3 + rowTop));
}

export function colorName(n: number): 'Red' | 'Black' | 'Green' {
  const c = pocketColor(n);
  return c === 'red' ? 'Red' : c === 'black' ? 'Black' : 'Green';
}

export const OUTSIDE_SPOTS: ReadonlyArray<{ spot: RouletteSpot; label: string }> = [
  { spot: 'red', label: 'Red' },
  { spot: 'black', label: 'Black' },
  { spot: 'even', label: 'Even' },
  { spot: 'odd', label: 'Odd' },
];

export function spotLabel(spot: RouletteSpot): string {
  return spot.startsWith('n')
    ? `Number ${spot.slice(1)}`
    : (OUTSIDE_SPOTS.find((o) => o.spot === spot)?.label ?? spot);
}
