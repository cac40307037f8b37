import {
  AdminAiGame,
  AdminAiGameFeatureRequest,
  AdminAiGameHideRequest,
  AiGameIdParams,
} from '@casino/contracts';
import { adminAiGames, setAiGameFeatured, setAiGameHidden } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { staffOf } from './admin-scope.js';
import { adminReadErrors, adminWriteErrors } from './dashboard-routes.js';

/** Generated games in the back office (issue 19): every game and its state; hide, show, feature. */
export function aiGameAdminRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/admin/ai-games',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every generated game (newest first): designed, being designed or failed, hidden or not',
        response: { 200: z.array(AdminAiGame), ...adminReadErrors },
      },
    },
    async () => adminAiGames(ctx.db),
  );

  app.post(
    '/api/admin/ai-games/:aiGameId/hidden',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a generated game (it leaves every list and takes no new rounds) or show it again',
        params: AiGameIdParams,
        body: AdminAiGameHideRequest,
        response: { 200: AdminAiGame, ...adminWriteErrors },
      },
    },
    async (request) =>
      setAiGameHidden(ctx.db, staffOf(request), request.params.aiGameId, request.body, ctx.clock()),
  );

  app.post(
    '/api/admin/ai-games/:aiGameId/featured',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pick a generated game for the Featured tab (a staff pick), or take it off',
        params: AiGameIdParams,
        body: AdminAiGameFeatureRequest,
        response: { 200: AdminAiGame, ...adminWriteErrors },
      },
    },
    async (request) => setAiGameFeatured(ctx.db, staffOf(request), request.params.aiGameId, request.body),
  );
}
