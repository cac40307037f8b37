import type { Cents } from './money';

/**
 * Adding a chip to a single-spot bet: the first chip replaces the cleared minimum bet, later
 * chips stack, and the bet never passes the table max.
 */
export function addChipToBet(
  bet: Cents,
  chip: Cents,
  limits: { min: Cents; max: Cents },
  fresh = false,
): Cents {
  const base = fresh ? 0 : bet;
  return Math.min(limits.max, Math.max(limits.min, base + chip));
}

/** Video poker's stepper: whole coins within the table's limits. */
export function stepWholeCoins(bet: Cents, direction: 1 | -1, limits: { min: Cents; max: Cents }): Cents {
  const coins = Math.round(bet / 100) + direction;
  return Math.min(limits.max, Math.max(limits.min, coins * 100));
}

/**
 * Craps amount input (spec): min 5, max 250, and an empty (or unreadable) field falls back to the
 * minimum. Amounts are rounded to the cent; out-of-range ones are clamped into the limits.
 */
export function crapsAmountFromInput(input: string, limits: { min: Cents; max: Cents }): Cents {
  const trimmed = input.trim();
  if (trimmed === '') return limits.min;
  const n = Number(trimmed);
  if (!Number.isFinite(n) || n <= 0) return limits.min;
  const cents = Math.round(n * 100);
  return Math.min(limits.max, Math.max(limits.min, cents));
}
