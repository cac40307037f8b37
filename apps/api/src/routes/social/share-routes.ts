import {
  ApiErrorBody,
  InviteFriendsRequest,
  InviteFriendsResponse,
  ShareRequest,
  ShareResponse,
} from '@casino/contracts';
import { inviteContacts, shareToSocial } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';
import { siteOriginOf } from './site-origin.js';

/** Sharing to social platforms and inviting contacts by email and text message (/social-share). */
export function shareRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/social/share',
    {
      schema: {
        tags: ['social'],
        summary: "Record a share and answer each platform's share link (at most 10 shares an hour)",
        body: ShareRequest,
        response: { 200: ShareResponse, 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) =>
      shareToSocial(ctx.db, await requireUserId(request, ctx.clock), request.body, {
        now: ctx.clock(),
        origin: siteOriginOf(request, ctx.config),
      }),
  );

  app.post(
    '/api/social/invite-friends',
    {
      schema: {
        tags: ['social'],
        summary:
          'Invite contacts by email and text message (skips invalid, repeated, known and over-limit ones)',
        body: InviteFriendsRequest,
        response: { 200: InviteFriendsResponse, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) =>
      inviteContacts(ctx.db, await requireUserId(request, ctx.clock), request.body, {
        now: ctx.clock(),
        origin: siteOriginOf(request, ctx.config),
        defaultRegion: ctx.config.phoneDefaultRegion,
      }),
  );
}
