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
