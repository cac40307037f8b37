import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../config.js';

/** The site's public origin for links that leave it: PUBLIC_ORIGIN's first, else the request's own. */
export const siteOriginOf = (request: FastifyRequest, config: ApiConfig): string =>
  config.allowedOrigins[0] ?? `${request.protocol}://${request.host}`;
