import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import {
  createSessionSigner,
  DatabaseSessionStore,
  DomainError,
  isPastAbsoluteLifetime,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_TIMEOUT_MS,
  type Clock,
} from '@casino/domain';
import type { Database, Kysely } from '@casino/db';
import type { FastifyInstance, FastifyRequest, Session } from 'fastify';

declare module 'fastify' {
  interface Session {
    userId?: string;
    signedInAt?: number;
    /** Where it was signed in from (issue 15: the back office lists a player's sessions). */
    ip?: string;
    userAgent?: string;
  }
}

/** The longest user agent a session keeps. */
export const SESSION_USER_AGENT_MAX = 300;

/**
 * Cookie sessions stored in the database (any api or rooms process can read them): httpOnly,
 * SameSite=Lax, Secure whenever the request came over HTTPS, 192-bit random ids, rolling idle timeout.
 */
export async function registerSessions(
  app: FastifyInstance,
  options: { db: Kysely<Database>; clock: Clock; secrets: readonly string[] },
): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: createSessionSigner(options.secrets),
    cookieName: SESSION_COOKIE_NAME,
    store: new DatabaseSessionStore<Session>(options.db, options.clock),
    saveUninitialized: false,
    rolling: true,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: SESSION_IDLE_TIMEOUT_MS,
    },
  });
}

/** Starts a signed-in session under a fresh id (no session fixation). */
export async function signIn(request: FastifyRequest, userId: string, now: Date): Promise<void> {
  await request.session.regenerate();
  request.session.userId = userId;
  request.session.signedInAt = now.getTime();
  request.session.ip = request.ip;
  const userAgent = request.headers['user-agent'];
  if (userAgent) request.session.userAgent = userAgent.slice(0, SESSION_USER_AGENT_MAX);
}

/** The signed-in player's id, or a 401. A session past its absolute lifetime is ended here. */
export async function requireUserId(request: FastifyRequest, clock: Clock): Promise<string> {
  const { userId, signedInAt } = request.session;
  if (userId && signedInAt !== undefined && !isPastAbsoluteLifetime(signedInAt, clock())) return userId;
  if (userId) await request.session.destroy();
  throw new DomainError('unauthorized', 'Unauthorized');
}

/** The signed-in player's id when there is one (guests upgrading on register). */
export const optionalUserId = (request: FastifyRequest): string | null => request.session.userId ?? null;
