import { formatMoneyUnits, MINOR_UNITS_PER_COIN, moneyUnitsOf } from '@casino/contracts';

/**
 * Integer minor units (1 coin = 100 units) <-> the API's decimal strings ("1234.50"), with the
 * contracts' one money parser. ARCHITECTURE.md, "Money": never floats.
 */
export { MINOR_UNITS_PER_COIN };

/** Parses a non-negative decimal string with at most two decimals; throws on anything else. */
export function parseMoney(text: string): bigint {
  const units = moneyUnitsOf(text);
  if (units === null) throw new RangeError(`not a money amount: ${JSON.stringify(text)}`);
  return units;
}

/** Formats minor units as a decimal string with exactly two decimals ("-12.05" for negatives). */
export const formatMoney = formatMoneyUnits;
