import { ApiErrorBody, PlayerPreferences } from '@casino/contracts';
import { getPreferences, setPreferences } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';

/** Privacy, notification and sound preferences, kept on the server (issue 18). */
export function preferenceRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/account/preferences',
    {
      schema: {
        tags: ['account'],
        summary:
          "The player's choices: who sees their feed activity, their name on leaderboards, marketing mail, notifications (in the app, by mail) and sounds",
        response: { 200: PlayerPreferences, 401: ApiErrorBody },
      },
    },
    async (request) => getPreferences(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.put(
    '/api/account/preferences',
    {
      schema: {
        tags: ['account'],
        summary: 'Save all of the choices at once (marketing mail is opt-in; the change is recorded)',
        body: PlayerPreferences,
        response: { 200: PlayerPreferences, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) =>
      setPreferences(ctx.db, await requireUserId(request, ctx.clock), request.body, ctx.clock()),
  );
}
