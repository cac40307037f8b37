import {
  ApiErrorBody,
  Playthrough,
  Redemption,
  RedemptionHeaders,
  RedemptionIdParams,
  RedemptionList,
  RedemptionRequest,
} from '@casino/contracts';
import { cancelRedemption, getPlaythrough, listPlayerRedemptions, requestRedemption } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';
import { redemptionRulesOf } from '../../redemption-providers.js';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  422: ApiErrorBody,
};

/** The player's side of prize redemption (issue 18): what is redeemable, requests and their history. */
export function redemptionRoutes(app: ApiInstance, ctx: ApiContext): void {
  const rules = redemptionRulesOf(ctx.config);

  app.get(
    '/api/redemptions/playthrough',
    {
      schema: {
        tags: ['sweepstakes'],
        summary:
          'The sweepstakes balance, what is redeemable and what is still locked, with each grant and how far it is played through',
        response: { 200: Playthrough, 401: ApiErrorBody },
      },
    },
    async (request) => getPlaythrough(ctx.db, await requireUserId(request, ctx.clock), ctx.clock),
  );

  app.get(
    '/api/redemptions',
    {
      schema: {
        tags: ['sweepstakes'],
        summary: "The player's redemption requests, newest first, each with its steps",
        response: { 200: RedemptionList, 401: ApiErrorBody },
      },
    },
    async (request) => ({
      requests: await listPlayerRedemptions(ctx.db, await requireUserId(request, ctx.clock)),
    }),
  );

  app.post(
    '/api/redemptions',
    {
      schema: {
        tags: ['sweepstakes'],
        summary:
          'Request a redemption: the amount leaves the sweepstakes wallet at once and waits for review. Refused for guests and excluded regions (403), without a verified identity (403 kyc_required), while another request is pending (409), under the minimum or over the redeemable amount (400). Idempotency-Key (required): the same key answers with the same request.',
        headers: RedemptionHeaders,
        body: RedemptionRequest,
        response: { 200: Redemption, 201: Redemption, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await requestRedemption(ctx.db, {
        userId: await requireUserId(request, ctx.clock),
        amount: request.body.amount,
        idempotencyKey: request.headers['idempotency-key'],
        rules,
        clock: ctx.clock,
      });
      if (outcome.replayed)
        return reply.header('idempotent-replayed', 'true').code(200).send(outcome.redemption);
      return reply.code(201).send(outcome.redemption);
    },
  );

  app.post(
    '/api/redemptions/:redemptionId/cancel',
    {
      schema: {
        tags: ['sweepstakes'],
        summary: 'Cancel a pending redemption request: the amount returns to the sweepstakes wallet at once',
        params: RedemptionIdParams,
        body: z.strictObject({}).nullish(),
        response: { 200: Redemption, ...errors },
      },
    },
    async (request) =>
      cancelRedemption(
        ctx.db,
        await requireUserId(request, ctx.clock),
        request.params.redemptionId,
        ctx.clock(),
      ),
  );
}
