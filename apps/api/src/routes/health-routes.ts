import { ApiErrorBody, ErrorCode } from '@casino/contracts';
import { databaseAnswers } from '@casino/db';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { RETRY_AFTER_SECONDS } from '../plugins/error-responses.js';

const Dependencies = {
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'unused']).describe("'unused' in the embedded mode, which has no Redis"),
};

export function healthRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: 503 while the database is unreachable; Redis being away only degrades',
        response: {
          200: z.object({ status: z.enum(['ok', 'degraded']), ...Dependencies }),
          503: ApiErrorBody.extend(Dependencies),
        },
      },
    },
    async (_request, reply) => {
      const redis = ctx.redisStatus();
      if (!(await databaseAnswers(ctx.db))) {
        // Without the database no request can be served: take this process out of rotation.
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({
            error: ErrorCode.serviceUnavailable,
            message: `The database is unreachable${redis === 'down' ? ', and so is Redis' : ''}`,
            database: 'down' as const,
            redis,
          });
      }
      // Without Redis every request is still served (rate limits count per process meanwhile).
      return {
        status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
        database: 'up' as const,
        redis,
      };
    },
  );
}
