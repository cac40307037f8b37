import {
  AdminAmoeEntry,
  AdminAmoePage,
  AdminAmoeQuery,
  AdminKycPage,
  AdminKycQuery,
  AdminKycRecord,
  AdminRedemption,
  AdminRedemptionsPage,
  AdminRedemptionsQuery,
  AmoeCreditRequest,
  KycRejection,
  KycVerification,
  PlayerIdParams,
  RedemptionApproval,
  RedemptionIdParams,
  RedemptionRejection,
} from '@casino/contracts';
import {
  adminKycRecord,
  approveRedemption,
  creditAmoeEntry,
  decideKyc,
  listAdminAmoeEntries,
  listKycRecords,
  listRedemptions,
  parseMoney,
  rejectRedemption,
  retryRedemptionPayout,
} from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { payoutProviderOf } from '../../redemption-providers.js';
import { staffOf } from './admin-scope.js';
import { adminReadErrors, adminWriteErrors } from './dashboard-routes.js';

/**
 * The back office's sweepstakes desk (issue 18): the redemption review queue (approve, which pays
 * through the payout provider, or reject with a reason; retry an unpaid payout), identity checks
 * (verify or reject), and mail-in entry codes received by post (credit once). Support reads, an
 * admin acts; every change is in the audit log.
 */
export function sweepstakesAdminRoutes(app: ApiInstance, ctx: ApiContext): void {
  const payouts = payoutProviderOf(ctx.config.sweepstakes, ctx.db);
  const coinsPerEntryUnits = parseMoney(ctx.config.sweepstakes.amoeCoinsPerEntry);

  app.get(
    '/api/admin/redemptions',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Redemption requests by status and player (the review queue: status=pending, oldest first), each with the player's identity check and playthrough",
        querystring: AdminRedemptionsQuery,
        response: { 200: AdminRedemptionsPage, 400: adminWriteErrors[400], ...adminReadErrors },
      },
    },
    async (request) => listRedemptions(ctx.db, request.query),
  );

  app.post(
    '/api/admin/redemptions/:redemptionId/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve a pending redemption of a verified player (not your own) and pay it through the payout provider now; a failed payout leaves it approved and unpaid',
        params: RedemptionIdParams,
        body: RedemptionApproval,
        response: { 200: AdminRedemption, ...adminWriteErrors },
      },
    },
    async (request) =>
      approveRedemption(ctx.db, staffOf(request), request.params.redemptionId, {
        note: request.body.note,
        provider: payouts,
        now: ctx.clock(),
      }),
  );

  app.post(
    '/api/admin/redemptions/:redemptionId/retry-payout',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Pay an approved, unpaid redemption again (the provider pays a request once, however often asked)',
        params: RedemptionIdParams,
        body: RedemptionApproval,
        response: { 200: AdminRedemption, ...adminWriteErrors },
      },
    },
    async (request) =>
      retryRedemptionPayout(ctx.db, staffOf(request), request.params.redemptionId, {
        provider: payouts,
        now: ctx.clock(),
      }),
  );

  app.post(
    '/api/admin/redemptions/:redemptionId/reject',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Reject a pending redemption with the reason the player sees; the amount returns to their wallet',
        params: RedemptionIdParams,
        body: RedemptionRejection,
        response: { 200: AdminRedemption, ...adminWriteErrors },
      },
    },
    async (request) =>
      rejectRedemption(ctx.db, staffOf(request), request.params.redemptionId, {
        reason: request.body.reason,
        now: ctx.clock(),
      }),
  );

  app.get(
    '/api/admin/kyc',
    {
      schema: {
        tags: ['admin'],
        summary: 'Identity checks by status (the review queue: status=pending, oldest first)',
        querystring: AdminKycQuery,
        response: { 200: AdminKycPage, 400: adminWriteErrors[400], ...adminReadErrors },
      },
    },
    async (request) => listKycRecords(ctx.db, request.query),
  );

  app.get(
    '/api/admin/kyc/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: "A player's identity check as submitted and decided",
        params: PlayerIdParams,
        response: { 200: AdminKycRecord, 400: adminWriteErrors[400], ...adminReadErrors },
      },
    },
    async (request) => adminKycRecord(ctx.db, request.params.userId),
  );

  app.post(
    '/api/admin/kyc/:userId/verify',
    {
      schema: {
        tags: ['admin'],
        summary: "Verify a player's identity check (pending or rejected; not your own)",
        params: PlayerIdParams,
        body: KycVerification,
        response: { 200: AdminKycRecord, ...adminWriteErrors },
      },
    },
    async (request) =>
      decideKyc(ctx.db, staffOf(request), request.params.userId, {
        status: 'verified',
        reason: request.body.note ?? null,
        now: ctx.clock(),
      }),
  );

  app.post(
    '/api/admin/kyc/:userId/reject',
    {
      schema: {
        tags: ['admin'],
        summary: "Reject a player's identity check (pending or verified) with the reason they see",
        params: PlayerIdParams,
        body: KycRejection,
        response: { 200: AdminKycRecord, ...adminWriteErrors },
      },
    },
    async (request) =>
      decideKyc(ctx.db, staffOf(request), request.params.userId, {
        status: 'rejected',
        reason: request.body.reason,
        now: ctx.clock(),
      }),
  );

  app.get(
    '/api/admin/amoe/entries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail-in entry codes by status, newest first',
        querystring: AdminAmoeQuery,
        response: { 200: AdminAmoePage, 400: adminWriteErrors[400], ...adminReadErrors },
      },
    },
    async (request) => listAdminAmoeEntries(ctx.db, request.query),
  );

  app.post(
    '/api/admin/amoe/credit',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Enter the code of a mail-in entry received by post: its player is credited the published sweepstakes coins, once (409 when already credited)',
        body: AmoeCreditRequest,
        response: { 200: AdminAmoeEntry, ...adminWriteErrors },
      },
    },
    async (request) =>
      creditAmoeEntry(ctx.db, staffOf(request), request.body.code, { coinsPerEntryUnits, now: ctx.clock() }),
  );
}
