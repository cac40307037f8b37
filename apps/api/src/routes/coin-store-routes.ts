import {
  ApiErrorBody,
  CoinPackage,
  CoinPurchaseHeaders,
  CoinPurchaseParams,
  CoinPurchasePending,
  CoinPurchaseRequest,
  CoinPurchaseResponse,
  CoinPurchaseState,
  PaymentProviderInfo,
} from '@casino/contracts';
import {
  assertSweepsEligible,
  getCoinPurchase,
  listCoinPackages,
  listRecentCoinPurchases,
  purchaseCoinPackage,
} from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { paymentProviderOf } from '../payment-provider.js';
import { requireUserId } from '../plugins/sessions.js';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  402: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  422: ApiErrorBody,
};

/** Coin packages and their purchase through the payment provider. */
export function coinStoreRoutes(app: ApiInstance, ctx: ApiContext): void {
  const provider = paymentProviderOf(ctx.config.payments, ctx.db);
  const sweepsRules = { excludedRegions: ctx.config.sweepsExcludedRegions };

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
      return listCoinPackages(ctx.db);
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
          'Buy a coin package (registered players who declared a region where sweepstakes play is offered; 403 registration_required, region_required or region_excluded otherwise). Idempotency-Key (required): the same key never pays twice and replays the first answer; with another body it is refused (422). 202: the payment is not confirmed yet (another request with this key is working on it, or the provider could not be reached); follow it at GET /api/coin-packages/purchases/{purchaseId}, or send the same key again for its final answer.',
        body: CoinPurchaseRequest,
        headers: CoinPurchaseHeaders,
        response: { 200: CoinPurchaseResponse, 202: CoinPurchasePending, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request, ctx.clock);
      // Issue 18: packages come with sweepstakes coins, so only an eligible player buys (a guest must
      // register, a player declare their region, and an excluded region buys nothing): 403 with why.
      await assertSweepsEligible(ctx.db, userId, sweepsRules);
      const outcome = await purchaseCoinPackage(ctx.db, {
        userId,
        packageId: request.body.packageId,
        idempotencyKey: request.headers['idempotency-key'],
        provider,
        clock: ctx.clock,
      });
      if (outcome.replayed) void reply.header('idempotent-replayed', 'true');
      if (outcome.status === 'pending') return reply.code(202).send(outcome.response);
      return outcome.response;
    },
  );

  app.get(
    '/api/coin-packages/purchases',
    {
      schema: {
        tags: ['store'],
        summary: "The player's latest coin purchases, newest first: pending, completed or failed (and why)",
        response: { 200: z.array(CoinPurchaseState), 401: ApiErrorBody },
      },
    },
    async (request) => listRecentCoinPurchases(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.get(
    '/api/coin-packages/purchases/:purchaseId',
    {
      schema: {
        tags: ['store'],
        summary: "One of the player's coin purchases: where it stands, and once settled, its outcome",
        params: CoinPurchaseParams,
        response: { 200: CoinPurchaseState, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) =>
      getCoinPurchase(ctx.db, await requireUserId(request, ctx.clock), request.params.purchaseId),
  );
}
