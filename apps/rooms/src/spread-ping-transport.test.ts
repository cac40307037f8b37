import { createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { PING_TICKS_PER_INTERVAL, SpreadPingTransport } from './spread-ping-transport.js';
import { ensureWebSocketServerAlias } from './ws-server-shim.js';

/** A connection as the transport's keep-alive sees it; it answers pings when `answers`. */
class FakeSocket {
  readyState: number = WebSocket.OPEN;
  pingCount = 0;
  pings: number[] = [];
  terminated = false;
  constructor(
    private readonly answers: boolean,
    private readonly now: () => number,
  ) {}
  ping(): void {
    this.pings.push(this.now());
    // The transport's own `pong` handler resets the count.
    if (this.answers) this.pingCount = 0;
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = WebSocket.CLOSED;
  }
}

const INTERVAL = 3_000;

function transportWith(sockets: FakeSocket[]) {
  ensureWebSocketServerAlias();
  const transport = new SpreadPingTransport({ server: createServer(), pingInterval: INTERVAL });
  const internals = transport as unknown as {
    wss: { clients: Set<unknown> };
    autoTerminateUnresponsiveClients(interval: number, retries: number): void;
    pingInterval: NodeJS.Timeout;
  };
  internals.wss.clients = new Set(sockets);
  internals.autoTerminateUnresponsiveClients(INTERVAL, 2);
  return { stop: () => clearInterval(internals.pingInterval), clients: internals.wss.clients };
}

describe('SpreadPingTransport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    { name: 'a crowd', connections: 2_000 },
    { name: 'fewer connections than ticks', connections: 3 },
    { name: 'one connection', connections: 1 },
  ])('$name: each connection pinged once per interval, a tenth of them per tick', ({ connections }) => {
    const sockets = Array.from({ length: connections }, () => new FakeSocket(true, Date.now));
    const { stop } = transportWith(sockets);
    const tick = INTERVAL / PING_TICKS_PER_INTERVAL;
    let most = 0;
    for (let t = 0; t < PING_TICKS_PER_INTERVAL * 3; t++) {
      const before = sockets.reduce((n, s) => n + s.pings.length, 0);
      vi.advanceTimersByTime(tick);
      most = Math.max(most, sockets.reduce((n, s) => n + s.pings.length, 0) - before);
    }
    stop();
    expect(sockets.every((s) => s.pings.length === 3)).toBe(true);
    expect(most).toBe(Math.ceil(connections / PING_TICKS_PER_INTERVAL));
    expect(most).toBeLessThanOrEqual(Math.max(1, connections / PING_TICKS_PER_INTERVAL));
    // The same connection's pings are one interval apart.
    for (const s of sockets) expect(s.pings[1]! - s.pings[0]!).toBe(INTERVAL);
    expect(sockets.some((s) => s.terminated)).toBe(false);
  });

  it('a connection that stops answering is dropped after two unanswered pings, the others stay', () => {
    const silent = new FakeSocket(false, Date.now);
    const alive = Array.from({ length: 25 }, () => new FakeSocket(true, Date.now));
    const { stop } = transportWith([...alive, silent]);
    vi.advanceTimersByTime(INTERVAL * 2);
    expect(silent.pings).toHaveLength(2);
    expect(silent.terminated).toBe(false);
    vi.advanceTimersByTime(INTERVAL);
    stop();
    expect(silent.terminated).toBe(true);
    expect(silent.pings).toHaveLength(2);
    expect(alive.every((s) => !s.terminated && s.pings.length === 3)).toBe(true);
  });

  it('connections that join are pinged from the next interval; closed ones are skipped', () => {
    const first = Array.from({ length: 10 }, () => new FakeSocket(true, Date.now));
    const { stop, clients } = transportWith(first);
    vi.advanceTimersByTime(INTERVAL / 2);
    const late = new FakeSocket(true, Date.now);
    clients.add(late);
    first[9]!.readyState = WebSocket.CLOSED;
    vi.advanceTimersByTime(INTERVAL / 2);
    expect(late.pings).toHaveLength(0);
    expect(first[9]!.pings).toHaveLength(0);
    vi.advanceTimersByTime(INTERVAL);
    stop();
    expect(late.pings).toHaveLength(1);
  });
});
