import {
  AcceptChallengeResponse,
  ApiErrorBody,
  ChallengeHistoryQuery,
  ChallengeIdParams,
  ChallengeResponse,
  CreateChallengeRequest,
  MyChallenge,
  P2pChallenge,
  P2pChallengeDetail,
  P2pStats,
} from '@casino/contracts';
import {
  acceptChallenge,
  cancelChallenge,
  challengeDetail,
  challengeHistory,
  challengeStats,
  createChallenge,
  createRematch,
  listOpenChallenges,
  myChallenges,
} from '@casino/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';
import { addressKey } from '../../rate-limits/sign-in-limits.js';
import { publishChallengeNotice } from './challenge-notices.js';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
};
const readErrors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

/**
 * Head-to-head skill challenges (spec document 2: /p2p-betting and /game-room): thin routes over the
 * domain's p2p-challenges services. Every change is published to the rooms after it commits.
 */
export function p2pChallengeRoutes(app: ApiInstance, ctx: ApiContext): void {
  const timing = () => ({ now: ctx.clock(), expiryMs: ctx.config.challengeExpiryMs });
  // Writes are counted per player (after the session is read), so players behind one address do not share a limit.
  const rateLimit = {
    max: ctx.config.challengeWritesPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const userId = request.session.userId;
      return userId ? `player:${userId}` : addressKey(request);
    },
  };
  const notify = (
    request: FastifyRequest,
    challenge: { id: string; status: P2pChallenge['status']; invitedId: string | null },
  ) =>
    publishChallengeNotice(ctx.tableBus, request.log, {
      challengeId: challenge.id,
      status: challenge.status,
      invitedId: challenge.invitedId,
    });

  app.get(
    '/api/p2p-challenges',
    {
      schema: {
        tags: ['p2p-challenges'],
        summary: 'Open challenges, newest first (a rematch offer only for its two players)',
        response: { 200: z.array(P2pChallenge), 401: ApiErrorBody },
      },
    },
    async (request) => listOpenChallenges(ctx.db, await requireUserId(request, ctx.clock), ctx.clock()),
  );

  app.post(
    '/api/p2p-challenges/create',
    {
      config: { rateLimit },
      schema: {
        tags: ['p2p-challenges'],
        summary: "Post a challenge: the stake moves from the creator's wallet into the challenge's escrow",
        body: CreateChallengeRequest,
        response: { 201: ChallengeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request, ctx.clock);
      const challenge = await createChallenge(ctx.db, userId, request.body, timing());
      notify(request, challenge);
      return reply.code(201).send({ challenge });
    },
  );

  app.get(
    '/api/p2p-challenges/mine',
    {
      schema: {
        tags: ['p2p-challenges'],
        summary:
          "My Challenges: the caller's open challenges and games in play, and rematches offered to them",
        response: { 200: z.array(MyChallenge), 401: ApiErrorBody },
      },
    },
    async (request) => myChallenges(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.get(
    '/api/p2p-challenges/history',
    {
      schema: {
        tags: ['p2p-challenges'],
        summary: "History: the caller's ended challenges with the result and rating change, newest first",
        querystring: ChallengeHistoryQuery,
        response: { 200: z.array(MyChallenge), ...readErrors },
      },
    },
    async (request) => challengeHistory(ctx.db, await requireUserId(request, ctx.clock), request.query),
  );

  app.get(
    '/api/p2p-challenges/stats',
    {
      schema: {
        tags: ['p2p-challenges'],
        summary: 'The four stat cards: total wins, skill rating, win rate, active challenges',
        response: { 200: P2pStats, 401: ApiErrorBody },
      },
    },
    async (request) => challengeStats(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.get(
    '/api/p2p-challenges/:id',
    {
      schema: {
        tags: ['p2p-challenges'],
        summary: 'A challenge with its title, description, players, phase and result',
        params: ChallengeIdParams,
        response: { 200: P2pChallengeDetail, ...readErrors },
      },
    },
    async (request) => challengeDetail(ctx.db, await requireUserId(request, ctx.clock), request.params.id),
  );

  app.post(
    '/api/p2p-challenges/:id/accept',
    {
      config: { rateLimit },
      schema: {
        tags: ['p2p-challenges'],
        summary: 'Accept: the second stake moves into escrow and both players go to the arena',
        params: ChallengeIdParams,
        response: { 200: AcceptChallengeResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const challenge = await acceptChallenge(ctx.db, userId, request.params.id, ctx.clock());
      notify(request, challenge);
      return { challenge, roomPath: `/game-room/${challenge.id}` };
    },
  );

  app.post(
    '/api/p2p-challenges/:id/cancel',
    {
      config: { rateLimit },
      schema: {
        tags: ['p2p-challenges'],
        summary: 'Withdraw an open challenge (its creator only): the stake comes back',
        params: ChallengeIdParams,
        response: { 200: ChallengeResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const change = await cancelChallenge(ctx.db, userId, request.params.id, ctx.clock());
      publishChallengeNotice(ctx.tableBus, request.log, change);
      return { challenge: await challengeDetail(ctx.db, userId, request.params.id) };
    },
  );

  app.post(
    '/api/p2p-challenges/:id/rematch',
    {
      config: { rateLimit },
      schema: {
        tags: ['p2p-challenges'],
        summary: 'Play Again: the same terms offered to the same opponent, the stake into escrow',
        params: ChallengeIdParams,
        response: { 201: ChallengeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request, ctx.clock);
      const challenge = await createRematch(ctx.db, userId, request.params.id, timing());
      notify(request, challenge);
      return reply.code(201).send({ challenge });
    },
  );
}
