import type { KycDocumentType, ProviderInfo } from '@casino/contracts';

/** One identity check of one submission. `reference` is ours and unique per submission. */
export interface KycCheckRequest {
  reference: string;
  userId: string;
  legalFirstName: string;
  legalLastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  documentType: KycDocumentType;
  documentReference: string;
  /** The day of the check (age is counted to it). */
  today: Date;
}

/**
 * The provider's answer: verified, rejected (with the reason the player is shown), or `review`: it
 * cannot decide alone, and the check waits for a person (an admin in the back office).
 */
export type KycCheckResult =
  | { outcome: 'verified'; providerReference: string }
  | { outcome: 'rejected'; reason: string; providerReference: string }
  | { outcome: 'review'; reason: string; providerReference: string };

/**
 * Checks a player's identity (issue 18: a verified identity before any redemption). Idempotent on
 * `reference`: asking again about the same submission answers the same. A thrown error means the
 * provider could not be asked; the submission waits for review.
 */
export interface KycProvider {
  info: ProviderInfo;
  check(request: KycCheckRequest): Promise<KycCheckResult>;
}

/** Our reference for a player's n-th submission. */
export const kycReferenceOf = (userId: string, submission: number): string => `kyc-${userId}-${submission}`;
