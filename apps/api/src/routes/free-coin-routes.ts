import { ApiErrorBody, DailyRewardClaimResponse, DailyRewardStatus } from '@casino/contracts';
import { claimFreeCoins, getFreeCoinStatus } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { requireUserId } from '../plugins/sessions.js';

/** Free coins every 12 hours (the coin store's claim card). */
export function freeCoinRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/daily-reward/status',
    {
      schema: {
        tags: ['store'],
        summary: 'Whether free coins can be claimed, the streak and the next time',
        response: { 200: DailyRewardStatus, 401: ApiErrorBody },
      },
    },
    async (request) => getFreeCoinStatus(ctx.db, await requireUserId(request, ctx.clock), ctx.clock),
  );

  app.post(
    '/api/daily-reward/claim',
    {
      schema: {
        tags: ['store'],
        summary: 'Claim 500 coins and 10 sweepstakes coins (every 12 hours; +50% coins from a 7-day streak)',
        body: z.strictObject({}).nullish(),
        response: { 200: DailyRewardClaimResponse, 400: ApiErrorBody, 401: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => claimFreeCoins(ctx.db, await requireUserId(request, ctx.clock), ctx.clock),
  );
}
