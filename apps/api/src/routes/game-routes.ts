import { ApiErrorBody, Game, GamesQuery } from '@casino/contracts';
import { listGames } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { requireUserId } from '../plugins/sessions.js';

export function gameRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/games',
    {
      schema: {
        tags: ['games'],
        summary: 'The game catalogue, optionally by type',
        querystring: GamesQuery,
        response: { 200: z.array(Game), 401: ApiErrorBody },
      },
    },
    async (request) => {
      await requireUserId(request, ctx.clock);
      return listGames(ctx.db, request.query, ctx.clock());
    },
  );
}
