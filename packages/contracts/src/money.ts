import { z } from 'zod';

/**
 * Amounts cross the wire as decimal strings with at most two decimals ("1234.50"), as the spec's
 * balance and betAmount fields do; the server stores them as integer minor units (1 coin = 100).
 */
export const MoneyString = z
  .string()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'must be a decimal amount with at most two decimals, such as "10.50"')
  .describe('decimal amount, e.g. "1234.50"');
export type MoneyString = z.infer<typeof MoneyString>;

/** Positive variant for bets and buy-ins. */
export const PositiveMoneyString = MoneyString.refine((s) => Number(s) > 0, 'must be greater than zero');

export const Currency = z.enum(['coins', 'sweeps']);
export type Currency = z.infer<typeof Currency>;
