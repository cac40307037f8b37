import type { IncomingMessage } from 'node:http';
import { ErrorCode, matchMaker, ServerError } from '@colyseus/core';
import { isAllowedOrigin } from './origin-policy.js';

type Controller = typeof matchMaker.controller;
type Invoke = Controller['invokeMethod'];

/** The allowed origins of the rooms server this process runs (the controller is process-wide). */
let allowedOrigins: readonly string[] = [];
let installed = false;

/**
 * Colyseus answers matchmaking (POST /matchmake/...) to any Origin, reflected with credentials.
 * Here only this host and the configured public origins get CORS headers, and a matchmaking call
 * from any other origin is refused before it reserves a seat (the WebSocket upgrade checks the
 * Origin again, connection-guard.ts).
 */
export function restrictMatchmakingOrigins(origins: readonly string[]): void {
  allowedOrigins = origins;
  if (installed) return;
  installed = true;
  const controller: Controller = matchMaker.controller;
  delete (controller.DEFAULT_CORS_HEADERS as Record<string, string>)['Access-Control-Allow-Origin'];
  controller.getCorsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    return origin && isAllowedOrigin(origin, req.headers, allowedOrigins)
      ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
      : { Vary: 'Origin' };
  };
  const invoke: Invoke = controller.invokeMethod.bind(controller);
  controller.invokeMethod = (method, roomName, clientOptions, authOptions) => {
    const headers = authOptions?.headers ?? {};
    const origin = typeof headers.origin === 'string' ? headers.origin : undefined;
    if (!isAllowedOrigin(origin, headers, allowedOrigins))
      return Promise.reject(
        new ServerError(ErrorCode.AUTH_FAILED, 'Requests from this origin are not allowed'),
      );
    return invoke(method, roomName, clientOptions, authOptions);
  };
}
