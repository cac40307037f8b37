import {
  AiBlackjackActionRequest,
  AiDealRequest,
  AiGame,
  AiGameDetail,
  AiGameIdParams,
  AiGamesQuery,
  AiGameStats,
  AiPlayRequest,
  AiPlayResponse,
  AiPokerDrawRequest,
  AiRateRequest,
  AiRateResponse,
  AiTableRound,
  ApiErrorBody,
  GenerateAiGameRequest,
  GenerateAiGameResponse,
} from '@casino/contracts';
import {
  actAiTable,
  aiGameDetail,
  aiGameStats,
  currentAiTable,
  dealAiTable,
  drawAiTable,
  listAiGames,
  playAiGame,
  rateAiGame,
  requestAiGame,
} from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import type { AiGameDesigner } from '../../plugins/ai-game-designer.js';
import { requireUserId } from '../../plugins/sessions.js';

/** A wager may also be refused with 403: sweepstakes coins for a guest, a break or an exclusion. */
const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

/** Generated games (issue 19): the list and stat cards, generation, a game's page, play and ratings. */
export function aiGameRoutes(app: ApiInstance, ctx: ApiContext, designer: AiGameDesigner): void {
  app.get(
    '/api/ai-games',
    {
      schema: {
        tags: ['ai-games'],
        summary: 'Generated games players can see; tab featured, popular, newest or mine (all without one)',
        querystring: AiGamesQuery,
        response: { 200: z.array(AiGame), 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => listAiGames(ctx.db, await requireUserId(request, ctx.clock), request.query.tab),
  );

  app.get(
    '/api/ai-games/stats',
    {
      schema: {
        tags: ['ai-games'],
        summary: 'The stat cards: AI Games Created, Total Plays, Average Rating, Unique Themes',
        response: { 200: AiGameStats, 401: ApiErrorBody },
      },
    },
    async (request) => {
      await requireUserId(request, ctx.clock);
      return aiGameStats(ctx.db);
    },
  );

  app.post(
    '/api/ai-games/generate',
    {
      schema: {
        tags: ['ai-games'],
        summary: 'Ask for a themed game: answers at once with estimatedTime and designs it in the background',
        body: GenerateAiGameRequest,
        response: { 200: GenerateAiGameResponse, 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      const answer = await requestAiGame(ctx.db, await requireUserId(request, ctx.clock), request.body, {
        now: ctx.clock(),
        limits: { perHour: ctx.config.aiGames.generatePerHour },
        workerIntervalMs: ctx.config.aiGames.workerIntervalMs,
        languageModel: ctx.config.aiGames.languageModel !== null,
      });
      designer.kick();
      return answer;
    },
  );

  app.get(
    '/api/ai-games/current-round',
    {
      schema: {
        tags: ['ai-games'],
        summary: "The player's blackjack or video poker hand of a generated game in progress, or null",
        response: { 200: AiTableRound.nullable(), 401: ApiErrorBody },
      },
    },
    async (request) => currentAiTable(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.get(
    '/api/ai-games/:aiGameId',
    {
      schema: {
        tags: ['ai-games'],
        summary: 'A generated game with its design, rules and your rating',
        params: AiGameIdParams,
        response: { 200: AiGameDetail, ...errors },
      },
    },
    async (request) => aiGameDetail(ctx.db, await requireUserId(request, ctx.clock), request.params.aiGameId),
  );

  app.post(
    '/api/ai-games/:aiGameId/play',
    {
      schema: {
        tags: ['ai-games'],
        summary:
          'One round of a slots, roulette or arcade game in coins or sweepstakes coins, decided from your seeds and settled at once',
        params: AiGameIdParams,
        body: AiPlayRequest,
        response: { 200: AiPlayResponse, ...errors },
      },
    },
    async (request) =>
      playAiGame(ctx.db, await requireUserId(request, ctx.clock), request.params.aiGameId, request.body),
  );

  app.post(
    '/api/ai-games/:aiGameId/deal',
    {
      schema: {
        tags: ['ai-games'],
        summary:
          'Stake and deal a hand of a blackjack or video poker game in coins or sweepstakes coins (the round keeps it)',
        params: AiGameIdParams,
        body: AiDealRequest,
        response: { 200: AiTableRound, ...errors },
      },
    },
    async (request) =>
      dealAiTable(ctx.db, await requireUserId(request, ctx.clock), request.params.aiGameId, request.body),
  );

  app.post(
    '/api/ai-games/:aiGameId/blackjack',
    {
      schema: {
        tags: ['ai-games'],
        summary: 'Hit, stand, double or split the active blackjack hand',
        params: AiGameIdParams,
        body: AiBlackjackActionRequest,
        response: { 200: AiTableRound, ...errors },
      },
    },
    async (request) =>
      actAiTable(ctx.db, await requireUserId(request, ctx.clock), request.params.aiGameId, request.body),
  );

  app.post(
    '/api/ai-games/:aiGameId/draw',
    {
      schema: {
        tags: ['ai-games'],
        summary: 'Draw the video poker hand: replace the cards not held, pay and record it',
        params: AiGameIdParams,
        body: AiPokerDrawRequest,
        response: { 200: AiTableRound, ...errors },
      },
    },
    async (request) =>
      drawAiTable(ctx.db, await requireUserId(request, ctx.clock), request.params.aiGameId, request.body),
  );

  app.post(
    '/api/ai-games/:aiGameId/rate',
    {
      schema: {
        tags: ['ai-games'],
        summary: 'Rate a game you have played, 1 to 5, once',
        params: AiGameIdParams,
        body: AiRateRequest,
        response: { 200: AiRateResponse, ...errors },
      },
    },
    async (request) =>
      rateAiGame(
        ctx.db,
        await requireUserId(request, ctx.clock),
        request.params.aiGameId,
        request.body.rating,
      ),
  );
}
