import type { PlayCurrency } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { CURRENCY_SHORT } from '@casino/games';
import { DomainError } from '../errors.js';
import { getWalletBalances } from '../ledger/balances.js';
import { formatMoney, parseMoney } from '../money.js';

/** A bet amount from the API in minor units; the contract already checked its shape. */
export function betUnits(amount: string): bigint {
  const units = parseMoney(amount);
  if (units <= 0n) throw new DomainError('invalid_bet', 'The bet must be greater than zero');
  return units;
}

/**
 * Refuses a bet outside the table's limits, naming them (spec section 9 limits); a sweepstakes bet's
 * limits are named with their currency ("between 0.20 SC and 20.00 SC").
 */
export function assertWithinLimits(
  units: bigint,
  limits: { min: number; max: number },
  what: string,
  currency: PlayCurrency = 'coins',
): void {
  if (units < BigInt(limits.min) || units > BigInt(limits.max)) {
    const unit = currency === 'coins' ? '' : ` ${CURRENCY_SHORT[currency]}`;
    throw new DomainError(
      'bet_out_of_range',
      `${what} must be between ${formatMoney(BigInt(limits.min))}${unit} and ${formatMoney(BigInt(limits.max))}${unit}`,
      { currency },
    );
  }
}

/** A wallet balance as the API shows it (coins unless named), read inside the play's transaction. */
export async function walletBalance(
  db: Kysely<Database>,
  userId: string,
  currency: PlayCurrency = 'coins',
): Promise<string> {
  return formatMoney((await getWalletBalances(db, userId))[currency]);
}

/** Coin balance as the API shows it, read inside the play's transaction. */
export const coinBalance = (db: Kysely<Database>, userId: string): Promise<string> =>
  walletBalance(db, userId, 'coins');
