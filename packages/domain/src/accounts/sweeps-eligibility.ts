/**
 * Sweepstakes eligibility (issue 18): whether a player may use sweepstakes coins, and if not, why and
 * what to tell them. The one place the rule is written; every part that touches sweepstakes coins
 * asks it.
 *
 * The rule, in order:
 *   1. a guest must register first (email, password, date of birth 18+)        -> 'guest'
 *   2. a player who has not declared where they live must declare it          -> 'region_required'
 *   3. a declared region in the configured exclusion list loses sweepstakes   -> 'region_excluded'
 *      play, coin purchases and redemption (coin play stays)
 * Otherwise the player is eligible.
 *
 * The exclusion list is SWEEPS_EXCLUDED_REGIONS (the api's and the rooms' env modules; default
 * DEFAULT_SWEEPS_EXCLUDED_REGIONS): region codes, a whole country ("CA") or a US state ("US-WA").
 * A country in the list excludes all of its states.
 *
 * Stable API (other parts call these; keep the signatures):
 *   sweepsEligibilityOf(player, rules)            pure: the verdict from what is known of a player
 *   checkSweepsEligibility(db, userId, rules)     reads the player (a transaction works too)
 *   assertSweepsEligible(db, userId, rules)       the same, throwing the refusal as a DomainError
 *                                                 (403 registration_required | region_required |
 *                                                 region_excluded, with the message to show)
 * `rules` is { excludedRegions: readonly string[] } (the api's config.sweepsExcludedRegions, the
 * rooms' config.sweepsExcludedRegions).
 */
import { ErrorCode, regionName, type SweepsEligibilityResponse } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { perDatabase } from '../per-database.js';

/** Where real sweepstakes operators (Chumba, Pulsz, Stake.us) have long refused play: WA, ID, MI, NV. */
export const DEFAULT_SWEEPS_EXCLUDED_REGIONS: readonly string[] = ['US-WA', 'US-ID', 'US-MI', 'US-NV'];

export interface SweepsRules {
  /** Region codes where sweepstakes play is not offered: "US-WA" (a state) or "CA" (a whole country). */
  excludedRegions: readonly string[];
}

/** What the rule needs to know of a player. `region`: their declared region code, null if none. */
export interface SweepsPlayer {
  isGuest: boolean;
  region: string | null;
}

export type SweepsIneligibility = 'guest' | 'region_required' | 'region_excluded';

export type SweepsEligibility =
  | { eligible: true; region: string }
  | { eligible: false; reason: SweepsIneligibility; message: string; region: string | null };

export const SWEEPS_MESSAGES = {
  guest:
    'Register with your email and date of birth (18+) to buy coin packages or play with sweepstakes coins. You keep your coins and progress.',
  region_required:
    'Tell us where you live (your profile, Region) to buy coin packages or play with sweepstakes coins.',
  region_excluded: (name: string) =>
    `Sweepstakes play is not offered in ${name}: you can keep playing with coins, but you cannot buy coin packages, play with sweepstakes coins or redeem them.`,
} as const;

/** Whether `region` is in the list: the code itself, or its country ("US" covers "US-WA"). */
export function isRegionExcluded(region: string, excludedRegions: readonly string[]): boolean {
  const country = region.split('-', 1)[0];
  return excludedRegions.some((entry) => entry === region || entry === country);
}

/** The verdict for a player (pure). */
export function sweepsEligibilityOf(player: SweepsPlayer, rules: SweepsRules): SweepsEligibility {
  if (player.isGuest)
    return { eligible: false, reason: 'guest', message: SWEEPS_MESSAGES.guest, region: player.region };
  if (player.region === null)
    return {
      eligible: false,
      reason: 'region_required',
      message: SWEEPS_MESSAGES.region_required,
      region: null,
    };
  if (isRegionExcluded(player.region, rules.excludedRegions))
    return {
      eligible: false,
      reason: 'region_excluded',
      message: SWEEPS_MESSAGES.region_excluded(regionName(player.region)),
      region: player.region,
    };
  return { eligible: true, region: player.region };
}

/** The declared region of a users row as a code ("US-WA", "GB"), or null. */
export const regionCodeOfRow = (row: { region_country: string | null; region_state: string | null }) =>
  row.region_country === null
    ? null
    : row.region_state === null
      ? row.region_country
      : `${row.region_country}-${row.region_state}`;

/** The verdict for a player by id (an unknown id reads as a guest). Works inside a transaction. */
export async function checkSweepsEligibility(
  db: Kysely<Database>,
  userId: string,
  rules: SweepsRules,
): Promise<SweepsEligibility> {
  const row = await db
    .selectFrom('users')
    .select(['is_guest', 'region_country', 'region_state'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return sweepsEligibilityOf(
    { isGuest: row?.is_guest ?? true, region: row ? regionCodeOfRow(row) : null },
    rules,
  );
}

const CODES: Record<SweepsIneligibility, ErrorCode> = {
  guest: ErrorCode.registrationRequired,
  region_required: ErrorCode.regionRequired,
  region_excluded: ErrorCode.regionExcluded,
};

/** The refusal for an ineligible verdict (403 with the message to show). */
export const sweepsRefusal = (verdict: Extract<SweepsEligibility, { eligible: false }>): DomainError =>
  new DomainError(CODES[verdict.reason], verdict.message, { reason: verdict.reason });

/** Throws the refusal unless the player may use sweepstakes coins. */
export async function assertSweepsEligible(
  db: Kysely<Database>,
  userId: string,
  rules: SweepsRules,
): Promise<void> {
  const verdict = await checkSweepsEligibility(db, userId, rules);
  if (!verdict.eligible) throw sweepsRefusal(verdict);
}

/** GET /api/account/eligibility's answer. */
export const eligibilityResponseOf = (verdict: SweepsEligibility): SweepsEligibilityResponse =>
  verdict.eligible
    ? {
        eligible: true,
        reason: null,
        message: null,
        region: verdict.region,
        regionName: regionName(verdict.region),
      }
    : {
        eligible: false,
        reason: verdict.reason,
        message: verdict.message,
        region: verdict.region,
        regionName: verdict.region === null ? null : regionName(verdict.region),
      };

const configured = perDatabase((): { rules: SweepsRules } => ({
  rules: { excludedRegions: DEFAULT_SWEEPS_EXCLUDED_REGIONS },
}));

/**
 * The rules the wager gate (casino/sweeps-play-gate.ts) applies on this database: the api and the
 * rooms set them at start from SWEEPS_EXCLUDED_REGIONS; unset, the default list.
 */
export function useSweepsRules(db: Kysely<Database>, rules: SweepsRules): void {
  configured(db).rules = { excludedRegions: [...rules.excludedRegions] };
}

/** The rules set for this database by useSweepsRules (the default list when none were). */
export const sweepsRulesOf = (db: Kysely<Database>): SweepsRules => configured(db).rules;
