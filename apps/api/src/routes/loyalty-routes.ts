import {
  ApiErrorBody,
  DailyLoyaltyRewardResponse,
  IdempotencyKey,
  LoyaltyRewardLogEntry,
  LoyaltySummary,
  RedeemRewardRequest,
  RedeemRewardResponse,
  RewardShopItem,
} from '@casino/contracts';
import {
  claimDailyLoyaltyReward,
  getLoyaltySummary,
  listLoyaltyRewards,
  redeemReward,
  rewardShopItems,
} from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { requireUserId } from '../plugins/sessions.js';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 409: ApiErrorBody, 422: ApiErrorBody };

/** Loyalty: points, tiers, the daily loyalty reward, the reward log and the reward shop. */
export function loyaltyRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/loyalty',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Points, tier, progress, free spins, bonus coins and streak',
        response: { 200: LoyaltySummary, 401: ApiErrorBody },
      },
    },
    async (request) => getLoyaltySummary(ctx.db, await requireUserId(request, ctx.clock), ctx.clock),
  );

  app.get(
    '/api/loyalty/rewards',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'The reward log, newest first',
        response: { 200: z.array(LoyaltyRewardLogEntry), 401: ApiErrorBody },
      },
    },
    async (request) => listLoyaltyRewards(ctx.db, await requireUserId(request, ctx.clock), ctx.clock),
  );

  app.post(
    '/api/loyalty/daily-reward',
    {
      schema: {
        tags: ['loyalty'],
        summary:
          'Claim the daily loyalty reward (once per calendar day, UTC; the streak grows on consecutive days)',
        body: z.strictObject({}).nullish(),
        response: { 200: DailyLoyaltyRewardResponse, ...errors },
      },
    },
    async (request) => claimDailyLoyaltyReward(ctx.db, await requireUserId(request, ctx.clock), ctx.clock),
  );

  app.get(
    '/api/loyalty/shop',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'The reward shop',
        response: { 200: z.array(RewardShopItem), 401: ApiErrorBody },
      },
    },
    async (request) => {
      await requireUserId(request, ctx.clock);
      return rewardShopItems();
    },
  );

  app.post(
    '/api/loyalty/redeem',
    {
      schema: {
        tags: ['loyalty'],
        summary:
          'Spend points on a reward shop item; an optional Idempotency-Key makes a retry replay instead of spending twice',
        body: RedeemRewardRequest,
        headers: z.object({ 'idempotency-key': IdempotencyKey.optional() }),
        response: { 200: RedeemRewardResponse, ...errors },
      },
    },
    async (request) =>
      redeemReward(ctx.db, await requireUserId(request, ctx.clock), request.body.itemId, {
        clock: ctx.clock,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );
}
