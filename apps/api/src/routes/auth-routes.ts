import {
  ApiErrorBody,
  CurrentUser,
  LoginRequest,
  RegisterRequest,
  SignedInResponse,
  SuccessResponse,
} from '@casino/contracts';
import { authenticate, createGuest, DomainError, loadCurrentUser, register } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { optionalUserId, requireUserId, signIn } from '../plugins/sessions.js';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 409: ApiErrorBody, 429: ApiErrorBody };

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
        body: z.strictObject({}).nullish(),
        response: { 200: SignedInResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await createGuest(db);
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
      const userId = await authenticate(db, request.body.email, request.body.password);
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

  // The spec's client navigates here to sign out: end the session in the store and go home.
  app.get(
    '/api/logout',
    { schema: { tags: ['auth'], summary: 'Sign out and redirect to /' } },
    async (request, reply) => {
      const userId = request.session.userId;
      await request.session.destroy();
      if (userId) ctx.onLogout(userId);
      return reply.redirect('/', 302);
    },
  );

  // The spec's poker page sends signed-out players to /api/login; sign-in happens on the landing page.
  app.get('/api/login', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/', 302));
}
