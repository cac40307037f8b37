import { AccountSession, AccountSessionParams, ApiErrorBody, SessionsEnded } from '@casino/contracts';
import { endAccountSession, endOtherSessions, listAccountSessions } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';

/** The player's active sessions, and signing them out from here (issue 18). */
export function sessionRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary: "The player's signed-in sessions (address, browser, when), the current one first and marked",
        response: { 200: z.array(AccountSession), 401: ApiErrorBody },
      },
    },
    async (request) =>
      listAccountSessions(
        ctx.db,
        await requireUserId(request, ctx.clock),
        request.session.sessionId,
        ctx.clock(),
      ),
  );

  app.post(
    '/api/account/sessions/end-others',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere else: every other session ends, with its room connections',
        body: z.strictObject({}).nullish(),
        response: { 200: SessionsEnded, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const ended = await endOtherSessions(ctx.db, userId, request.session.sessionId, ctx.clock());
      if (ended.length > 0) ctx.onLogout(userId, ended);
      return { success: true as const, sessionsEnded: ended.length };
    },
  );

  app.delete(
    '/api/account/sessions/:sessionId',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out one other session (this one ends with Log out)',
        params: AccountSessionParams,
        response: {
          200: SessionsEnded,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const ended = await endAccountSession(
        ctx.db,
        userId,
        request.params.sessionId,
        request.session.sessionId,
        ctx.clock(),
      );
      ctx.onLogout(userId, ended);
      return { success: true as const, sessionsEnded: ended.length };
    },
  );
}
