import {
  ApiErrorBody,
  GameSession,
  LegacyGameSessionRequest,
  LegacyGameSessionResponse,
  UserStats,
} from '@casino/contracts';
import { getUserStats, listGameSessions } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { requireUserId } from '../plugins/sessions.js';

export function historyRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/game-sessions',
    {
      schema: {
        tags: ['history'],
        summary: "The player's settled rounds, newest first",
        response: { 200: z.array(GameSession), 401: ApiErrorBody },
      },
    },
    async (request) => listGameSessions(ctx.db, await requireUserId(request, ctx.clock)),
  );

  // The spec's old client posted its own results here, win amount included. The server now decides
  // and records every round itself, so trusting this body would let a client mint coins: it is
  // accepted for compatibility, validated, and changes nothing.
  app.post(
    '/api/game-sessions',
    {
      schema: {
        tags: ['history'],
        summary: 'Compatibility only: accepted, records and credits nothing',
        body: LegacyGameSessionRequest,
        response: { 200: LegacyGameSessionResponse, 401: ApiErrorBody },
      },
    },
    async (request) => {
      await requireUserId(request, ctx.clock);
      return {
        recorded: false as const,
        message: 'Rounds are recorded by the server when they settle; nothing was credited.',
      };
    },
  );

  app.get(
    '/api/user-stats',
    {
      schema: {
        tags: ['history'],
        summary: "The player's totals",
        response: { 200: UserStats, 401: ApiErrorBody },
      },
    },
    async (request) => getUserStats(ctx.db, await requireUserId(request, ctx.clock)),
  );
}
