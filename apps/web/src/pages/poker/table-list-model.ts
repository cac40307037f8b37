import type { PokerTable } from '@casino/contracts';
import { formatCents, toCents, type Cents } from '../../components/games/money';

/** Spec §9: the default buy-in is 500 coins (kept inside the table's limits). */
export const DEFAULT_BUY_IN: Cents = 50_000;

/** Spec §9: a table's fullness colour changes at 50% and 80% of its seats. */
export type Fullness = 'open' | 'filling' | 'nearly-full';

export function fullnessOf(currentPlayers: number, maxPlayers: number): Fullness {
  if (maxPlayers <= 0) return 'nearly-full';
  const ratio = currentPlayers / maxPlayers;
  if (ratio >= 0.8) return 'nearly-full';
  if (ratio >= 0.5) return 'filling';
  return 'open';
}

export function isTableFull(table: Pick<PokerTable, 'currentPlayers' | 'maxPlayers'>): boolean {
  return table.currentPlayers >= table.maxPlayers;
}

/**
 * The buy-in field's starting value: 500 coins, clamped into the table's limits; a sweepstakes table
 * starts at its minimum (sweepstakes coins are few and redeemable).
 */
export function defaultBuyIn(
  table: Pick<PokerTable, 'minBuyIn' | 'maxBuyIn'> & { currency?: PokerTable['currency'] },
): Cents {
  const min = toCents(table.minBuyIn);
  const max = toCents(table.maxBuyIn);
  if (table.currency === 'sweeps') return min;
  return Math.min(max, Math.max(min, DEFAULT_BUY_IN));
}

/**
 * Spec §5: the buy-in must be at least the table minimum (the maximum is only the input's
 * attribute; the server refuses more with its own message). Null when the amount may be sent.
 */
export function buyInProblem(amount: Cents, minBuyIn: Cents, unit = 'coins'): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'Enter a buy-in amount.';
  if (amount < minBuyIn) return `The minimum buy-in at this table is ${formatCents(minBuyIn)} ${unit}.`;
  return null;
}
