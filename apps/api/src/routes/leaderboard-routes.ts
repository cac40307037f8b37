import { ApiErrorBody, LeaderboardQuery, LeaderboardsResponse } from '@casino/contracts';
import { getLeaderboards } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { requireUserId } from '../plugins/sessions.js';

/** Monthly leaderboards. */
export function leaderboardRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/leaderboards/all',
    {
      schema: {
        tags: ['leaderboards'],
        summary:
          "Every category's top 25 for a month (default: the current month, UTC); emails masked but the player's own (admins see all)",
        querystring: LeaderboardQuery,
        response: { 200: LeaderboardsResponse, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) =>
      getLeaderboards(ctx.db, await requireUserId(request, ctx.clock), request.query, ctx.clock),
  );
}
