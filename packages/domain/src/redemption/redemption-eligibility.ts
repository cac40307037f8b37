import { regionCodeOf } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import {
  isRegionExcluded,
  regionCodeOfRow,
  sweepsEligibilityOf,
  sweepsRefusal,
} from '../accounts/sweeps-eligibility.js';
import { DomainError } from '../errors.js';

/** What a player asks to do with sweepstakes coins. */
export type SweepstakesAction = 'redeem' | 'kyc' | 'amoe';

const DOING: Record<SweepstakesAction, string> = {
  redeem: 'redeem prizes',
  kyc: 'verify your identity',
  amoe: 'request a mail-in entry code',
};

/**
 * THE SWEEPSTAKES ELIGIBILITY CHECK of redemption, identity checks and mail-in entries: every one of
 * those services calls this. Guests are refused (register first); the account's rule
 * (accounts/sweeps-eligibility.ts) refuses a player whose declared region is excluded
 * (SWEEPS_EXCLUDED_REGIONS); and a redemption or a mail-in entry is refused when the player's
 * checked address is in an excluded region, whatever they declared. A player who has not declared
 * a region yet may still verify their identity: the checked address then stands for it.
 */
export async function assertSweepstakesEligible(
  db: Kysely<Database>,
  userId: string,
  action: SweepstakesAction,
  excludedRegions: readonly string[],
): Promise<void> {
  const player = await db
    .selectFrom('users')
    .leftJoin('player_kyc', 'player_kyc.user_id', 'users.id')
    .select([
      'users.is_guest',
      'users.region_country',
      'users.region_state',
      'player_kyc.country',
      'player_kyc.region',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!player) throw new DomainError('not_found', 'No such player.');
  if (player.is_guest)
    throw new DomainError(
      'forbidden',
      `Guests cannot ${DOING[action]}: register an account (with your date of birth) first.`,
    );
  const declared = regionCodeOfRow(player);
  if (declared !== null) {
    const verdict = sweepsEligibilityOf({ isGuest: false, region: declared }, { excludedRegions });
    if (!verdict.eligible) throw sweepsRefusal(verdict);
  }
  if (action === 'kyc' || player.country === null || player.region === null) return;
  const region = regionCodeOf({ country: player.country, state: player.region });
  if (isRegionExcluded(region, excludedRegions))
    throw new DomainError(
      'forbidden',
      `Sweepstakes are not offered in ${region}, where your verified address is, so you cannot ${DOING[action]}.`,
    );
}
