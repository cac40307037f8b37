import { ErrorCode } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-responses.js';

/** Host as URL normalises it (default ports dropped, lower case), for comparison with an Origin. */
function hostOf(hostHeader: string): string | undefined {
  try {
    return new URL(`http://${hostHeader}`).host;
  } catch {
    return undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * POSTs a provider's page sends by design (Apple's form_post sign-in answer): they change nothing,
 * only turn the form into a same-site GET of the callback, which carries the session cookie.
 */
const CROSS_SITE_POSTS = /^\/auth\/[a-z]+\/callback\/?$/;

/**
 * Refuses state-changing requests sent from another site: the Origin must be this host (or a
 * configured public origin). Requests without Origin (server-to-server, curl) pass unless the browser
 * marks them cross-site; the SameSite=Lax cookie already keeps them unauthenticated.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, '').toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (CROSS_SITE_POSTS.test(request.url.split('?', 1)[0] ?? '')) return;
    const origin = request.headers.origin?.toLowerCase();
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (!origin) {
      if (crossSite)
        return sendError(reply, 403, ErrorCode.forbiddenOrigin, 'Cross-site requests are not allowed');
      return;
    }
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return sendError(reply, 403, ErrorCode.forbiddenOrigin, 'Malformed Origin header');
    }
    const sameHost =
      host === hostOf(request.host) ||
      (request.headers['x-forwarded-host'] !== undefined &&
        host === hostOf(String(request.headers['x-forwarded-host'])));
    if (!sameHost && !allowed.has(origin)) {
      return sendError(reply, 403, ErrorCode.forbiddenOrigin, `Requests from ${origin} are not allowed`);
    }
  });
}
