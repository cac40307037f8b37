import type { Cents } from './money';

/**
 * The slot bet stepper (spec): every change keeps the bet between the game's min and max bet,
 * and a bet may never exceed the balance ("Insufficient balance!").
 */
export interface BetLimits {
  min: Cents;
  max: Cents;
  balance: Cents;
}

export type BetAction = 'decrease' | 'increase' | 'min' | 'max' | 'double' | 'half';

export type BetChange =
  | { ok: true; bet: Cents }
  /** The new bet would be more than the balance: the bet stays and the player sees a toast. */
  | { ok: false; reason: 'insufficient' }
  /** The button is disabled for this bet (would leave the min-max range, or changes nothing). */
  | { ok: false; reason: 'disabled' };

/** Bet sizes the stepper walks through, in cents; a game's own min and max are always stops too. */
export const BET_LADDER: readonly Cents[] = [
  10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 25000, 50000, 100000,
];

export function clampBet(bet: Cents, limits: Pick<BetLimits, 'min' | 'max'>): Cents {
  return Math.min(limits.max, Math.max(limits.min, Math.round(bet)));
}

/** The stepper stops between min and max, min and max included, ascending. */
export function ladderFor(limits: Pick<BetLimits, 'min' | 'max'>): Cents[] {
  const stops = new Set<Cents>([limits.min, limits.max]);
  for (const stop of BET_LADDER) if (stop > limits.min && stop < limits.max) stops.add(stop);
  return [...stops].sort((a, b) => a - b);
}

/** What a bet button would make the bet, before checking the balance; null when it cannot apply. */
function target(action: BetAction, bet: Cents, limits: BetLimits): Cents | null {
  const current = clampBet(bet, limits);
  switch (action) {
    case 'min':
      return limits.min;
    case 'max': {
      // Spec: Max sets min(max bet, balance); with less than the minimum there is nothing to set.
      const max = Math.min(limits.max, limits.balance);
      return max >= limits.min ? max : null;
    }
    case 'double': {
      const doubled = current * 2;
      return doubled > limits.max ? null : doubled;
    }
    case 'half': {
      const halved = Math.floor(current / 2);
      return halved < limits.min ? null : halved;
    }
    case 'increase': {
      const next = ladderFor(limits).find((stop) => stop > current);
      return next ?? null;
    }
    case 'decrease': {
      const prev = ladderFor(limits)
        .filter((stop) => stop < current)
        .at(-1);
      return prev ?? null;
    }
  }
}

/** Applies a bet button: the new bet, or why it did not change. */
export function changeBet(action: BetAction, bet: Cents, limits: BetLimits): BetChange {
  const next = target(action, bet, limits);
  if (next === null)
    return action === 'max' ? { ok: false, reason: 'insufficient' } : { ok: false, reason: 'disabled' };
  if (next > limits.balance && next > clampBet(bet, limits)) return { ok: false, reason: 'insufficient' };
  return { ok: true, bet: next };
}

/**
 * Whether a bet button is disabled: Double when it would pass the max bet, Half when it would fall
 * below the min bet, +/- at the ends of the range. Balance problems are not a disabled state:
 * the button answers with the "Insufficient balance!" toast instead.
 */
export function isBetActionDisabled(action: BetAction, bet: Cents, limits: BetLimits): boolean {
  if (action === 'min' || action === 'max') return false;
  return target(action, bet, limits) === null;
}

/** Whether a play of `bet` can be sent: within limits and covered by the balance. */
export function betProblem(bet: Cents, limits: BetLimits): 'below-min' | 'above-max' | 'insufficient' | null {
  if (bet < limits.min) return 'below-min';
  if (bet > limits.max) return 'above-max';
  if (bet > limits.balance) return 'insufficient';
  return null;
}
