import {
  ApiErrorBody,
  SocialConnectionIdParams,
  SocialConnectionList,
  SocialProviderList,
  SocialProviderParams,
  SuccessResponse,
  type SocialProvider,
} from '@casino/contracts';
import {
  isDomainError,
  isPastAbsoluteLifetime,
  linkIdentity,
  signInWithIdentity,
  socialConnections,
  unlinkIdentity,
} from '@casino/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId, signIn } from '../../plugins/sessions.js';
import {
  SOCIAL_LOGIN_FLOW_TTL_MS,
  SocialProviders,
  type PendingSocialLogin,
} from '../../social-login/social-providers.js';

declare module 'fastify' {
  interface Session {
    /** A social login started here and not finished yet (state, nonce, PKCE verifier). */
    socialLogin?: PendingSocialLogin;
  }
}

/**
 * Why a social login came back without signing in, as the /social-login page shows it
 * (`?error=<code>`): a domain refusal's code, or one of these.
 */
export const SocialLoginFailure = {
  /** No flow was started in this browser for this provider, or its state differs (a replay, a forgery). */
  stateMismatch: 'state_mismatch',
  flowExpired: 'flow_expired',
  /** The player said no at the provider, or the provider refused. */
  providerDenied: 'provider_denied',
  /** The code exchange or the ID token checks failed. */
  signInFailed: 'sign_in_failed',
  /** Linking needs the player who started it still signed in. */
  signInRequired: 'sign_in_required',
} as const;

/** The callback's parameters: the provider may add its own (scope, authuser, …), kept for the exchange. */
const CallbackParams = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  /** Apple: the person's name as JSON, on the first sign-in only. */
  user: z.string().max(2000).optional(),
});
type CallbackParams = z.infer<typeof CallbackParams>;

const AppleUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

/** Apple's `user` form field: its name, sent once. Anything else is ignored. */
function namesFromAppleUser(user: string | undefined): { firstName: string | null; lastName: string | null } {
  const none = { firstName: null, lastName: null };
  if (!user) return none;
  try {
    const parsed = AppleUser.safeParse(JSON.parse(user));
    if (!parsed.success) return none;
    return {
      firstName: parsed.data.name?.firstName?.trim().slice(0, 100) || null,
      lastName: parsed.data.name?.lastName?.trim().slice(0, 100) || null,
    };
  } catch {
    return none;
  }
}

const pageUrl = (params: Record<string, string>) => `/social-login?${new URLSearchParams(params).toString()}`;

/** The callback's parameters as strings (a repeated one keeps all its values). */
function searchParamsOf(query: CallbackParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') params.append(key, value);
    else if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
  }
  return params;
}

/**
 * Social login (issue 17): GET /auth/:provider starts a flow, the provider sends the browser back to
 * /auth/:provider/callback (Apple as a form POST, turned into that GET), which signs in, creates the
 * account, or links the identity to the signed-in player; then the browser goes to /social-login with
 * the outcome. GET /api/social/providers and /api/social/connections, DELETE a connection to unlink.
 */
