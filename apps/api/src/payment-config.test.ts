import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConfigFromEnv, readApiEnv } from './env.js';
import { paymentProviderOf } from './payment-provider.js';

// The sandbox keeps its charges in the database; these checks only read its description.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const configOf = (vars: Record<string, string>) =>
  apiConfigFromEnv(readApiEnv({ SESSION_SECRET: 's'.repeat(40), ...vars }), { webDistDir: null });

describe('payment provider configuration (env.ts)', () => {
  it('defaults to the sandbox, which is test mode', () => {
    const config = configOf({});
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(paymentProviderOf(config.payments, t.db).info).toEqual({
      name: 'sandbox',
      displayName: 'Sandbox (test mode)',
      testMode: true,
    });
  });

  it('reconciles interrupted purchases every 30 s unless told otherwise (0: not in this process)', () => {
    expect(configOf({}).purchaseReconcileIntervalMs).toBe(30_000);
    expect(configOf({ PURCHASE_RECONCILE_INTERVAL_MS: '0' }).purchaseReconcileIntervalMs).toBe(0);
  });

  it('plugs in an HTTP gateway by configuration', () => {
    const config = configOf({
      PAYMENT_PROVIDER: 'http',
      PAYMENT_PROVIDER_NAME: 'Acme Pay',
      PAYMENT_PROVIDER_URL: 'https://pay.example/v1',
      PAYMENT_PROVIDER_API_KEY: 'sk_live_x',
    });
    expect(config.payments).toEqual({
      provider: 'http',
      name: 'Acme Pay',
      baseUrl: 'https://pay.example/v1',
      apiKey: 'sk_live_x',
      testMode: false,
    });
    expect(paymentProviderOf(config.payments, t.db).info).toEqual({
      name: 'Acme Pay',
      displayName: 'Acme Pay',
      testMode: false,
    });
  });

  it.each([
    [
      'a gateway without its URL',
      { PAYMENT_PROVIDER: 'http', PAYMENT_PROVIDER_API_KEY: 'k' },
      /PAYMENT_PROVIDER_URL/,
    ],
    [
      'a gateway URL that is not a URL',
      { PAYMENT_PROVIDER: 'http', PAYMENT_PROVIDER_URL: 'pay', PAYMENT_PROVIDER_API_KEY: 'k' },
      /PAYMENT_PROVIDER_URL/,
    ],
    ['an unknown provider', { PAYMENT_PROVIDER: 'paypal' }, /PAYMENT_PROVIDER/],
    ['a negative projector interval', { PROJECTOR_INTERVAL_MS: '-1' }, /PROJECTOR_INTERVAL_MS/],
    [
      'a negative purchase reconciler interval',
      { PURCHASE_RECONCILE_INTERVAL_MS: '-5' },
      /PURCHASE_RECONCILE_INTERVAL_MS/,
    ],
  ])('refuses %s at start-up', (_name, vars, message) => {
    expect(() => configOf(vars)).toThrow(message);
  });
});
