import {
  ActiveRoomList,
  ApiErrorBody,
  FriendInviteRequest,
  FriendInviteResponse,
  GameInvite,
  GameInviteIdParams,
  GameInviteList,
} from '@casino/contracts';
import {
  activeRoomsOfFriends,
  answerGameInvite,
  listGameInvites,
  sendGameInvite,
  type InviteAnswer,
  mailNotice,
} from '@casino/domain';
import { z } from 'zod';
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

/** Game invites one player may send per minute (each opens a private table). */
export const GAME_INVITES_PER_MINUTE = 10;
export const gameInviteRateLimit = {
  max: GAME_INVITES_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const userId = request.session.userId;
    return userId ? `invite:${userId}` : addressKey(request);
  },
};

const ANSWERS: Record<InviteAnswer, string> = {
  accept: 'Accept an invitation (the invited player): answers with its room code and route',
  decline: 'Decline an invitation (the invited player)',
  cancel: 'Cancel an invitation (the player who sent it)',
};

/**
 * Game invites (issue 17): a player invites an online friend to a private table opened for it; the
 * friend hears of it at once on their live channel and accepts (or just joins by the room code),
 * declines, or the sender cancels. And the rooms the caller's friends are in now.
 */
export function inviteRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/friends/invite',
    {
      config: { rateLimit: gameInviteRateLimit },
      schema: {
        tags: ['social'],
        summary: 'Invite an online friend to a private table opened for the game (poker: heads-up)',
        body: FriendInviteRequest,
        response: { 200: FriendInviteResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      const invite = await sendGameInvite(ctx.db, ctx.presence, userId, request.body, ctx.clock());
      ctx.notifications.publish(invite.to.id, { type: 'game-invite', invite });
      // And by mail, when the invited friend chose it (issue 18); the invite stands whatever becomes of it.
      await mailNotice(
        ctx.db,
        invite.to.id,
        {
          kind: 'game-invite',
          fromName: invite.from.displayName,
          gameType: invite.gameType,
          roomCode: invite.roomCode,
          betAmount: invite.betAmount,
          route: invite.route,
        },
        { origin: siteOriginOf(request, ctx.config) },
      ).catch((err: unknown) => request.log.warn({ err }, 'game invite mail not queued'));
      return { roomCode: invite.roomCode, invite };
    },
  );

  app.get(
    '/api/friends/invites',
    {
      schema: {
        tags: ['social'],
        summary: 'Game invitations received and sent in the last 30 days, newest first',
        response: { 200: GameInviteList, ...errors },
      },
    },
    async (request) => listGameInvites(ctx.db, await requireUserId(request, ctx.clock), ctx.clock()),
  );

  for (const answer of Object.keys(ANSWERS) as InviteAnswer[]) {
    app.post(
      `/api/friends/invites/:inviteId/${answer}`,
      {
        schema: {
          tags: ['social'],
          summary: ANSWERS[answer],
          params: GameInviteIdParams,
          body: z.strictObject({}).nullish(),
          response: { 200: GameInvite, ...errors },
        },
      },
      async (request) => {
        const userId = await requireUserId(request, ctx.clock);
        const invite = await answerGameInvite(ctx.db, userId, request.params.inviteId, answer, ctx.clock());
        const other = invite.from.id === userId ? invite.to.id : invite.from.id;
        ctx.notifications.publish(other, { type: 'game-invite-updated', invite });
        return invite;
      },
    );
  }

  app.get(
    '/api/social/active-rooms',
    {
      schema: {
        tags: ['social'],
        summary: "The rooms the caller's online friends are in now, with the friends there",
        response: { 200: ActiveRoomList, ...errors },
      },
    },
    async (request) => activeRoomsOfFriends(ctx.db, ctx.presence, await requireUserId(request, ctx.clock)),
  );
}
