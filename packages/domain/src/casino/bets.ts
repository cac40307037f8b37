import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { getWalletBalances } from '../ledger/balances.js';
import { formatMoney, parseMoney } from '../money.js';

/** A bet amount from the API in minor units; the contract already checked its shape. */
export function betUnits(amount: string): bigint {
  const units = parseMoney(amount);
  if (units <= 0n) throw new DomainError('invalid_bet', 'The bet must be greater than zero');
  return units;
}

/** Refuses a bet outside the table's limits, naming them (spec section 9 limits). */
export function assertWithinLimits(units: bigint, limits: { min: number; max: number }, what: string): void {
  if (units < BigInt(limits.min) || units > BigInt(limits.max)) {
    throw new DomainError(
      'bet_out_of_range',
      `${what} must be between ${formatMoney(BigInt(limits.min))} and ${formatMoney(BigInt(limits.max))}`,
    );
  }
}

/** Coin balance as the API shows it, read inside the play's transaction. */
export async function coinBalance(db: Kysely<Database>, userId: string): Promise<string> {
  return formatMoney((await getWalletBalances(db, userId)).coins);
}