export function socialLoginRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { db, clock } = ctx;
  const providers = new SocialProviders(ctx.config.socialLogin);
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  /** The signed-in player, or null (a session past its lifetime counts as signed out). */
  const signedInUserId = (request: FastifyRequest): string | null => {
    const { userId, signedInAt } = request.session;
    if (!userId || signedInAt === undefined || isPastAbsoluteLifetime(signedInAt, clock())) return null;
    return userId;
  };
  const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const fail = (reply: FastifyReply, provider: SocialProvider, error: string) =>
    reply.redirect(pageUrl({ error, provider }), 302);

  app.get(
    '/auth/:provider',
    {
      config: { rateLimit },
      schema: {
        tags: ['social'],
        summary:
          'Start signing in with a provider (or, signed in, linking it): redirects to the provider; failures redirect to /social-login?error=',
        params: SocialProviderParams,
        querystring: z.strictObject({ link: z.literal('1').optional() }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const userId = signedInUserId(request);
      if (request.query.link === '1' && !userId)
        return fail(reply, provider, SocialLoginFailure.signInRequired);
      if (!providers.isAvailable(provider)) return fail(reply, provider, 'provider_unavailable');
      try {
        const redirectUri = providers.redirectUri(provider, requestOrigin(request));
        const { url, pending } = await providers.start(provider, redirectUri, userId, clock());
        request.session.socialLogin = pending;
        return reply.redirect(url, 302);
      } catch (error) {
        if (isDomainError(error)) return fail(reply, provider, error.code);
        throw error;
      }
    },
  );

  const finish = async (
    request: FastifyRequest<{ Params: { provider: SocialProvider }; Querystring: CallbackParams }>,
    reply: FastifyReply,
  ) => {
    const { provider } = request.params;
    const query = request.query;
    // One use: whatever happens next, this flow is over (a replayed callback finds nothing).
    const pending = request.session.socialLogin;
    request.session.socialLogin = undefined;
    if (!pending || pending.provider !== provider || query.state !== pending.state)
      return fail(reply, provider, SocialLoginFailure.stateMismatch);
    const now = clock();
    if (now.getTime() - pending.startedAt > SOCIAL_LOGIN_FLOW_TTL_MS)
      return fail(reply, provider, SocialLoginFailure.flowExpired);
    if (query.error !== undefined || query.code === undefined)
      return fail(reply, provider, SocialLoginFailure.providerDenied);
    try {
      let identity;
      try {
        identity = await providers.finish(pending, searchParamsOf(query), namesFromAppleUser(query.user));
      } catch (error) {
        if (isDomainError(error)) throw error;
        request.log.warn({ err: error, provider }, 'social login: the code exchange failed');
        return fail(reply, provider, SocialLoginFailure.signInFailed);
      }
      if (pending.linkUserId !== null) {
        if (signedInUserId(request) !== pending.linkUserId)
          return fail(reply, provider, SocialLoginFailure.signInRequired);
        const link = await linkIdentity(db, pending.linkUserId, identity, now);
        return reply.redirect(
          pageUrl({ connected: provider, ...(link.bonusPaid ? { bonus: '1' } : {}) }),
          302,
        );
      }
      const result = await signInWithIdentity(db, identity, {
        now,
        mayCreate: () => ctx.signInLimits.admitGuest(request),
      });
      await signIn(request, result.userId, clock());
      return reply.redirect(pageUrl({ signedIn: provider, ...(result.created ? { bonus: '1' } : {}) }), 302);
    } catch (error) {
      if (isDomainError(error)) return fail(reply, provider, error.code);
      throw error;
    }
  };

  app.get(
    '/auth/:provider/callback',
    {
      config: { rateLimit },
      schema: {
        tags: ['social'],
        summary:
          'Where the provider sends the browser back: signs in, creates the account or links the identity; redirects to /social-login with the outcome',
        params: SocialProviderParams,
        querystring: CallbackParams,
      },
    },
    finish,
  );

  // Apple answers with a form POST from its own site (response_mode=form_post). The session cookie
  // (SameSite=Lax) does not come with a cross-site POST, so the form becomes a 303 to the GET callback
  // above, a top-level navigation that carries it. This changes nothing by itself.
  app.register((plain, _options, done) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.post(
      '/auth/:provider/callback',
      {
        config: { rateLimit },
        schema: {
          tags: ['social'],
          summary: "A provider's form_post answer (Apple): redirected (303) to the GET callback",
          params: SocialProviderParams,
          body: CallbackParams.nullish(),
        },
      },
      async (request, reply) => {
        const params = searchParamsOf(request.body ?? { code: undefined });
        return reply.redirect(`/auth/${request.params.provider}/callback?${params.toString()}`, 303);
      },
    );
    done();
  });

  app.get(
    '/api/social/providers',
    {
      schema: {
        tags: ['social'],
        summary: 'Which sign-in providers work here, and why one does not',
        response: { 200: SocialProviderList },
      },
    },
    () => Promise.resolve(providers.list()),
  );

  app.get(
    '/api/social/connections',
    {
      schema: {
        tags: ['social'],
        summary: "The signed-in player's linked provider accounts",
        response: { 200: SocialConnectionList, 401: ApiErrorBody },
      },
    },
    async (request) =>
      socialConnections(db, await requireUserId(request, clock), (p) => providers.isAvailable(p)),
  );

  app.delete(
    '/api/social/connections/:connectionId',
    {
      schema: {
        tags: ['social'],
        summary: 'Unlink a provider account (not the last way to sign in of an account without a password)',
        params: SocialConnectionIdParams,
        response: {
          200: SuccessResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, clock);
      await unlinkIdentity(db, userId, request.params.connectionId, clock());
      return { success: true as const };
    },
  );
}
