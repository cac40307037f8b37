import { AdminOverview, AdminOverviewQuery, ApiErrorBody } from '@casino/contracts';
import { adminOverview } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { adminReadErrors } from './dashboard-routes.js';

/** GET /api/admin/overview: the back office's charts over a period of UTC days (default the last 30). */
export function overviewRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Charts per day and per game over a period, money outstanding and the last ledger audit',
        querystring: AdminOverviewQuery,
        response: { 200: AdminOverview, 400: ApiErrorBody, ...adminReadErrors },
      },
    },
    async (request) => adminOverview(ctx.db, request.query, ctx.clock),
  );
}
