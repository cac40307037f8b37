import type { Database, Kysely } from '@casino/db';
import { isOfAge } from '../accounts/age.js';
import type { KycCheckResult, KycProvider } from './kyc-provider.js';

/** How the sandbox decides, shown on the page next to the form (README, "Redemption"). */
export const SANDBOX_KYC_RULES = {
  rejectPrefix: 'REJECT',
  reviewPrefix: 'REVIEW',
} as const;

export const SANDBOX_KYC_REASONS = {
  underage: 'The date of birth shows the holder is under 18.',
  rejected: 'The document could not be verified.',
  review: 'The document needs a manual review by our team.',
} as const;

/**
 * The built-in sandbox identity provider: no document is looked at and nobody is called. It decides
 * deterministically from what was submitted, and records each check in `sandbox_kyc_checks` (its
 * own books): under 18 on the day of the check is rejected; a document reference starting with
 * REJECT is rejected, one starting with REVIEW waits for an admin's review; anything else is
 * verified. The page and the API say it is the sandbox.
 */
export function createSandboxKycProvider(db: Kysely<Database>): KycProvider {
  return {
    info: { name: 'sandbox', displayName: 'Sandbox identity checks (no real verification)', sandbox: true },
    async check(request) {
      const reference = request.documentReference.toUpperCase();
      const decided: { outcome: KycCheckResult['outcome']; reason: string | null } = !isOfAge(
        request.dateOfBirth,
        request.today,
      )
        ? { outcome: 'rejected', reason: SANDBOX_KYC_REASONS.underage }
        : reference.startsWith(SANDBOX_KYC_RULES.rejectPrefix)
          ? { outcome: 'rejected', reason: SANDBOX_KYC_REASONS.rejected }
          : reference.startsWith(SANDBOX_KYC_RULES.reviewPrefix)
            ? { outcome: 'review', reason: SANDBOX_KYC_REASONS.review }
            : { outcome: 'verified', reason: null };
      await db
        .insertInto('sandbox_kyc_checks')
        .values({
          reference: request.reference,
          user_id: request.userId,
          legal_name: `${request.legalFirstName} ${request.legalLastName}`,
          date_of_birth: request.dateOfBirth,
          document_reference: request.documentReference,
          outcome: decided.outcome,
          reason: decided.reason,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      // The same reference answers as it was first recorded.
      const recorded = await db
        .selectFrom('sandbox_kyc_checks')
        .select(['outcome', 'reason'])
        .where('reference', '=', request.reference)
        .executeTakeFirstOrThrow();
      const providerReference = `sandbox_${request.reference}`;
      if (recorded.outcome === 'verified') return { outcome: 'verified', providerReference };
      return { outcome: recorded.outcome, reason: recorded.reason ?? '', providerReference };
    },
  };
}
