import {
  ApiErrorBody,
  VideoPokerDealRequest,
  VideoPokerDrawRequest,
  VideoPokerRound,
} from '@casino/contracts';
import { currentVideoPoker, dealVideoPokerRound, drawVideoPokerRound } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../../api-context.js';
import { requireUserId } from '../../../plugins/sessions.js';
import { playErrors } from '../play-route-schemas.js';

/** Video poker: the dealt hand waits on the server for its draw, which settles it. */
export function videoPokerRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/video-poker/deal',
    {
      schema: {
        tags: ['video-poker'],
        summary: 'Stake the bet and deal five cards',
        body: VideoPokerDealRequest,
        response: { 200: VideoPokerRound, ...playErrors },
      },
    },
    async (request) => dealVideoPokerRound(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );

  app.post(
    '/api/video-poker/draw',
    {
      schema: {
        tags: ['video-poker'],
        summary: 'Hold cards, draw the rest and settle the hand',
        body: VideoPokerDrawRequest,
        response: { 200: VideoPokerRound, ...playErrors },
      },
    },
    async (request) => drawVideoPokerRound(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );

  app.get(
    '/api/video-poker/current',
    {
      schema: {
        tags: ['video-poker'],
        summary: 'The hand waiting for its draw, or null',
        response: { 200: VideoPokerRound.nullable(), 401: ApiErrorBody },
      },
    },
    async (request) => currentVideoPoker(ctx.db, await requireUserId(request, ctx.clock)),
  );
}
