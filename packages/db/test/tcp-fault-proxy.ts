import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A small TCP proxy that injects the faults a network and a server restart bring (toxiproxy is not
 * packaged here): put it between a process and PostgreSQL or Redis, then cut, stall or slow the
 * line. Used by the outage tests of the api and rooms and by the chaos test.
 *
 *   pass     forward both ways (the default)
 *   refuse   new connections are closed at once, as by a server that is down
 *   stall    connections stay open but nothing is forwarded (a frozen server, a black-holed network)
 *   latency  forward each chunk after `latencyMs`
 * `reset()` also drops every open connection with a TCP reset.
 */
export type FaultMode = 'pass' | 'refuse' | 'stall' | 'latency';

export interface TcpFaultProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  mode: FaultMode;
  latencyMs: number;
  /** Resets every open connection (both sides see ECONNRESET). */
  reset(): void;
  /** Connections open through the proxy right now. */
  readonly openConnections: number;
  close(): Promise<void>;
}

export async function startTcpFaultProxy(target: { host: string; port: number }): Promise<TcpFaultProxy> {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const state = { mode: 'pass' as FaultMode, latencyMs: 0 };

  const pipe = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (state.mode === 'stall') return;
      if (state.mode === 'latency' && state.latencyMs > 0) {
        from.pause();
        setTimeout(() => {
          if (!to.destroyed) to.write(chunk);
          from.resume();
        }, state.latencyMs);
        return;
      }
      if (!to.destroyed) to.write(chunk);
    });
    from.on('end', () => to.end());
  };

  const server: Server = createServer((client) => {
    if (state.mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    urlFor(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    get mode() {
      return state.mode;
    },
    set mode(mode: FaultMode) {
      state.mode = mode;
    },
    get latencyMs() {
      return state.latencyMs;
    },
    set latencyMs(ms: number) {
      state.latencyMs = ms;
    },
    reset() {
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
      pairs.clear();
    },
    get openConnections() {
      return pairs.size;
    },
    close: async () => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
