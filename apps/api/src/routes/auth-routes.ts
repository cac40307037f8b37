import {
  ApiErrorBody,
  CurrentUser,
  GuestRequest,
  LoginRequest,
  RegisterRequest,
  SignedInResponse,
  SuccessResponse,
} from '@casino/contracts';
import {
  authenticate,
  createGuest,
  DomainError,
  isDomainError,
  loadCurrentUser,
  mailVerificationAfterRegistering,
  register,
} from '@casino/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { optionalUserId, requireUserId, signIn } from '../plugins/sessions.js';
import { siteOriginOf } from './social/site-origin.js';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 409: ApiErrorBody, 429: ApiErrorBody };

/**
 * Whether a GET /api/logout comes from this site's own pages (or a typed address), so another site
 * cannot sign a player out with a link or an image. Browsers say where a request comes from in
 * Sec-Fetch-Site; older ones only in Referer; a client sending neither is no browser carrying a
 * victim's cookie.
 */
function logoutFromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = request.headers.referer;
  if (referer === undefined) return true;
  try {
    // Hosts as URL normalises them (a default port dropped), on both sides.
    return new URL(referer).host === new URL(`http://${request.host}`).host;
  } catch {
    return false;
  }
}

export function authRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { db, clock } = ctx;
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  const currentUser = async (userId: string) => {
    const user = await loadCurrentUser(db, userId, clock);
    if (!user) throw new DomainError('unauthorized', 'Unauthorized');
    return user;
  };

  app.post(
    '/api/auth/guest',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create a new guest player with the starting grant and sign in',
        body: GuestRequest,
        response: { 200: SignedInResponse, ...errors },
      },
    },
    async (request) => {
      await ctx.signInLimits.admitGuest(request);
      const userId = await createGuest(db, { referralCode: request.body?.referralCode, now: clock() });
      await signIn(request, userId, clock());
      return { success: true as const, user: await currentUser(userId) };
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Register (18+); a signed-in guest keeps their account and balance',
        body: RegisterRequest,
        response: { 200: SignedInResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await register(db, request.body, { clock, guestUserId: optionalUserId(request) });
      // Issue 18: the address is unverified until the link in this mail is followed.
      await mailVerificationAfterRegistering(db, userId, {
        origin: siteOriginOf(request, ctx.config),
        now: clock(),
      });
      await signIn(request, userId, clock());
      return { success: true as const, user: await currentUser(userId) };
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginRequest,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await ctx.signInLimits.checkLogin(email);
      const userId = await authenticate(db, email, password).catch(async (error: unknown) => {
        if (isDomainError(error) && error.code === 'invalid_credentials')
          await ctx.signInLimits.loginFailed(email);
        throw error;
      });
      await signIn(request, userId, clock());
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in player',
        response: { 200: CurrentUser, 401: ApiErrorBody },
      },
    },
    async (request) => currentUser(await requireUserId(request, clock)),
  );

  const signOut = async (request: FastifyRequest) => {
    const userId = request.session.userId;
    await request.session.destroy();
    if (userId) ctx.onLogout(userId);
  };

  // The spec's client navigates here to sign out: end the session in the store and go home. A
  // navigation started by another site goes home without signing out.
  app.get(
    '/api/logout',
    { schema: { tags: ['auth'], summary: "Sign out and redirect to / (only from this site's own pages)" } },
    async (request, reply) => {
      if (logoutFromThisSite(request)) await signOut(request);
      return reply.redirect('/', 302);
    },
  );

  // The same for API clients (POST requests from other origins are refused by the origin check).
  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out',
        body: z.strictObject({}).nullish(),
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await signOut(request);
      return { success: true as const };
    },
  );

  // The spec's poker page sends signed-out players to /api/login; sign-in happens on the landing page.
  app.get('/api/login', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/', 302));
}
