import type { Cents } from '../../components/games/money';

/** Spec §9: the bet input moves in steps of 10 coins. */
export const RAISE_STEP: Cents = 1_000;

/** The street total a bet or raise may go to: from the minimum raise to all in (spec §5). */
export interface RaiseLimits {
  min: Cents;
  max: Cents;
}

/** Any typed or stepped amount, brought back inside the limits (an unreadable one becomes the minimum). */
export function clampRaise(amount: Cents, limits: RaiseLimits): Cents {
  if (!Number.isFinite(amount)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, Math.round(amount)));
}

/** One step of 10 coins up or down from the amount, kept inside the limits. */
export function stepRaise(amount: Cents, direction: 1 | -1, limits: RaiseLimits): Cents {
  const from = clampRaise(amount, limits);
  return clampRaise(from + direction * RAISE_STEP, limits);
}

/** Spec §5: Raise is disabled when the amount is below minRaise (or above the player's chips). */
export function isRaiseAmountValid(amount: Cents, limits: RaiseLimits): boolean {
  return Number.isFinite(amount) && amount >= limits.min && amount <= limits.max && limits.max > 0;
}

/** "12.5" typed in coins → 1250 units; empty or unreadable → NaN. */
export function coinsInputToCents(text: string): Cents {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  const n = Number(trimmed);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}

/** 1250 → "12.5" for a number input (no thousands separators, no trailing zeros). */
export function centsToCoinsInput(cents: Cents): string {
  return String(cents / 100);
}

export interface RaisePreset {
  label: string;
  amount: Cents;
}

/**
 * Quick amounts: the minimum, half the pot and the pot (a pot-sized raise goes to the current bet
 * plus the pot after calling), all kept inside the limits, whole coins, without duplicates.
 */
export function raisePresets(
  table: { pot: Cents; currentBet: Cents; callAmount: Cents },
  limits: RaiseLimits,
): RaisePreset[] {
  const potAfterCall = table.pot + table.callAmount;
  const toWholeCoins = (units: Cents) => Math.round(units / 100) * 100;
  const candidates: RaisePreset[] = [
    { label: 'Min', amount: limits.min },
    { label: '½ Pot', amount: clampRaise(toWholeCoins(table.currentBet + potAfterCall / 2), limits) },
    { label: 'Pot', amount: clampRaise(toWholeCoins(table.currentBet + potAfterCall), limits) },
  ];
  const seen = new Set<Cents>();
  return candidates.filter((preset) => {
    if (seen.has(preset.amount) || preset.amount >= limits.max) return false;
    seen.add(preset.amount);
    return true;
  });
}
