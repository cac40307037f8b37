import {
  ApiErrorBody,
  CoinPackage,
  CoinPurchaseHeaders,
  CoinPurchaseRequest,
  CoinPurchaseResponse,
  PaymentProviderInfo,
} from '@casino/contracts';
import {
  createHttpPaymentProvider,
  createSandboxPaymentProvider,
  listCoinPackages,
  purchaseCoinPackage,
  type PaymentProvider,
} from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import type { ApiConfig } from '../config.js';
import { requireUserId } from '../plugins/sessions.js';

/** The provider the configuration names (env.ts: PAYMENT_PROVIDER); the sandbox by default. */
export function paymentProviderOf(config: ApiConfig['payments']): PaymentProvider {
  if (config.provider === 'sandbox') return createSandboxPaymentProvider();
  return createHttpPaymentProvider({
    name: config.name,
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    testMode: config.testMode,
  });
}

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  402: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  422: ApiErrorBody,
  502: ApiErrorBody,
};

/** Coin packages and their purchase through the payment provider. */
export function coinStoreRoutes(app: ApiInstance, ctx: ApiContext): void {
  const provider = paymentProviderOf(ctx.config.payments);

  app.get(
    '/api/coin-packages',
    {
      schema: {
        tags: ['store'],
        summary: 'The coin packages on sale',
        response: { 200: z.array(CoinPackage), 401: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await requireUserId(request, ctx.clock);
      // Test mode is said in the API as well as on the page.
      void reply
        .header('x-payment-provider', provider.info.name)
        .header('x-payment-test-mode', String(provider.info.testMode));
      return listCoinPackages();
    },
  );

  app.get(
    '/api/payment-provider',
    {
      schema: {
        tags: ['store'],
        summary: 'Who takes the payments, and whether it is test mode',
        response: { 200: PaymentProviderInfo, 401: ApiErrorBody },
      },
    },
    async (request) => {
      await requireUserId(request, ctx.clock);
      return provider.info;
    },
  );

  app.post(
    '/api/coin-packages/purchase',
    {
      schema: {
        tags: ['store'],
        summary:
          'Buy a coin package. Idempotency-Key (required): the same key never pays twice and replays the first answer; with another body it is refused (422); while the first is in flight, 409.',
        body: CoinPurchaseRequest,
        headers: CoinPurchaseHeaders,
        response: { 200: CoinPurchaseResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await purchaseCoinPackage(ctx.db, {
        userId: await requireUserId(request, ctx.clock),
        packageId: request.body.packageId,
        idempotencyKey: request.headers['idempotency-key'],
        provider,
        clock: ctx.clock,
      });
      if (outcome.replayed) void reply.header('idempotent-replayed', 'true');
      return outcome.response;
    },
  );
}
