import type { ChargeLookup, ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.js';

const DECLINED = 'The payment was declined';

function jsonObjectOf(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = text ? JSON.parse(text) : null;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `{ status: 'approved', id }` or `{ status: 'declined', reason? }`, as both calls answer a decided charge. */
function decidedChargeOf(body: Record<string, unknown> | null): ChargeResult | null {
  if (!body) return null;
  const { status, id, reason } = body;
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
 * A real gateway over HTTPS, plugged in by configuration (PAYMENT_PROVIDER=http). Both calls carry
 * the bearer key; anything not listed below (a network error, a timeout, a 5xx, another shape)
 * throws, which means "outcome unknown": the purchase stays pending and is asked about again.
 *
 * - Charge: POST `{baseUrl}/charges` with `{ reference, amount, currency, description, customer }`
 *   and our reference as its Idempotency-Key, so the gateway charges a retried purchase once.
 *   Answers `{ status: 'approved', id }`, or `{ status: 'declined', reason? }` (or a bare 402).
 * - Lookup: GET `{baseUrl}/charges/{reference}` (our reference, URL-encoded). Answers 200 with
 *   `{ status: 'approved', id }`, `{ status: 'declined', reason? }` or `{ status: 'processing' }`,
 *   or 404 with `{ status: 'not_found' }`. A 404 without that body is NOT taken as "never charged"
 *   (a wrong base URL answers 404 to everything, and believing it would fail purchases that were paid).
 */
export function createHttpPaymentProvider(config: HttpPaymentProviderConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeout = () => AbortSignal.timeout(config.timeoutMs ?? 15_000);
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
        signal: timeout(),
      });
      const text = await response.text();
      if (response.status >= 500 || (!response.ok && response.status !== 402)) {
        throw new Error(`payment gateway answered ${response.status}: ${text.slice(0, 200)}`);
      }
      const answer = decidedChargeOf(jsonObjectOf(text));
      if (answer) return answer;
      if (response.status === 402) return { status: 'declined', reason: DECLINED };
      throw new Error(`payment gateway answered an unknown shape: ${text.slice(0, 200)}`);
    },
    async lookup(reference: string): Promise<ChargeLookup> {
      const response = await fetch(`${base}/charges/${encodeURIComponent(reference)}`, {
        method: 'GET',
        headers: { accept: 'application/json', authorization: `Bearer ${config.apiKey}` },
        signal: timeout(),
      });
      const text = await response.text();
      const body = jsonObjectOf(text);
      if (response.status === 404 && body?.status === 'not_found') return { status: 'not_found' };
      if (response.status === 200) {
        const decided = decidedChargeOf(body);
        if (decided) return decided;
        if (body?.status === 'processing') return { status: 'processing' };
      }
      throw new Error(`payment gateway answered a lookup with ${response.status}: ${text.slice(0, 200)}`);
    },
  };
}
