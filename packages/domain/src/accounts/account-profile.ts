import type { AccountProfile, ProfileUpdate } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import {
  eligibilityResponseOf,
  regionCodeOfRow,
  sweepsEligibilityOf,
  type SweepsRules,
} from './sweeps-eligibility.js';

/**
 * The player's profile (issue 18): display name, email and whether it is verified, avatar, date of
 * birth (given at registration, not editable), the declared region, and what it means for
 * sweepstakes play. Names are checked by the contract (one line of plain text, 1-50 characters);
 * the region is a known country and, in the US, a state.
 */
export async function getAccountProfile(
  db: Kysely<Database>,
  userId: string,
  rules: SweepsRules,
): Promise<AccountProfile> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'is_guest',
      'first_name',
      'last_name',
      'email',
      'email_verified_at',
      // A date column: as YYYY-MM-DD text (drivers would make it a local Date).
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      'profile_image_url',
      'region_country',
      'region_state',
      'password_hash',
      'created_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new DomainError('unauthorized', 'Unauthorized');
  const region = regionCodeOfRow(row);
  return {
    id: row.id,
    isGuest: row.is_guest,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    emailVerified: row.email !== null && row.email_verified_at !== null,
    dateOfBirth: row.date_of_birth,
    profileImageUrl: row.profile_image_url,
    region: row.region_country === null ? null : { country: row.region_country, state: row.region_state },
    hasPassword: row.password_hash !== null,
    createdAt: row.created_at.toISOString(),
    eligibility: eligibilityResponseOf(sweepsEligibilityOf({ isGuest: row.is_guest, region }, rules)),
  };
}

/** PUT /api/account/profile: the name and the region; a region change is stamped. */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  update: ProfileUpdate,
  context: { rules: SweepsRules; now: Date },
): Promise<AccountProfile> {
  const country = update.region?.country ?? null;
  const state = update.region?.state ?? null;
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['region_country', 'region_state'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const moved = before.region_country !== country || before.region_state !== state;
    await trx
      .updateTable('users')
      .set({
        first_name: update.firstName,
        last_name: update.lastName,
        region_country: country,
        region_state: state,
        ...(moved ? { region_declared_at: country === null ? null : context.now } : {}),
      })
      .where('id', '=', userId)
      .execute();
  });
  return getAccountProfile(db, userId, context.rules);
}
