// Amounts in integer minor units (1 coin = 100 units) and payouts as exact rational multiples of
// the bet (rule: never floats for money). A payout that is not a whole unit rounds down: the
// fraction of a unit stays with the house, so no amount is ever invented.
export const UNITS_PER_COIN = 100;

/** A return multiplier: num/den times the bet, stake included (2/1 = even money). */
export interface Multiplier {
  readonly num: number;
  readonly den: number;
}

export function isUnits(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** floor(bet * num / den) in integer arithmetic. */
export function applyMultiplier(betUnits: number, m: Multiplier): number {
  if (!isUnits(betUnits)) throw new RangeError(`bet must be integer units: ${String(betUnits)}`);
  return Math.floor((betUnits * m.num) / m.den);
}

/** Table bet limits in coins, enforced by the API (issue 3 spec constants). */
export const TABLE_LIMITS = {
  blackjack: { min: 5, max: 500 },
  videoPoker: { min: 1, max: 100 },
  baccarat: { min: 10, max: 1000 },
  craps: { min: 5, max: 250 },
  roulette: { min: 1, max: 1000 },
} as const;

/** The same limits in minor units. */
export const TABLE_LIMITS_UNITS = {
  blackjack: { min: 500, max: 50_000 },
  videoPoker: { min: 100, max: 10_000 },
  baccarat: { min: 1_000, max: 100_000 },
  craps: { min: 500, max: 25_000 },
  roulette: { min: 100, max: 100_000 },
} as const;
