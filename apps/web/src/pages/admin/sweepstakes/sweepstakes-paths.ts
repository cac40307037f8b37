/** The back office's sweepstakes api paths (contracts: redemption.ts), in one place. */
export const ADMIN_REDEMPTIONS_PATH = '/api/admin/redemptions';
export const redemptionActionPath = (id: string, action: 'approve' | 'reject' | 'retry-payout') =>
  `${ADMIN_REDEMPTIONS_PATH}/${encodeURIComponent(id)}/${action}`;

export const ADMIN_KYC_PATH = '/api/admin/kyc';
export const kycDecisionPath = (userId: string, decision: 'verify' | 'reject') =>
  `${ADMIN_KYC_PATH}/${encodeURIComponent(userId)}/${decision}`;

export const ADMIN_AMOE_ENTRIES_PATH = '/api/admin/amoe/entries';
export const ADMIN_AMOE_CREDIT_PATH = '/api/admin/amoe/credit';
