import { AmoeEntries, AmoeEntry, ApiErrorBody } from '@casino/contracts';
import { listAmoeEntries, requestAmoeEntry } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';
import { amoeRulesOf } from '../../redemption-providers.js';

/** The free alternative method of entry (issue 18): mail-in entry codes. */
export function amoeRoutes(app: ApiInstance, ctx: ApiContext): void {
  const rules = amoeRulesOf(ctx.config);

  app.get(
    '/api/amoe/entries',
    {
      schema: {
        tags: ['sweepstakes'],
        summary:
          "The player's mail-in entry codes, today's allowance, the coins an entry pays and where to mail it",
        response: { 200: AmoeEntries, 401: ApiErrorBody },
      },
    },
    async (request) => listAmoeEntries(ctx.db, await requireUserId(request, ctx.clock), rules, ctx.clock),
  );

  app.post(
    '/api/amoe/entries',
    {
      schema: {
        tags: ['sweepstakes'],
        summary:
          'Request a mail-in entry code (no purchase necessary); limited per UTC day (409 past the limit); guests are refused (403)',
        body: z.strictObject({}).nullish(),
        response: { 201: AmoeEntry, 401: ApiErrorBody, 403: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requestAmoeEntry(ctx.db, await requireUserId(request, ctx.clock), rules, ctx.clock)),
  );
}
