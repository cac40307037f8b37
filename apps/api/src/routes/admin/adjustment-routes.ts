import {
  AdjustmentDecisionRequest,
  AdjustmentIdParams,
  AdjustmentRequest,
  AdjustmentsPage,
  AdjustmentsQuery,
  BalanceAdjustment,
  PlayerIdParams,
} from '@casino/contracts';
import {
  approveAdjustment,
  listAdjustments,
  parseMoney,
  rejectAdjustment,
  requestAdjustment,
} from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { staffOf } from './admin-scope.js';
import { adminReadErrors, adminWriteErrors } from './dashboard-routes.js';

/**
 * Balance adjustments with four eyes (issue 15): an admin requests one with a reason code; within
 * the configured threshold it applies at once, above it a second admin approves or rejects it.
 */
export function adjustmentRoutes(app: ApiInstance, ctx: ApiContext): void {
  const thresholdUnits = parseMoney(ctx.config.adjustmentApprovalThreshold);

  app.post(
    '/api/admin/players/:userId/adjustments',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Adjust a player's balance through the ledger: applied at once within the threshold, else pending a second admin",
        params: PlayerIdParams,
        body: AdjustmentRequest,
        response: { 201: BalanceAdjustment, ...adminWriteErrors },
      },
    },
    async (request, reply) => {
      const adjustment = await requestAdjustment(
        ctx.db,
        staffOf(request),
        request.params.userId,
        request.body,
        { thresholdUnits, now: ctx.clock() },
      );
      return reply.code(201).send(adjustment);
    },
  );

  app.get(
    '/api/admin/adjustments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Balance adjustments by status and player (the approval queue: status=pending)',
        querystring: AdjustmentsQuery,
        response: { 200: AdjustmentsPage, 400: adminWriteErrors[400], ...adminReadErrors },
      },
    },
    async (request) => listAdjustments(ctx.db, request.query),
  );

  for (const [decision, decide, summary] of [
    ['approve', approveAdjustment, 'Approve a pending adjustment (not your own): its money moves now'],
    ['reject', rejectAdjustment, 'Reject a pending adjustment (or withdraw your own)'],
  ] as const) {
    app.post(
      `/api/admin/adjustments/:adjustmentId/${decision}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: AdjustmentIdParams,
          body: AdjustmentDecisionRequest,
          response: { 200: BalanceAdjustment, ...adminWriteErrors },
        },
      },
      async (request) =>
        decide(ctx.db, staffOf(request), request.params.adjustmentId, {
          note: request.body.note,
          now: ctx.clock(),
        }),
    );
  }
}
