import {
  AdminPokerTable,
  ApiErrorBody,
  ChallengeVoidParams,
  LiveOperations,
  PokerHandVoidParams,
  PokerTableCreateRequest,
  PokerTableIdParams,
  PokerTableUpdateRequest,
  ReasonRequest,
  VoidResponse,
} from '@casino/contracts';
import {
  closePokerTable,
  createPokerTable,
  listAdminPokerTables,
  liveOperations,
  reopenPokerTable,
  updatePokerTable,
  voidChallenge,
  voidPokerHand,
} from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { staffOf } from './admin-scope.js';
import { adminReadErrors, adminWriteErrors } from './dashboard-routes.js';
import { liveRoomCallsOver } from './live-room-calls.js';

/** A write that may have to reach a live room: 503 when no room answers. */
const roomWriteErrors = { ...adminWriteErrors, 503: ApiErrorBody };

/**
 * The back office's poker tables (create, rename or restake, close, reopen) and live operations
 * (every room running now; void and refund a stuck challenge or hand). Thin: the rules are in
 * packages/domain/src/admin/live; the rooms are reached over the table bus.
 */
export function liveRoutes(app: ApiInstance, ctx: ApiContext): void {
  const rooms = liveRoomCallsOver(ctx.tableBus);

  app.get(
    '/api/admin/poker-tables',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every poker table, open or closed, with its host, lease and seated players',
        response: { 200: z.array(AdminPokerTable), ...adminReadErrors },
      },
    },
    async () => listAdminPokerTables(ctx.db),
  );

  app.post(
    '/api/admin/poker-tables',
    {
      schema: {
        tags: ['admin'],
        summary: 'Open a new poker table (big blind 2-3 small blinds; buy-ins 10 to 500 big blinds)',
        body: PokerTableCreateRequest,
        response: { 200: AdminPokerTable, ...adminWriteErrors },
      },
    },
    async (request) => createPokerTable(ctx.db, staffOf(request), request.body),
  );

  app.patch(
    '/api/admin/poker-tables/:tableId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename a table, or change its stakes while nobody is seated',
        params: PokerTableIdParams,
        body: PokerTableUpdateRequest,
        response: { 200: AdminPokerTable, ...adminWriteErrors },
      },
    },
    async (request) =>
      updatePokerTable(ctx.db, staffOf(request), request.params.tableId, request.body, rooms),
  );

  app.post(
    '/api/admin/poker-tables/:tableId/close',
    {
      schema: {
        tags: ['admin'],
        summary: 'Close a table: nobody new sits, the hand in play finishes, every seat is cashed out',
        params: PokerTableIdParams,
        body: ReasonRequest,
        response: { 200: AdminPokerTable, ...adminWriteErrors },
      },
    },
    async (request) =>
      closePokerTable(ctx.db, staffOf(request), request.params.tableId, request.body.reason, rooms),
  );

  app.post(
    '/api/admin/poker-tables/:tableId/reopen',
    {
      schema: {
        tags: ['admin'],
        summary: 'Open a closed table again (the rooms host it at their next sweep)',
        params: PokerTableIdParams,
        body: ReasonRequest,
        response: { 200: AdminPokerTable, ...adminWriteErrors },
      },
    },
    async (request) =>
      reopenPokerTable(ctx.db, staffOf(request), request.params.tableId, request.body.reason),
  );

  app.get(
    '/api/admin/live',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every poker table and challenge room running now: players, pot, host and lease',
        response: { 200: LiveOperations, ...adminReadErrors },
      },
    },
    async (request) =>
      liveOperations(ctx.db, ctx.clock(), (tableId) => rooms.tablePot(tableId, staffOf(request).userId)),
  );

  app.post(
    '/api/admin/live/challenges/:challengeId/void',
    {
      schema: {
        tags: ['admin'],
        summary: 'Void a challenge in play: both stakes back, unrated',
        params: ChallengeVoidParams,
        body: ReasonRequest,
        response: { 200: VoidResponse, ...roomWriteErrors },
      },
    },
    async (request) =>
      voidChallenge(ctx.db, staffOf(request), request.params.challengeId, request.body.reason, rooms),
  );

  app.post(
    '/api/admin/live/poker-hands/:handId/void',
    {
      schema: {
        tags: ['admin'],
        summary: "Void a poker hand in play: every seat's chips back to the wallets",
        params: PokerHandVoidParams,
        body: ReasonRequest,
        response: { 200: VoidResponse, ...roomWriteErrors },
      },
    },
    async (request) =>
      voidPokerHand(ctx.db, staffOf(request), String(request.params.handId), request.body.reason, rooms),
  );
}
