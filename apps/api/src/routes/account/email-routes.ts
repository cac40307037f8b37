import { ApiErrorBody, EmailChange, EmailStatus, EmailVerification } from '@casino/contracts';
import { changeEmail, resendEmailVerification, verifyEmail } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';
import { siteOriginOf } from '../social/site-origin.js';

/** The email address and its verification (issue 18). */
export function emailRoutes(app: ApiInstance, ctx: ApiContext): void {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/account/email',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary:
          'Change the email (the password typed again): signing in uses it at once, it is unverified until the link mailed to it is followed, and the old address is told',
        body: EmailChange,
        response: {
          200: EmailStatus,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request) =>
      changeEmail(ctx.db, await requireUserId(request, ctx.clock), request.body, {
        origin: siteOriginOf(request, ctx.config),
        now: ctx.clock(),
      }),
  );

  app.post(
    '/api/account/email/verification',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Mail another verification link to the unverified email (at most one a minute)',
        body: z.strictObject({}).nullish(),
        response: {
          200: EmailStatus,
          401: ApiErrorBody,
          403: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request) =>
      resendEmailVerification(ctx.db, await requireUserId(request, ctx.clock), {
        origin: siteOriginOf(request, ctx.config),
        now: ctx.clock(),
      }),
  );

  // Signed in or not: the link is opened from a mail, perhaps on another device.
  app.post(
    '/api/account/email/verify',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary:
          'Follow a verification link: its token (single use, 24 hours) marks the address it was sent to verified',
        body: EmailVerification,
        response: { 200: EmailStatus, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => verifyEmail(ctx.db, request.body.token, ctx.clock()),
  );
}
