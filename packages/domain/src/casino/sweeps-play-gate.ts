import { ErrorCode, PlayMessages, type PlayCurrency } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { CURRENCY_NAME } from '@casino/games';
import { checkSweepsEligibility, sweepsRefusal, sweepsRulesOf } from '../accounts/sweeps-eligibility.js';
import { DomainError } from '../errors.js';

/** Why a player may not stake sweepstakes coins (403, the message shown as it is). */
export const sweepsPlayRefused = (): DomainError =>
  new DomainError(ErrorCode.forbidden, PlayMessages.sweepsNeedsRegistration, { currency: 'sweeps' });

/**
 * The one gate of sweepstakes play (issue 18, "Who may play with sweepstakes coins"): every wager
 * path that stakes sweepstakes coins calls it first (one-shot and open rounds, live-table bets, poker
 * buy-ins, P2P challenges; in the api and in the rooms, since both reach the money only through the
 * domain services that call it). It applies the account's eligibility rule
 * (accounts/sweeps-eligibility.ts): a guest must register (with a date of birth, 18+), a player must
 * have declared where they live, and that region must not be excluded (SWEEPS_EXCLUDED_REGIONS, set
 * for the database by useSweepsRules at start).
 *
 * Coin play never comes here (the callers check the currency first), so the coin hot path pays
 * nothing; a sweepstakes wager pays one primary-key read of the player.
 */
export async function assertMayPlaySweeps(db: Kysely<Database>, userId: string): Promise<void> {
  const verdict = await checkSweepsEligibility(db, userId, sweepsRulesOf(db));
  // A guest (or an unknown id) is told to register in play's own words.
  if (!verdict.eligible) throw verdict.reason === 'guest' ? sweepsPlayRefused() : sweepsRefusal(verdict);
}

/** The gate for a wager in any currency: nothing to check for coins. */
export async function assertMayWager(
  db: Kysely<Database>,
  userId: string,
  currency: PlayCurrency,
): Promise<void> {
  if (currency === 'sweeps') await assertMayPlaySweeps(db, userId);
}

/**
 * A table plays with one currency (poker and live tables, issue 18): a bet or buy-in naming the other
 * is refused, so nobody stakes sweepstakes coins at a table without saying so, or the reverse.
 */
export function tableCurrencyRefusal(table: PlayCurrency, asked: PlayCurrency): DomainError | null {
  if (asked === table) return null;
  return new DomainError(
    ErrorCode.validation,
    `currency: this table plays with ${CURRENCY_NAME[table]}, not ${CURRENCY_NAME[asked]}.`,
    { field: 'currency' },
  );
}
