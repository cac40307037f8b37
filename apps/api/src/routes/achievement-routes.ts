import { Achievement, ApiErrorBody, DailyChallenge } from '@casino/contracts';
import { listAchievements, listDailyChallenges } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { requireUserId } from '../plugins/sessions.js';

/** Achievements and daily challenges (signed-in players only). */
export function achievementRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/achievements',
    {
      schema: {
        tags: ['achievements'],
        summary: "Every achievement with the player's progress and unlock time",
        response: { 200: z.array(Achievement), 401: ApiErrorBody },
      },
    },
    async (request) => listAchievements(ctx.db, await requireUserId(request, ctx.clock), ctx.clock),
  );

  app.get(
    '/api/challenges/daily',
    {
      schema: {
        tags: ['achievements'],
        summary: "Today's three challenges (UTC day), rewards paid automatically on completion",
        response: { 200: z.array(DailyChallenge), 401: ApiErrorBody },
      },
    },
    async (request) => listDailyChallenges(ctx.db, await requireUserId(request, ctx.clock), ctx.clock),
  );
}
