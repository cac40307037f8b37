import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.js';

const DECLINED = 'The payment was declined';

/** What a gateway answers to POST {baseUrl}/charges: `{ status: 'approved', id }` or `{ status: 'declined', reason? }`. */
function chargeAnswerOf(text: string): ChargeResult | null {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { status, id, reason } = body as Record<string, unknown>;
  if (status === 'approved' && typeof id === 'string' && id.length > 0)
    return { status: 'approved', providerReference: id };
  if (status === 'declined')
    return { status: 'declined', reason: typeof reason === 'string' && reason ? reason : DECLINED };
  return null;
}

export interface HttpPaymentProviderConfig {
  /** Shown as the provider's name. */
  name: string;
  baseUrl: string;
  apiKey: string;
  testMode: boolean;
  timeoutMs?: number;
}

/**
 * A real gateway over HTTPS, plugged in by configuration (PAYMENT_PROVIDER=http): each charge is a
 * JSON POST to `{baseUrl}/charges` with a bearer key and our purchase reference as its
 * Idempotency-Key, so the gateway charges a retried purchase once. A network error, a timeout or a
 * 5xx throws (outcome unknown); a 402 or `declined` is a decline.
 */
export function createHttpPaymentProvider(config: HttpPaymentProviderConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    info: { name: config.name, displayName: config.name, testMode: config.testMode },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const response = await fetch(`${base}/charges`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${config.apiKey}`,
          'idempotency-key': request.reference,
        },
        body: JSON.stringify({
          reference: request.reference,
          amount: request.amountCents,
          currency: request.currency,
          description: request.description,
          customer: request.customerId,
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      const text = await response.text();
      if (response.status >= 500 || (!response.ok && response.status !== 402)) {
        throw new Error(`payment gateway answered ${response.status}: ${text.slice(0, 200)}`);
      }
      const answer = chargeAnswerOf(text);
      if (answer) return answer;
      if (response.status === 402) return { status: 'declined', reason: DECLINED };
      throw new Error(`payment gateway answered an unknown shape: ${text.slice(0, 200)}`);
    },
  };
}
