import { regionCodeOf, type KycState, type KycSubmission } from '@casino/contracts';
import { sql, type Database, type Kysely, type PlayerKycRow } from '@casino/db';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { kycReferenceOf, type KycCheckResult, type KycProvider } from './kyc-provider.js';
import { assertSweepstakesEligible } from './redemption-eligibility.js';

export const KYC_UNREACHABLE_REASON =
  'The identity provider could not be reached; your check waits for a review by our team.';

type KycView = Pick<
  PlayerKycRow,
  | 'status'
  | 'legal_first_name'
  | 'legal_last_name'
  | 'country'
  | 'region'
  | 'document_type'
  | 'document_reference'
  | 'decision_reason'
  | 'submitted_at'
  | 'decided_at'
>;

export function toKycState(row: KycView | undefined, provider: KycProvider): KycState {
  if (!row)
    return {
      status: 'unverified',
      provider: provider.info,
      legalName: null,
      region: null,
      documentType: null,
      documentEnding: null,
      reason: null,
      submittedAt: null,
      decidedAt: null,
    };
  return {
    status: row.status,
    provider: provider.info,
    legalName: `${row.legal_first_name} ${row.legal_last_name}`,
    region: regionCodeOf({ country: row.country, state: row.region }),
    documentType: row.document_type,
    documentEnding: row.document_reference.slice(-4),
    reason: row.decision_reason,
    submittedAt: row.submitted_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

export const selectKyc = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('player_kyc').selectAll().where('user_id', '=', userId);

/** GET /api/kyc: the player's identity check (unverified when they never submitted one). */
export async function getKycState(
  db: Kysely<Database>,
  provider: KycProvider,
  userId: string,
): Promise<KycState> {
  return toKycState(await selectKyc(db, userId).executeTakeFirst(), provider);
}

/**
 * POST /api/kyc: the player submits their legal name, date of birth, address and document. The
 * submission is recorded as pending first (it survives the provider being away), then the provider
 * decides: verified, rejected with its reason, or left pending for an admin's review. A pending or
 * verified check cannot be submitted again; a rejected one can. The date of birth must be the one
 * the player registered with.
 */
export async function submitKyc(
  db: Kysely<Database>,
  provider: KycProvider,
  userId: string,
  submission: KycSubmission,
  options: { clock: Clock; excludedRegions: readonly string[] },
): Promise<KycState> {
  await assertSweepstakesEligible(db, userId, 'kyc', options.excludedRegions);
  const now = options.clock();
  const account = await db
    .selectFrom('users')
    .select(sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dob'))
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (account.dob !== null && account.dob !== submission.dateOfBirth)
    throw new DomainError(
      'validation_error',
      'body.dateOfBirth: must be the date of birth you registered with',
      { field: 'body.dateOfBirth' },
    );

  const submissionNumber = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('player_kyc')
      .select(['status', 'submissions'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (current?.status === 'verified')
      throw new DomainError('conflict', 'Your identity is already verified.');
    if (current?.status === 'pending')
      throw new DomainError(
        'conflict',
        'Your identity check is waiting for a decision; you cannot submit another yet.',
      );
    const fields = {
      status: 'pending' as const,
      legal_first_name: submission.legalFirstName,
      legal_last_name: submission.legalLastName,
      date_of_birth: submission.dateOfBirth,
      address_line1: submission.addressLine1,
      address_line2: submission.addressLine2 || null,
      city: submission.city,
      region: submission.region,
      postal_code: submission.postalCode,
      country: submission.country,
      document_type: submission.documentType,
      document_reference: submission.documentReference,
      submissions: (current?.submissions ?? 0) + 1,
      provider: provider.info.name,
      provider_reference: null,
      decision_reason: null,
      decided_by: null,
      submitted_at: now,
      decided_at: null,
    };
    if (current) await trx.updateTable('player_kyc').set(fields).where('user_id', '=', userId).execute();
    else
      await trx
        .insertInto('player_kyc')
        .values({ user_id: userId, ...fields })
        .execute();
    return fields.submissions;
  });

  let result: KycCheckResult;
  try {
    result = await provider.check({
      reference: kycReferenceOf(userId, submissionNumber),
      userId,
      legalFirstName: submission.legalFirstName,
      legalLastName: submission.legalLastName,
      dateOfBirth: submission.dateOfBirth,
      address: {
        line1: submission.addressLine1,
        line2: submission.addressLine2 || null,
        city: submission.city,
        region: submission.region,
        postalCode: submission.postalCode,
        country: submission.country,
      },
      documentType: submission.documentType,
      documentReference: submission.documentReference,
      today: now,
    });
  } catch {
    result = { outcome: 'review', reason: KYC_UNREACHABLE_REASON, providerReference: '' };
  }
  // Only this submission, and only while nobody (an admin) has decided it meanwhile.
  await db
    .updateTable('player_kyc')
    .set({
      status: result.outcome === 'review' ? 'pending' : result.outcome,
      provider_reference: result.providerReference || null,
      decision_reason: result.outcome === 'verified' ? null : result.reason,
      decided_at: result.outcome === 'review' ? null : options.clock(),
    })
    .where('user_id', '=', userId)
    .where('submissions', '=', submissionNumber)
    .where('status', '=', 'pending')
    .execute();
  return getKycState(db, provider, userId);
}
