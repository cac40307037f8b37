import {
  ApiErrorBody,
  BlockedPlayer,
  BlockedPlayers,
  FriendIdParams,
  FriendList,
  FriendRequest,
  FriendRequestIdParams,
  FriendRequestList,
  PlayerSearchQuery,
  PlayerSearchResults,
  SendFriendRequest,
  SocialActionOk,
  SocialStats,
} from '@casino/contracts';
import {
  answerFriendRequest,
  blockPlayer,
  listBlockedPlayers,
  listFriendRequests,
  listFriends,
  marketingPaused,
  removeFriend,
  searchPlayers,
  sendFriendRequest,
  socialStats,
  unblockPlayer,
  mailNotice,
} from '@casino/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';
import { siteOriginOf } from './site-origin.js';
import { addressKey } from '../../rate-limits/sign-in-limits.js';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
};

/** Friend writes (requests, answers, removals, blocks) one player may make per minute. */
export const FRIEND_WRITES_PER_MINUTE = 30;
export const friendWriteRateLimit = {
  max: FRIEND_WRITES_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const userId = request.session.userId;
    return userId ? `friends:${userId}` : addressKey(request);
  },
};

const tags = ['social'];

/**
 * Friends (issue 17): find players by name, ask, answer and cancel friend requests, the friends list
 * with presence, remove and block, and the hub's stat cards. The recipient of a request hears of it at
 * once on their live channel ('friend-request'), the sender of an accepted one too ('friend-added').
 */
export function friendRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/friends',
    {
      schema: {
        tags,
        summary: "The caller's friends: online first, then by name, with last seen and where they play",
        response: { 200: FriendList, ...errors },
      },
    },
    async (request) => listFriends(ctx.db, ctx.presence, await requireUserId(request, ctx.clock)),
  );

  app.get(
    '/api/players/search',
    {
      schema: {
        tags,
        summary:
          'Players whose name contains q (2+ characters; never by email), at most 20, with how each relates to the caller',
        querystring: PlayerSearchQuery,
        response: { 200: PlayerSearchResults, ...errors },
      },
    },
    async (request) => searchPlayers(ctx.db, await requireUserId(request, ctx.clock), request.query.q),
  );

  app.get(
    '/api/friends/requests',
    {
      schema: {
        tags,
        summary: 'Pending friend requests to and from the caller, newest first',
        response: { 200: FriendRequestList, ...errors },
      },
    },
    async (request) => listFriendRequests(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.post(
    '/api/friends/requests',
    {
      config: { rateLimit: friendWriteRateLimit },
      schema: {
        tags,
        summary:
          'Ask a player to be friends (50 a day); when they already asked the caller, this accepts theirs',
        body: SendFriendRequest,
        response: { 200: FriendRequest, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const outcome = await sendFriendRequest(ctx.db, userId, request.body.userId, ctx.clock());
      if (outcome.kind === 'requested') {
        // Responsible gaming: no pushed notification or mail reaches a player on a break or
        // self-excluded (the request waits in their friends page).
        if (!(await marketingPaused(ctx.db, outcome.request.to.id, ctx.clock()))) {
          ctx.notifications.publish(outcome.request.to.id, {
            type: 'friend-request',
            request: outcome.request,
          });
          // And by mail, when the recipient chose it (issue 18); the request stands whatever becomes of it.
          await mailNotice(
            ctx.db,
            outcome.request.to.id,
            { kind: 'friend-request', fromName: outcome.request.from.displayName },
            { origin: siteOriginOf(request, ctx.config) },
          ).catch((err: unknown) => request.log.warn({ err }, 'friend request mail not queued'));
        }
      } else {
        // The caller accepted the other's request: its sender hears they are friends now.
        ctx.notifications.publish(outcome.request.from.id, {
          type: 'friend-added',
          friend: outcome.request.to,
        });
      }
      return outcome.request;
    },
  );

  for (const answer of ['accept', 'decline', 'cancel'] as const) {
    app.post(
      `/api/friends/requests/:requestId/${answer}`,
      {
        config: { rateLimit: friendWriteRateLimit },
        schema: {
          tags,
          summary: {
            accept: 'Accept a friend request sent to the caller: they are friends at once',
            decline: 'Decline a friend request sent to the caller',
            cancel: 'Cancel a friend request the caller sent',
          }[answer],
          params: FriendRequestIdParams,
          response: { 200: FriendRequest, ...errors },
        },
      },
      async (request) => {
        const userId = await requireUserId(request, ctx.clock);
        const answered = await answerFriendRequest(
          ctx.db,
          userId,
          request.params.requestId,
          answer,
          ctx.clock(),
        );
        if (answer === 'accept')
          ctx.notifications.publish(answered.from.id, { type: 'friend-added', friend: answered.to });
        return answered;
      },
    );
  }

  app.delete(
    '/api/friends/:userId',
    {
      config: { rateLimit: friendWriteRateLimit },
      schema: {
        tags,
        summary: 'Remove a friend (on both sides)',
        params: FriendIdParams,
        response: { 200: SocialActionOk, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      await removeFriend(ctx.db, userId, request.params.userId, ctx.clock());
      return { ok: true as const };
    },
  );

  app.get(
    '/api/friends/blocked',
    {
      schema: {
        tags,
        summary: 'The players the caller blocked, most recent first',
        response: { 200: BlockedPlayers, ...errors },
      },
    },
    async (request) => listBlockedPlayers(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.post(
    '/api/friends/blocked',
    {
      config: { rateLimit: friendWriteRateLimit },
      schema: {
        tags,
        summary:
          'Block a player: ends the friendship and pending requests and invites; each is hidden from the other',
        body: SendFriendRequest,
        response: { 200: BlockedPlayer, ...errors },
      },
    },
    async (request) =>
      blockPlayer(ctx.db, await requireUserId(request, ctx.clock), request.body.userId, ctx.clock()),
  );

  app.delete(
    '/api/friends/blocked/:userId',
    {
      config: { rateLimit: friendWriteRateLimit },
      schema: {
        tags,
        summary: 'Unblock a player',
        params: FriendIdParams,
        response: { 200: SocialActionOk, ...errors },
      },
    },
    async (request) => {
      await unblockPlayer(ctx.db, await requireUserId(request, ctx.clock), request.params.userId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/social/stats',
    {
      schema: {
        tags,
        summary:
          "The hub's stat cards: friends, social level and badge, friends online now, room invites sent",
        response: { 200: SocialStats, ...errors },
      },
    },
    async (request) => socialStats(ctx.db, ctx.presence, await requireUserId(request, ctx.clock)),
  );
}
