import { ApiErrorBody, ReferralSummary } from '@casino/contracts';
import { getReferralSummary } from '@casino/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';

/** Referrals (issue 17): the player's code, link and what their referrals earned. */
export function referralRoutes(app: ApiInstance, ctx: ApiContext): void {
  // The site's configured public origin when there is one; else the origin the request came to.
  const originOf = (request: FastifyRequest): string =>
    ctx.config.allowedOrigins[0] ?? `${request.protocol}://${request.host}`;

  app.get(
    '/api/social/referrals',
    {
      schema: {
        tags: ['social'],
        summary:
          'The referral code and link, how many players it brought and qualified, coins earned, the latest 20 referred players',
        response: { 200: ReferralSummary, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      return getReferralSummary(ctx.db, userId, originOf(request));
    },
  );
}
