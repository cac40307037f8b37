import { ApiErrorBody, FeedPage, FeedQuery, SocialSettings } from '@casino/contracts';
import { getSocialSettings, listFeed, projectEventsOf, setSocialSettings } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';

/** The social feed and who sees the player's activity (issue 17). */
export function feedRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/social/feed',
    {
      schema: {
        tags: ['social'],
        summary:
          "The player's own activity and their friends' (big wins, achievements, challenge results, level-ups, new friends), newest first; older pages with before=nextCursor",
        querystring: FeedQuery,
        response: { 200: FeedPage, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      // The player's own rounds are in their feed as soon as they settle.
      await projectEventsOf(ctx.db, userId, ctx.clock);
      return listFeed(ctx.db, userId, request.query);
    },
  );

  app.get(
    '/api/social/settings',
    {
      schema: {
        tags: ['social'],
        summary: "Who sees the player's activity in the feed",
        response: { 200: SocialSettings, 401: ApiErrorBody },
      },
    },
    async (request) => getSocialSettings(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.put(
    '/api/social/settings',
    {
      schema: {
        tags: ['social'],
        summary: "Choose who sees the player's activity: friends, everyone or nobody (only themselves)",
        body: SocialSettings,
        response: { 200: SocialSettings, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => setSocialSettings(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );
}
