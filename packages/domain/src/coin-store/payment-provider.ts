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
 * Takes the money for a coin purchase. Implementations must be idempotent on `reference`: a retry
 * of the same purchase (after a crash or a timeout) must not charge twice. A thrown error means the
 * outcome is unknown; the purchase stays pending and a retry with the same Idempotency-Key asks again.
 */
export interface PaymentProvider {
  info: PaymentProviderInfo;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/**
 * The built-in sandbox: test mode, no money moves, every charge is approved with a reference derived
 * from ours (so asking twice gives the same answer). The page and the API say it is test mode.
 */
export function createSandboxPaymentProvider(): PaymentProvider {
  return {
    info: { name: 'sandbox', displayName: 'Sandbox (test mode)', testMode: true },
    charge: (request) => {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        return Promise.resolve({
          status: 'declined',
          reason: 'The amount must be a positive number of cents',
        });
      }
      return Promise.resolve({ status: 'approved', providerReference: `sandbox_${request.reference}` });
    },
  };
}
