import { ApiErrorBody, PromotionsStatus } from '@casino/contracts';
import { getPromotionsStatus } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { requireUserId } from '../plugins/sessions.js';

/** The landing promotions: their terms and which ones the player has used. */
export function promotionRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/promotions',
    {
      schema: {
        tags: ['store'],
        summary:
          'Welcome bonus, Friday reload and VIP cashback: whether the player used the welcome bonus, what is left of this Friday reload, and the last VIP cashback',
        response: { 200: PromotionsStatus, 401: ApiErrorBody },
      },
    },
    async (request) => getPromotionsStatus(ctx.db, await requireUserId(request, ctx.clock), ctx.clock),
  );
}
