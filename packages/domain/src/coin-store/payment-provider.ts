import type { PaymentProviderInfo } from '@casino/contracts';

/** One charge for one purchase. `reference` is ours and unique per purchase: a provider charges it once. */
export interface ChargeRequest {
  reference: string;
  amountCents: number;
  currency: 'USD';
  description: string;
  customerId: string;
}

export type ChargeResult =
  { status: 'approved'; providerReference: string } | { status: 'declined'; reason: string };

/**
 * What the provider knows of a charge by our reference. `not_found`: it never took one (our request
 * never reached it, or it refused it before recording anything). `processing`: it has the charge but
 * has not decided yet; ask again later.
 */
export type ChargeLookup = ChargeResult | { status: 'processing' } | { status: 'not_found' };

/**
 * Takes the money for a coin purchase. Implementations must be idempotent on `reference`: a retry
 * of the same purchase (after a crash or a timeout) must not charge twice. A thrown error means the
 * outcome is unknown; the purchase stays pending and a retry with the same Idempotency-Key or the
 * reconciler (purchase-reconciler.ts) asks again.
 */
export interface PaymentProvider {
  info: PaymentProviderInfo;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The outcome of the charge with our `reference`, without charging: how the reconciler settles a
   * purchase whose process died mid-payment. Throws when the provider cannot be asked (unknown).
   */
  lookup(reference: string): Promise<ChargeLookup>;
}

/** Our reference for a purchase's charge: the provider's idempotency key and how we look it up. */
export const chargeReferenceOf = (purchaseId: bigint | string): string => `coin-purchase-${purchaseId}`;
