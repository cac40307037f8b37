import { BaccaratDealRequest, BaccaratDealResponse } from '@casino/contracts';
import { dealBaccarat } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../../api-context.js';
import { requireUserId } from '../../../plugins/sessions.js';
import { playErrors } from '../play-route-schemas.js';

/** Baccarat: the server deals and settles each coup in one transaction. */
export function baccaratRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/baccarat/deal',
    {
      schema: {
        tags: ['casino'],
        summary: 'Deal one coup of punto banco',
        body: BaccaratDealRequest,
        response: { 200: BaccaratDealResponse, ...playErrors },
      },
    },
    async (request) => dealBaccarat(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );
}
