import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import { hostname } from 'node:os';
import { LobbyRoom, LocalPresence, matchMaker, Server, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { createSessionSigner, systemClock, type Clock } from '@casino/domain';
import type { Database, Kysely } from '@casino/db';
import type { WebSocketServer } from 'ws';
import type { RoomsConfig } from './config.js';
import { verifyUpgrade } from './connection-guard.js';
import {
  DEFAULT_POKER_TIMING,
  hostedTables,
  PokerTableRoom,
  startTableKeeper,
  type PokerTiming,
  type TableKeeper,
} from './poker/index.js';
import { ensureWebSocketServerAlias } from './ws-server-shim.js';

/** Presence channel on which a logout anywhere asks every rooms process to drop that player. */
export const LOGOUT_CHANNEL = 'casino:logout';

export interface RoomServer {
  gameServer: Server;
  presence: Presence;
  httpServer: HttpServer;
  listen(port: number, host?: string): Promise<void>;
  /** Closes every room connection of a player (after logout). */
  disconnectUser(userId: string): void;
  shutdown(): Promise<void>;
}

export interface CreateRoomServerOptions {
  config: RoomsConfig;
  db: Kysely<Database>;
  clock?: Clock;
  /** Attach to an existing http server (embedded mode shares the api's port); otherwise one is made. */
  httpServer?: HttpServer;
  /** Poker table timings (tests shorten them); the lease TTL comes from the config. */
  pokerTiming?: Partial<PokerTiming>;
  /** How often this process looks for poker tables nobody hosts (default 2 s); 0 turns hosting off. */
  tableKeeperIntervalMs?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

/**
 * The Colyseus server: every WebSocket upgrade is checked (origin, session) before a room sees it,
 * messages are size-capped, and presence/driver are Redis-backed when REDIS_URL is set.
 */
export function createRoomServer(options: CreateRoomServerOptions): RoomServer {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const signer = createSessionSigner(config.sessionSecrets);
  const httpServer =
    options.httpServer ??
    createServer((req, res) => {
      if (req.url === '/healthz') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
        return;
      }
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'not_found', message: 'Not found' }));
    });

  const userOfSocket = new WeakMap<object, string>();
  const socketsOfUser = new Map<string, Set<{ close(code?: number, reason?: string): void }>>();

  ensureWebSocketServerAlias();
  const transport = new WebSocketTransport({
    server: httpServer,
    maxPayload: config.maxMessageBytes,
    verifyClient: (info, callback) => {
      verifyUpgrade(info.req, { db, signer, clock, allowedOrigins: config.allowedOrigins }).then(
        (verdict) => {
          if (verdict.ok) {
            userOfSocket.set(info.req, verdict.userId);
            callback(true);
          } else {
            callback(false, verdict.status, verdict.reason);
          }
        },
        () => callback(false, 500, 'session check failed'),
      );
    },
  });

  const presence: Presence = config.redisUrl ? new RedisPresence(config.redisUrl) : new LocalPresence();
  const gameServer = new Server({
    transport,
    presence,
    ...(config.redisUrl ? { driver: new RedisDriver(config.redisUrl) } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    gracefullyShutdown: false,
    greet: false,
    // Rooms open on the process that asks: the table keeper claims a table's lease here, so its room
    // must live here too.
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
  });
  gameServer.define('lobby', LobbyRoom);

  const log = options.log ?? ((level, message) => (level === 'info' ? undefined : console[level](message)));
  const timing: PokerTiming = {
    ...DEFAULT_POKER_TIMING,
    leaseTtlMs: config.pokerLeaseTtlMs,
    ...options.pokerTiming,
  };
  timing.leaseRenewMs = Math.min(timing.leaseRenewMs, Math.floor(timing.leaseTtlMs / 3));
  // One process name per start: a restarted process must not inherit the leases of its previous life.
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const pokerDeps = { db, signer, clock, owner, timing, log };
  class HostedPokerTableRoom extends PokerTableRoom {}
  HostedPokerTableRoom.deps = pokerDeps;
  gameServer.define('poker_table', HostedPokerTableRoom).filterBy(['tableId']);
  const keeperIntervalMs = options.tableKeeperIntervalMs ?? 2_000;
  let keeper: TableKeeper | null = null;
  // Every table hosted here renews its lease in one statement, every few seconds.
  const leaseRenewal = setInterval(() => void hostedTables.renewLeases(pokerDeps), timing.leaseRenewMs);
  leaseRenewal.unref();

  // Track each player's sockets so a logout can close them, whichever room they are in.
  httpServer.on('upgrade', (req) => {
    const userId = userOfSocket.get(req);
    if (userId) socketsOfUser.set(userId, socketsOfUser.get(userId) ?? new Set());
  });
  const wss = (transport as unknown as { wss: WebSocketServer }).wss;
  wss.on('connection', (socket, req) => {
    const userId = userOfSocket.get(req);
    if (!userId) return;
    const set = socketsOfUser.get(userId) ?? new Set();
    set.add(socket);
    socketsOfUser.set(userId, set);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) socketsOfUser.delete(userId);
    });
  });

  const closeLocally = (userId: string) => {
    for (const socket of socketsOfUser.get(userId) ?? []) socket.close(4001, 'signed out');
    socketsOfUser.delete(userId);
  };
  void presence.subscribe(LOGOUT_CHANNEL, (userId: unknown) => {
    if (typeof userId === 'string') closeLocally(userId);
  });

  return {
    gameServer,
    presence,
    httpServer,
    listen: async (port, host) => {
      await gameServer.listen(port, host);
      if (keeperIntervalMs > 0) {
        keeper = startTableKeeper({
          db,
          intervalMs: keeperIntervalMs,
          isHostedHere: (tableId) => hostedTables.has(tableId),
          openTable: async (tableId) => {
            await matchMaker.createRoom('poker_table', { tableId });
          },
          log,
        });
        await keeper.sweep();
      }
    },
    disconnectUser: (userId) => void presence.publish(LOGOUT_CHANNEL, userId),
    shutdown: async () => {
      keeper?.stop();
      clearInterval(leaseRenewal);
      await gameServer.gracefullyShutdown(false);
      await hostedTables.whenAllClosed();
    },
  };
}
