import { randomUUID } from 'node:crypto';
import { ApiErrorBody, type LiveNotification } from '@casino/contracts';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';

/** How soon the browser's EventSource reconnects after the stream drops (the SSE `retry:` field). */
export const LIVE_RETRY_MS = 5_000;

/**
 * GET /api/live (issue 17): the app's live channel, a server-sent event stream for the signed-in
 * player. Holding it open marks the player online (presence); each notification published for the
 * player (ctx.notifications: a game invite, a friend request, a friend coming online) is one
 * `data: <json>` event. A comment line every 25 s keeps proxies from closing it (LiveChannels); it
 * closes when the client goes, when its session ends (logout) and when the api closes. Signed-out
 * requests are refused at once with the usual JSON 401. Not compressed (a compressing proxy or the
 * api's own compression would hold events back): the reply is hijacked, so the compression hook never
 * sees it, and `X-Accel-Buffering: no` asks nginx-style proxies not to buffer it.
 */
export function liveChannelRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/live',
    {
      // A HEAD would hold a stream open with nothing to send.
      exposeHeadRoute: false,
      schema: {
        tags: ['social'],
        summary: "The player's live channel: a server-sent event stream of notifications (text/event-stream)",
        produces: ['text/event-stream'],
        response: { 401: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request, ctx.clock);
      const sid = request.session.sessionId;
      const connectionId = `live:${randomUUID()}`;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      res.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);

      let closed = false;
      const send = (notification: LiveNotification) => {
        if (!closed) res.write(`data: ${JSON.stringify(notification)}\n\n`);
      };
      const unsubscribe = ctx.notifications.subscribe(userId, send);
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        ctx.liveChannels.remove(connectionId);
        void ctx.presence
          .disconnected(connectionId)
          .catch((err: unknown) => request.log.warn({ err }, 'presence: disconnect not recorded'));
        if (!res.writableEnded) res.end();
      };
      res.on('close', close);
      ctx.liveChannels.add(connectionId, {
        userId,
        sid,
        ping: () => {
          if (!closed) res.write(': ping\n\n');
        },
        close,
      });
      await ctx.presence
        .connected(userId, connectionId, null)
        .catch((err: unknown) => request.log.warn({ err }, 'presence: connection not recorded'));
      // The client may have gone while presence was written: forget it again.
      if (closed) await ctx.presence.disconnected(connectionId).catch(() => undefined);
    },
  );
}
