import type { ProviderInfo } from '@casino/contracts';

/** One prize payout for one redemption. `reference` is ours and unique per redemption. */
export interface PayoutRequest {
  reference: string;
  userId: string;
  /** Minor units of sweepstakes coins, paid at PRIZE_VALUE_PER_SWEEPSTAKES_COIN_USD (1 SC = US$1). */
  amount: bigint;
  /** The verified legal name (the payee must be the checked person). */
  payeeName: string;
}

export type PayoutResult =
  { status: 'paid'; providerReference: string } | { status: 'declined'; reason: string };

/**
 * Pays a redemption's prize. Implementations must be idempotent on `reference`: asking again for a
 * reference already paid answers `paid` with the same provider reference and pays nothing more, so a
 * retry (after a crash, a timeout or a decline) can never pay twice. A thrown error means the
 * outcome is unknown; the redemption stays approved and unpaid, and a retry asks again.
 */
export interface PayoutProvider {
  info: ProviderInfo;
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

/** Our reference for a redemption's payout. */
export const payoutReferenceOf = (redemptionId: bigint | string): string => `redemption-${redemptionId}`;
