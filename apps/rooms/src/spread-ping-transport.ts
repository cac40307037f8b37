import { WebSocketTransport } from '@colyseus/ws-transport';
import WebSocket from 'ws';

/** Turns of the ping timer per ping interval: each pings its share of the connections. */
export const PING_TICKS_PER_INTERVAL = 10;

type PingedSocket = WebSocket & { pingCount: number };
const noop = () => undefined;

/**
 * Colyseus's WebSocket transport, with its keep-alive spread over the ping interval.
 *
 * Colyseus pings every connection of the process in one turn of the event loop every 3 s and drops
 * those that missed `pingMaxRetries` pings. With 2,000 connections that turn was 2,000 socket writes,
 * 75-115 ms during which no bet, action or database answer was handled (`pnpm bench live --profile`).
 * Here each tenth of the interval pings the next tenth of the connections: every connection is still
 * pinged once per interval and dropped after the same number of unanswered pings (the transport's own
 * `pong` handler resets the count), and the longest turn is a tenth as long.
 */
export class SpreadPingTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    let cycle: PingedSocket[] = [];
    let tick = 0;
    this.pingInterval = setInterval(() => {
      // Each interval pings the connections open as it began, its k-th tick the k-th tenth of them.
      if (tick === 0) cycle = [...this.wss.clients] as unknown as PingedSocket[];
      const from = Math.floor((tick * cycle.length) / PING_TICKS_PER_INTERVAL);
      const to = Math.floor(((tick + 1) * cycle.length) / PING_TICKS_PER_INTERVAL);
      tick = (tick + 1) % PING_TICKS_PER_INTERVAL;
      for (const socket of cycle.slice(from, to)) {
        if (socket.readyState !== WebSocket.OPEN) continue;
        if (socket.pingCount >= pingMaxRetries) {
          socket.terminate();
          continue;
        }
        socket.pingCount++;
        socket.ping(noop);
      }
    }, pingInterval / PING_TICKS_PER_INTERVAL);
    this.pingInterval.unref();
  }
}
