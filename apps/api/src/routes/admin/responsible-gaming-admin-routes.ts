import { AdminRgView, ApiErrorBody, PlayerIdParams } from '@casino/contracts';
import { adminResponsibleGamingView } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { adminReadErrors } from './dashboard-routes.js';

/**
 * The player's responsible-gaming tools in the back office (issue 18): read-only for support and
 * admins alike; no staff route changes a limit or lifts a break or an exclusion.
 */
export function responsibleGamingAdminRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/admin/players/:userId/responsible-gaming',
    {
      schema: {
        tags: ['admin'],
        summary: "The player's limits, reality check, break or exclusion and their log (read-only)",
        params: PlayerIdParams,
        response: { 200: AdminRgView, ...adminReadErrors, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) =>
      adminResponsibleGamingView(ctx.db, request.params.userId, {
        clock: ctx.clock,
        rules: ctx.config.responsibleGaming,
      }),
  );
}
