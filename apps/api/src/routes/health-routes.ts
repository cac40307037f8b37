import { ApiErrorBody } from '@casino/contracts';
import { sql } from '@casino/db';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';

export function healthRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
          503: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ error: 'unavailable', message: 'The database is unreachable' });
      }
    },
  );
}
