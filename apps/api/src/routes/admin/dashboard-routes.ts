import { AdminDashboard, ApiErrorBody } from '@casino/contracts';
import { adminDashboard } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';

export const adminReadErrors = { 401: ApiErrorBody, 403: ApiErrorBody };
export const adminWriteErrors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

/** GET /api/admin/dashboard (spec document 2: the four totals; the client does not retry it). */
export function dashboardRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Casino-wide totals: total wagered, players, games and game sessions',
        response: { 200: AdminDashboard, ...adminReadErrors },
      },
    },
    async () => adminDashboard(ctx.db),
  );
}
