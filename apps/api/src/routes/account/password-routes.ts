import {
  AccountClosure,
  ApiErrorBody,
  ErrorCode,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
  PasswordChange,
  PasswordChanged,
  PasswordResetConfirm,
  PasswordResetRequest,
  PasswordResetRequested,
  SuccessResponse,
} from '@casino/contracts';
import {
  changePassword,
  closeAccount,
  DomainError,
  requestPasswordReset,
  resetPassword,
} from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';
import { siteOriginOf } from '../social/site-origin.js';

const HOUR_MS = 3_600_000;

/** Changing the password, resetting a forgotten one by email, and closing the account (issue 18). */
export function passwordRoutes(app: ApiInstance, ctx: ApiContext): void {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/account/password',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary:
          'Change the password (the current one typed again): every other session of the account is signed out, this one stays',
        body: PasswordChange,
        response: {
          200: PasswordChanged,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const ended = await changePassword(ctx.db, userId, request.body, {
        currentSid: request.session.sessionId,
        origin: siteOriginOf(request, ctx.config),
        now: ctx.clock(),
      });
      if (ended.length > 0) ctx.onLogout(userId, ended);
      return { success: true as const, sessionsEnded: ended.length };
    },
  );

  app.post(
    '/api/account/close',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary:
          'Close the account (the password typed again): personal data is erased, every session ends, and it can no longer be signed into; ledger and game records stay',
        body: AccountClosure,
        response: {
          200: SuccessResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      await closeAccount(ctx.db, userId, request.body.password, ctx.clock());
      await request.session.destroy();
      ctx.onLogout(userId);
      return { success: true as const };
    },
  );

  app.post(
    '/api/account/password-reset',
    {
      // Per client address here; per email below (whether or not an account has it).
      config: {
        rateLimit: {
          max: ctx.config.accountRateLimits.passwordResetsPerAddressPerHour,
          timeWindow: '1 hour',
        },
      },
      schema: {
        tags: ['account'],
        summary:
          'Forgot password: mails a reset link (single use, 30 minutes) if an account has this email. The answer is the same either way.',
        body: PasswordResetRequest,
        response: { 200: PasswordResetRequested, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      const { email } = request.body;
      const count = await ctx.rateCounters.hit(`password-reset:${email}`, HOUR_MS);
      if (count.count > PASSWORD_RESETS_PER_EMAIL_PER_HOUR)
        throw new DomainError(
          ErrorCode.rateLimited,
          `Too many reset requests for this email. Try again in ${Math.max(1, Math.ceil(count.ttlMs / 60_000))} minutes.`,
        );
      await requestPasswordReset(ctx.db, email, {
        origin: siteOriginOf(request, ctx.config),
        now: ctx.clock(),
      });
      return { success: true as const, message: PASSWORD_RESET_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/account/password-reset/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary:
          'Set a new password with the token of a reset link: the link is spent, and every session of the account is signed out',
        body: PasswordResetConfirm,
        response: { 200: SuccessResponse, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      const { userId, endedSessions } = await resetPassword(ctx.db, request.body, ctx.clock());
      if (endedSessions.length > 0) ctx.onLogout(userId, endedSessions);
      return { success: true as const };
    },
  );
}
