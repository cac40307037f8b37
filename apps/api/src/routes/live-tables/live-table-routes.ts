import {
  ApiErrorBody,
  CreatePrivateLiveTableRequest,
  LiveRoundIdParams,
  LiveRoundList,
  LiveRoundListQuery,
  LiveRoundRecord,
  LiveTableIdParams,
  LiveTableList,
  LiveTableSummary,
  RoomCodeParams,
} from '@casino/contracts';
import {
  createPrivateLiveTable,
  findLiveTableByCode,
  listLiveTables,
  liveRoundRecord,
  liveRoundRecords,
  liveTableSummary,
} from '@casino/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { optionalUserId, requireUserId } from '../../plugins/sessions.js';
import { addressKey } from '../../rate-limits/sign-in-limits.js';
import { readLiveTableStatus } from './live-table-status.js';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
};

/** Private tables (live and poker) one player may open per minute. */
export const PRIVATE_TABLE_CREATES_PER_MINUTE = 10;
export const privateTableRateLimit = {
  max: PRIVATE_TABLE_CREATES_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const userId = request.session.userId;
    return userId ? `player:${userId}` : addressKey(request);
  },
};

/**
 * The live tables (issue 16): the Live Casino list with each table's live status (written by its
 * room into presence), private tables opened by a player and found by their room code, and the
 * rounds' public records (the Fairness page verifies them). Playing happens in the table's room.
 */
export function liveTableRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/live-tables',
    {
      schema: {
        tags: ['live-tables'],
        summary:
          "The public live tables and the caller's own private ones, with players, phase and countdown",
        response: { 200: LiveTableList, ...errors },
      },
    },
    async (request) =>
      listLiveTables(ctx.db, optionalUserId(request), await readLiveTableStatus(ctx.tableBus), ctx.clock()),
  );

  app.post(
    '/api/live-tables',
    {
      config: { rateLimit: privateTableRateLimit },
      schema: {
        tags: ['live-tables'],
        summary: 'Open a private table of a live game; others join it by its room code',
        body: CreatePrivateLiveTableRequest,
        response: { 200: LiveTableSummary, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const table = await createPrivateLiveTable(ctx.db, userId, request.body);
      return liveTableSummary(table, undefined, ctx.clock());
    },
  );

  app.get(
    '/api/live-tables/code/:roomCode',
    {
      schema: {
        tags: ['live-tables'],
        summary: 'The private live table a room code opens',
        params: RoomCodeParams,
        response: { 200: LiveTableSummary, ...errors },
      },
    },
    async (request) => {
      await requireUserId(request, ctx.clock);
      const table = await findLiveTableByCode(ctx.db, request.params.roomCode);
      const status = (await readLiveTableStatus(ctx.tableBus)).get(table.id);
      return liveTableSummary(table, status, ctx.clock());
    },
  );

  app.get(
    '/api/live-tables/:tableId/rounds',
    {
      schema: {
        tags: ['live-tables'],
        summary: "A live table's latest rounds, newest first, with the caller's bets in each",
        params: LiveTableIdParams,
        querystring: LiveRoundListQuery,
        response: { 200: LiveRoundList, ...errors },
      },
    },
    async (request) =>
      liveRoundRecords(ctx.db, request.params.tableId, optionalUserId(request), request.query.limit),
  );

  app.get(
    '/api/live-rounds/:roundId',
    {
      schema: {
        tags: ['live-tables'],
        summary:
          "A live round's record: its seed hash, its seed once revealed, its outcome, the caller's bets",
        params: LiveRoundIdParams,
        response: { 200: LiveRoundRecord, ...errors },
      },
    },
    async (request) => liveRoundRecord(ctx.db, String(request.params.roundId), optionalUserId(request)),
  );
}
