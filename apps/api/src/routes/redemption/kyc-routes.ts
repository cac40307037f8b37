import { ApiErrorBody, KycState, KycSubmission } from '@casino/contracts';
import { getKycState, submitKyc } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';
import { kycProviderOf } from '../../redemption-providers.js';

/** The player's identity check (issue 18), through the configured provider (the sandbox by default). */
export function kycRoutes(app: ApiInstance, ctx: ApiContext): void {
  const provider = kycProviderOf(ctx.config.sweepstakes, ctx.db);

  app.get(
    '/api/kyc',
    {
      schema: {
        tags: ['sweepstakes'],
        summary:
          "The player's identity check: unverified, pending, verified or rejected (and why), and its provider",
        response: { 200: KycState, 401: ApiErrorBody },
      },
    },
    async (request) => getKycState(ctx.db, provider, await requireUserId(request, ctx.clock)),
  );

  app.post(
    '/api/kyc',
    {
      schema: {
        tags: ['sweepstakes'],
        summary:
          'Submit legal name, date of birth (the registered one), address and identity document for checking. Guests are refused (403); a pending or verified check cannot be submitted again (409).',
        body: KycSubmission,
        response: {
          200: KycState,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request) =>
      submitKyc(ctx.db, provider, await requireUserId(request, ctx.clock), request.body, {
        clock: ctx.clock,
        excludedRegions: ctx.config.sweepsExcludedRegions,
      }),
  );
}
