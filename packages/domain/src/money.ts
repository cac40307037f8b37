/**
 * Integer minor units (1 coin = 100 units) <-> the API's decimal strings ("1234.50").
 * ARCHITECTURE.md, "Money": never floats.
 */
export const MINOR_UNITS_PER_COIN = 100n;

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Parses a non-negative decimal string with at most two decimals; throws on anything else. */
export function parseMoney(text: string): bigint {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a money amount: ${JSON.stringify(text)}`);
  const whole = BigInt(match[1] ?? '0');
  const cents = BigInt((match[2] ?? '').padEnd(2, '0'));
  return whole * MINOR_UNITS_PER_COIN + cents;
}

/** Formats minor units as a decimal string with exactly two decimals ("-12.05" for negatives). */
export function formatMoney(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const cents = (abs % MINOR_UNITS_PER_COIN).toString().padStart(2, '0');
  return `${sign}${abs / MINOR_UNITS_PER_COIN}.${cents}`;
}
