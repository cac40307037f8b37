import {
  ApiErrorBody,
  CreatePrivatePokerTableRequest,
  PrivatePokerTable,
  RoomCodeParams,
} from '@casino/contracts';
import { createPrivatePokerTable, findPokerTableByCode } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../../api-context.js';
import { requireUserId } from '../../../plugins/sessions.js';
import { privateTableRateLimit } from '../../live-tables/live-table-routes.js';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
};

/**
 * Private poker tables (issue 16): a player opens a cash table with a room code; others find it by
 * the code and sit down through the poker page as at any table (the keeper hosts every open table).
 */
export function privatePokerRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/poker/private-tables',
    {
      config: { rateLimit: privateTableRateLimit },
      schema: {
        tags: ['poker'],
        summary: 'Open a private poker table; others join it by its room code',
        body: CreatePrivatePokerTableRequest,
        response: { 200: PrivatePokerTable, ...errors },
      },
    },
    async (request) => createPrivatePokerTable(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );

  app.get(
    '/api/poker/tables/code/:roomCode',
    {
      schema: {
        tags: ['poker'],
        summary: 'The private poker table a room code opens',
        params: RoomCodeParams,
        response: { 200: PrivatePokerTable, ...errors },
      },
    },
    async (request) => {
      await requireUserId(request, ctx.clock);
      return findPokerTableByCode(ctx.db, request.params.roomCode);
    },
  );
}
