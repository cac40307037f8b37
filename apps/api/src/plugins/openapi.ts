import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod contracts: /api/openapi.json, docs at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Casino API',
        version: '1.0.0',
        description:
          'REST API of the social sweepstakes casino. Amounts are decimal strings; errors are `{ error, message }`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The docs UI sets inline styles; the rest of the policy (security-headers.ts) stays as it is.
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
