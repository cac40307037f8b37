import { Readable } from 'node:stream';
import {
  ApiErrorBody,
  PlayerRoundParams,
  PlayerRoundRecall,
  PlayerRoundsPage,
  PlayerRoundsQuery,
  PlayerStatementCsvQuery,
  PlayerStatementPage,
  PlayerStatementQuery,
} from '@casino/contracts';
import {
  calendarDayOf,
  playerRoundsPage,
  playerStatementPage,
  recallPlayerRound,
  statementCsv,
} from '@casino/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';
import { addressKey } from '../../rate-limits/sign-in-limits.js';

const tags = ['history'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

/**
 * The player's history (issue 18): their statement (every movement of their wallets, filtered, paged
 * by keyset) and its CSV export, their rounds and any one of them recalled step by step (GLI-19).
 * Thin: each route parses with the contract and asks one domain service; a player only ever reads
 * their own (another player's round is a 404, as one that does not exist).
 */
export function playerHistoryRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/history/statement',
    {
      schema: {
        tags,
        summary: "The player's statement: every wallet movement, newest first, with the balance after it",
        querystring: PlayerStatementQuery,
        response: { 200: PlayerStatementPage, ...errors },
      },
    },
    async (request) =>
      playerStatementPage(ctx.db, await requireUserId(request, ctx.clock), request.query, ctx.clock()),
  );

  // Each export reads the player's whole filtered history: counted per player.
  const exportLimit = {
    max: ctx.config.historyExportsPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const userId = request.session.userId;
      return userId ? `history-export:${userId}` : addressKey(request);
    },
  };

  app.get(
    '/api/history/statement.csv',
    {
      config: { rateLimit: exportLimit },
      schema: {
        tags,
        summary: 'The filtered statement as CSV (RFC 4180), streamed: every matching movement, newest first',
        querystring: PlayerStatementCsvQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8'), ...errors, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request, ctx.clock);
      const now = ctx.clock();
      const csv = Readable.from(statementCsv(ctx.db, userId, request.query, now));
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="statement-${calendarDayOf(now)}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is read (Fastify never serializes one); the schema types the body as text.
          .send(csv as unknown as string)
      );
    },
  );

  app.get(
    '/api/history/rounds',
    {
      schema: {
        tags,
        summary:
          "The player's rounds (every game, poker hands and challenges), newest first, of one game if asked",
        querystring: PlayerRoundsQuery,
        response: { 200: PlayerRoundsPage, ...errors },
      },
    },
    async (request) => playerRoundsPage(ctx.db, await requireUserId(request, ctx.clock), request.query),
  );

  app.get(
    '/api/history/rounds/:roundId',
    {
      schema: {
        tags,
        summary:
          "One of the player's rounds recalled step by step, the wallet around it and its fairness check",
        params: PlayerRoundParams,
        response: { 200: PlayerRoundRecall, ...errors, 404: ApiErrorBody },
      },
    },
    async (request) =>
      recallPlayerRound(ctx.db, await requireUserId(request, ctx.clock), request.params.roundId),
  );
}
