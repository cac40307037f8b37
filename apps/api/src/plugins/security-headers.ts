import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';

/** HSTS only means something over HTTPS; a year, as browsers' preload lists ask. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (@fastify/helmet). The content security policy is the one the
 * built web app runs under (the browser tests load every page with it): scripts, styles and fonts
 * only from this origin, images also as data: URIs (the favicon), fetches and WebSockets to this
 * origin (CSP 3: 'self' covers ws/wss of the same host) or a configured public origin, no framing
 * by anyone (clickjacking), no plugins, forms and <base> only to this origin. HSTS is sent only on
 * requests that came over HTTPS (directly or from a trusted proxy), so plain-http local use keeps working.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ApiConfig): Promise<void> {
  const connect = ["'self'", ...config.allowedOrigins.flatMap((o) => [o, o.replace(/^http/, 'ws')])];
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: connect,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
