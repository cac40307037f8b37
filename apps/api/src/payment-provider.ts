import {
  createHttpPaymentProvider,
  createSandboxPaymentProvider,
  type PaymentProvider,
} from '@casino/domain';
import type { Database, Kysely } from '@casino/db';
import type { ApiConfig } from './config.js';

/**
 * The provider the configuration names (env.ts: PAYMENT_PROVIDER); the sandbox by default, which
 * keeps its charges in this database. The purchase routes and the reconciler each build one: both
 * kinds hold no state in the process, so they answer alike.
 */
export function paymentProviderOf(config: ApiConfig['payments'], db: Kysely<Database>): PaymentProvider {
  if (config.provider === 'sandbox') return createSandboxPaymentProvider(db);
  return createHttpPaymentProvider({
    name: config.name,
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    testMode: config.testMode,
  });
}
