import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';

/** What a player asks to do with sweepstakes coins. */
export type SweepstakesAction = 'redeem' | 'kyc' | 'amoe';

const DOING: Record<SweepstakesAction, string> = {
  redeem: 'redeem prizes',
  kyc: 'verify your identity',
  amoe: 'request a mail-in entry code',
};

/** "US-NY" for a US address in NY: the form the excluded regions are configured in. */
export const regionCodeOf = (country: string, region: string): string => `${country}-${region}`;

/** Whether a region ("US-NY") is excluded by the list: by its country ("US") or itself ("US-NY"). */
export function isExcludedRegion(regionCode: string, excluded: readonly string[]): boolean {
  const country = regionCode.split('-')[0] ?? '';
  return excluded.includes(regionCode) || excluded.includes(country);
}

/**
 * THE SWEEPSTAKES ELIGIBILITY CHECK of redemption, identity checks and mail-in entries: every one of
 * those services calls this, and nothing else decides who may take part. The account rules (guests,
 * the player's declared region: accounts/sweeps-eligibility.ts, issue 18's eligibility part) belong
 * here; until they land, this refuses guests itself, and refuses a redemption or a mail-in entry
 * when the player's checked address is in an excluded region (SWEEPS_EXCLUDED_REGIONS).
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
    .select(['users.is_guest', 'player_kyc.country', 'player_kyc.region'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!player) throw new DomainError('not_found', 'No such player.');
  if (player.is_guest)
    throw new DomainError(
      'forbidden',
      `Guests cannot ${DOING[action]}: register an account (with your date of birth) first.`,
    );
  if (action === 'kyc' || player.country === null || player.region === null) return;
  const region = regionCodeOf(player.country, player.region);
  if (isExcludedRegion(region, excludedRegions))
    throw new DomainError(
      'forbidden',
      `Sweepstakes are not offered in ${region}, where your verified address is, so you cannot ${DOING[action]}.`,
    );
}
