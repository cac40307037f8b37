import { ApiErrorBody, CrapsRollRequest, CrapsRollResponse, CrapsTable } from '@casino/contracts';
import { getCrapsTable, rollCrapsDice } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../../api-context.js';
import { requireUserId } from '../../../plugins/sessions.js';
import { playErrors } from '../play-route-schemas.js';

/** Craps: bets stay on the server's table across rolls until the dice settle them. */
export function crapsRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/craps/table',
    {
      schema: {
        tags: ['craps'],
        summary: 'Bets on the table, point and roll history',
        response: { 200: CrapsTable, 401: ApiErrorBody },
      },
    },
    async (request) => getCrapsTable(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.post(
    '/api/craps/roll',
    {
      schema: {
        tags: ['craps'],
        summary:
          'Place new bets (staked now) and roll; settles what the dice decide, keeps the rest on the table',
        body: CrapsRollRequest,
        response: { 200: CrapsRollResponse, ...playErrors },
      },
    },
    async (request) => rollCrapsDice(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );
}
