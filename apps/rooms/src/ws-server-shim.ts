import WebSocket, { WebSocketServer } from 'ws';

/**
 * @colyseus/ws-transport 0.16.1's ESM build calls `new WebSocket.Server(...)` on ws's ESM default
 * export, which (unlike ws's CommonJS entry) has no `Server` property, so it throws "WebSocket.Server
 * is not a constructor" under plain Node ESM. ws's CommonJS entry sets exactly this alias; we set the
 * same one on the shared class before the transport is constructed. (Same ws version as the transport's,
 * so pnpm resolves one copy.)
 */
export function ensureWebSocketServerAlias(): void {
  const ws = WebSocket as unknown as { Server?: typeof WebSocketServer };
  ws.Server ??= WebSocketServer;
}
