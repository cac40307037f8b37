import { describe, expect, it } from 'vitest';
import { apiConfigFromEnv, readApiEnv } from './env.js';
import { paymentProviderOf } from './routes/coin-store-routes.js';

const configOf = (vars: Record<string, string>) =>
  apiConfigFromEnv(readApiEnv({ SESSION_SECRET: 's'.repeat(40), ...vars }), { webDistDir: null });

describe('payment provider configuration (env.ts)', () => {
  it('defaults to the sandbox, which is test mode', () => {
    const config = configOf({});
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(paymentProviderOf(config.payments).info).toEqual({
      name: 'sandbox',
      displayName: 'Sandbox (test mode)',
      testMode: true,
    });
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
    expect(paymentProviderOf(config.payments).info).toEqual({
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
  ])('refuses %s at start-up', (_name, vars, message) => {
    expect(() => configOf(vars)).toThrow(message);
  });
});
