import {
  ApiErrorBody,
  ErrorCode,
  IdParam,
  PokerActionRequest,
  PokerActionResponse,
  PokerGameState,
  PokerHandSummaryItem,
  PokerHandText,
  PokerJoinRequest,
  PokerJoinResponse,
  PokerLeaveResponse,
  PokerTable,
  type ErrorCode as ErrorCodeType,
  type PokerTableCall,
  type PokerTableReply,
} from '@casino/contracts';
import {
  DomainError,
  finishedHandHistory,
  findPokerTable,
  listPokerTables,
  recentHands,
} from '@casino/domain';
import { formatHandHistory, type StoredHandHistory } from '@casino/engine';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../../api-context.js';
import { requireUserId } from '../../../plugins/sessions.js';
import { callTable } from '../../../poker/table-bus.js';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  503: ApiErrorBody,
};
const TableParams = z.strictObject({ tableId: IdParam });

/** A refusal from the room, as the same JSON error any route gives. */
function answered(reply: PokerTableReply): Extract<PokerTableReply, { ok: true }> {
  if (reply.ok) return reply;
  throw new DomainError(reply.error as ErrorCodeType, reply.message);
}

/**
 * The spec's poker calls for clients that poll (document 2, section 7). Each one is answered by the
 * table's room in whichever rooms process hosts it (through the table bus); the web client itself
 * syncs with the room over WebSocket instead of polling.
 */
export function pokerRoutes(app: ApiInstance, ctx: ApiContext): void {
  const ask = async (tableId: number, userId: string, call: PokerTableCall) => {
    await findPokerTable(ctx.db, tableId);
    return answered(await callTable(ctx.tableBus, tableId, userId, call));
  };

  app.get(
    '/api/poker/tables',
    {
      schema: {
        tags: ['poker'],
        summary: 'The live tables, with seats taken, average pot and hands per hour',
        response: { 200: z.array(PokerTable), 401: ApiErrorBody },
      },
    },
    async (request) => {
      await requireUserId(request, ctx.clock);
      return listPokerTables(ctx.db, ctx.clock());
    },
  );

  app.post(
    '/api/poker/join-table',
    {
      schema: {
        tags: ['poker'],
        summary: 'Sit down with a buy-in moved from the wallet to the table',
        body: PokerJoinRequest,
        response: { 200: PokerJoinResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const { tableId, buyInAmount, clientSeed, currency } = request.body;
      const reply = await ask(tableId, userId, {
        op: 'join',
        buyIn: buyInAmount,
        ...(currency !== undefined ? { currency } : {}),
        ...(clientSeed !== undefined ? { clientSeed } : {}),
      });
      return { tableId, tableName: reply.gameState.tableName, gameState: reply.gameState };
    },
  );

  app.get(
    '/api/poker/game-state/:tableId',
    {
      schema: {
        tags: ['poker'],
        summary: "The caller's view of a table",
        params: TableParams,
        response: { 200: PokerGameState, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      return (await ask(request.params.tableId, userId, { op: 'state' })).gameState;
    },
  );

  app.post(
    '/api/poker/action/:tableId',
    {
      schema: {
        tags: ['poker'],
        summary: 'Fold, check, call, bet, raise or go all in',
        params: TableParams,
        body: PokerActionRequest,
        response: { 200: PokerActionResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const { type, amount, version } = request.body;
      if ((type === 'bet' || type === 'raise') && amount === undefined) {
        throw new DomainError(ErrorCode.validation, 'body.amount: is required to bet or raise');
      }
      const reply = await ask(request.params.tableId, userId, {
        op: 'action',
        type,
        ...(amount !== undefined ? { amount } : {}),
        ...(version !== undefined ? { version } : {}),
      });
      return { gameState: reply.gameState, message: reply.message };
    },
  );

  app.post(
    '/api/poker/leave-table/:tableId',
    {
      schema: {
        tags: ['poker'],
        summary: 'Stand up: the stack goes back to the wallet (after the hand in play)',
        params: TableParams,
        response: { 200: PokerLeaveResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const reply = await ask(request.params.tableId, userId, { op: 'leave' });
      return { success: true as const, cashedOut: reply.cashedOut ?? '0.00', message: reply.message };
    },
  );

  app.get(
    '/api/poker/tables/:tableId/hands',
    {
      schema: {
        tags: ['poker'],
        summary: 'Finished hands of a table, with the deck commitment each was dealt from',
        params: TableParams,
        response: { 200: z.array(PokerHandSummaryItem), 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      await requireUserId(request, ctx.clock);
      await findPokerTable(ctx.db, request.params.tableId);
      return recentHands(ctx.db, request.params.tableId);
    },
  );

  app.get(
    '/api/poker/tables/:tableId/hands/:handNumber',
    {
      schema: {
        tags: ['poker'],
        summary: 'One finished hand as a readable hand history',
        params: z.strictObject({ tableId: IdParam, handNumber: IdParam }),
        response: { 200: PokerHandText, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      await requireUserId(request, ctx.clock);
      const { tableId, handNumber } = request.params;
      const history = await finishedHandHistory(ctx.db, tableId, handNumber);
      if (!history)
        throw new DomainError(ErrorCode.notFound, 'No finished hand with that number at this table');
      return { handNumber, text: formatHandHistory(history as StoredHandHistory) };
    },
  );
}
