import {
  ApiErrorBody,
  ChallengeIdParams,
  ChallengeInteractionRequest,
  ChallengeInteractionResponse,
  ErrorCode,
  PokerChallengeActionRequest,
  PokerChallengeActionResponse,
} from '@casino/contracts';
import { DomainError, playingSeatOf } from '@casino/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';
import { addressKey } from '../../rate-limits/sign-in-limits.js';
import { answeredByRoom, callChallengeRoom, noGameState } from './challenge-room-calls.js';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
  503: ApiErrorBody,
};

/** The street a client names: the duel's own names, or the poker table's 'pre-flop'. */
const streetOf = (gamePhase: string): string => (gamePhase === 'pre-flop' ? 'preflop' : gamePhase);

/**
 * The poker challenge page's calls (spec document 2, section 7): a betting action and a social action
 * (emote or chat), for clients that do not hold the room's WebSocket. Each is answered by the
 * challenge's room in whichever rooms process hosts it, as the poker tables' calls are; the web page
 * itself plays over the room. Only the challenge's two players may call, while it is in play.
 */
export function challengePlayRoutes(app: ApiInstance, ctx: ApiContext): void {
  // Counted per player, as the other challenge writes are.
  const rateLimit = {
    max: ctx.config.challengeWritesPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const userId = request.session.userId;
      return userId ? `player:${userId}` : addressKey(request);
    },
  };

  app.post(
    '/api/p2p-challenges/:id/action',
    {
      config: { rateLimit },
      schema: {
        tags: ['p2p-challenges'],
        summary: "A poker challenge's betting action: fold, check, call, bet, raise or all-in",
        params: ChallengeIdParams,
        body: PokerChallengeActionRequest,
        response: { 200: PokerChallengeActionResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const { id } = request.params;
      const { gameType } = await playingSeatOf(ctx.db, userId, id);
      if (gameType !== 'poker')
        throw new DomainError(
          ErrorCode.conflict,
          'Actions by REST are for poker challenges; play this game in its room.',
        );
      const { action, amount, gamePhase } = request.body;
      if ((action === 'bet' || action === 'raise') && amount === undefined)
        throw new DomainError(ErrorCode.validation, 'body.amount: is required to bet or raise');
      const reply = answeredByRoom(
        await callChallengeRoom(ctx.tableBus, id, userId, {
          kind: 'action',
          move: { action, ...(amount !== undefined ? { amount } : {}) },
          ...(gamePhase !== undefined ? { gamePhase: streetOf(gamePhase) } : {}),
        }),
      );
      if (!reply.state) throw noGameState();
      return { action, newGameState: reply.state, score: reply.score };
    },
  );

  app.post(
    '/api/p2p-challenges/:id/interaction',
    {
      config: { rateLimit },
      schema: {
        tags: ['p2p-challenges'],
        summary: 'An emote or a short chat line, shown to both players and every spectator',
        params: ChallengeIdParams,
        body: ChallengeInteractionRequest,
        response: { 200: ChallengeInteractionResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const { id } = request.params;
      await playingSeatOf(ctx.db, userId, id);
      // The game context the page sends is informational: never trusted, never passed on.
      const { type, message } = request.body;
      const reply = answeredByRoom(
        await callChallengeRoom(ctx.tableBus, id, userId, {
          kind: 'interaction',
          interaction: { type, message },
        }),
      );
      return { delivered: true as const, at: reply.at };
    },
  );
}
