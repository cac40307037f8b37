import { z } from 'zod';
import { PLAY_CURRENCIES } from '@casino/games';

// Amounts cross the wire as decimal strings with at most two decimals ("1234.50"), as the spec's
// balance and betAmount fields do; the server holds them as integer minor units (1 coin = 100,
// ARCHITECTURE.md "Money"). This module is the one parser between the two.

export const MINOR_UNITS_PER_COIN = 100n;

/**
 * At most 13 integer digits: the largest amount, 9999999999999.99, is 999999999999999 minor units,
 * inside the ledger's BIGINT columns and exact as a double (the engine counts chips in numbers).
 */
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
export const MAX_MONEY = '9999999999999.99';
const MONEY_MESSAGE = 'must be a decimal amount with at most two decimals, such as "10.50"';

/** Minor units of a decimal string with at most two decimals, or null for anything else. */
export function moneyUnitsOf(text: string): bigint | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const cents = BigInt((match[2] ?? '').padEnd(2, '0'));
  return whole * MINOR_UNITS_PER_COIN + cents;
}

/** Minor units as the API writes them: exactly two decimals ("-12.05" for negatives). */
export function formatMoneyUnits(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const cents = (abs % MINOR_UNITS_PER_COIN).toString().padStart(2, '0');
  return `${sign}${abs / MINOR_UNITS_PER_COIN}.${cents}`;
}

/**
 * A JSON number is the decimal it prints as (its shortest round-trip form), so 99.999, 1e21 and
 * 0.1 + 0.2 (0.30000000000000004) are refused rather than rounded; -0 is a sign, refused too.
 */
function decimalOfNumber(n: number): string | null {
  if (Object.is(n, -0)) return null;
  const text = String(n);
  return DECIMAL.test(text) ? text : null;
}

/** An amount in an answer: always two decimals. */
export const MoneyString = z
  .string()
  .regex(DECIMAL, MONEY_MESSAGE)
  .describe('decimal amount, e.g. "1234.50"');
export type MoneyString = z.infer<typeof MoneyString>;

/** A signed decimal amount, "-20.00" or "1234.50": a debit, a net result, a system account's balance. */
export const SignedMoneyString = z
  .string()
  .regex(/^-?\d{1,13}\.\d{2}$/, 'must be a signed decimal amount such as "-20.00"')
  .describe('signed decimal amount, e.g. "-20.00"');
export type SignedMoneyString = z.infer<typeof SignedMoneyString>;

function moneyAmount(minimum: 'zero' | 'cent') {
  const atLeast = minimum === 'cent' ? 'must be greater than zero' : 'must not be negative';
  return z
    .union(
      [
        z.string().regex(DECIMAL, MONEY_MESSAGE),
        z
          .number()
          .refine((n) => decimalOfNumber(n) !== null, MONEY_MESSAGE)
          .min(minimum === 'cent' ? 0.01 : 0, atLeast)
          .max(Number(MAX_MONEY), `must be at most ${MAX_MONEY}`)
          // Documents the rule for OpenAPI readers; the refine above is what decides.
          .meta({ multipleOf: 0.01 }),
      ],
      { error: MONEY_MESSAGE },
    )
    .transform((value, ctx) => {
      const units = moneyUnitsOf(typeof value === 'number' ? (decimalOfNumber(value) ?? '') : value);
      if (units === null || (minimum === 'cent' && units === 0n)) {
        ctx.addIssue({ code: 'custom', message: units === null ? MONEY_MESSAGE : atLeast });
        return z.NEVER;
      }
      return formatMoneyUnits(units);
    })
    .describe('decimal amount with at most two decimals, as a string ("10.50") or a JSON number (10.5)');
}

/**
 * An amount a client sends: a decimal string with at most two decimals, or a JSON number that is
 * exactly such a decimal; nothing else (no hex, exponents, signs, whitespace, NaN or Infinity, no
 * third decimal, nothing above MAX_MONEY). Parsed to the canonical two-decimal string, which the
 * domain turns into minor units with moneyUnitsOf.
 */
export const MoneyAmount = moneyAmount('zero');
/** A bet, buy-in or top-up: an amount of at least 0.01. */
export const PositiveMoneyAmount = moneyAmount('cent');

/**
 * The currency a game is played with (issue 18): coins ('coins', shown "GC") or sweepstakes coins
 * ('sweeps', shown "SC"). The one enum of it: requests, responses, room messages and states use it.
 */
export const PlayCurrency = z.enum(PLAY_CURRENCIES);
export type PlayCurrency = z.infer<typeof PlayCurrency>;
/** A wallet's currency (the same two). */
export const Currency = PlayCurrency;
export type Currency = PlayCurrency;
/**
 * The currency field of every wager request and room bet or buy-in message: coins when absent, so
 * every client written before sweepstakes play keeps playing with coins.
 */
export const WagerCurrency = PlayCurrency.optional().describe(
  'the currency staked: "coins" (GC, the default) or "sweeps" (sweepstakes coins, SC)',
);
/** A wager request's currency, coins when it names none. */
export const wagerCurrencyOf = (request: { currency?: PlayCurrency | undefined }): PlayCurrency =>
  request.currency ?? 'coins';
