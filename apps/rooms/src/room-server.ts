import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import { hostname } from 'node:os';
import { LobbyRoom, LocalPresence, matchMaker, Server, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import {
  closeIdlePrivatePokerTables,
  createSessionSigner,
  friendIdsOf,
  PlayerPresence,
  systemClock,
  unhostedTableIds,
  useSweepsRules,
  type Clock,
} from '@casino/domain';
import type { Database, Kysely } from '@casino/db';
import type { WebSocketServer } from 'ws';
import type { RoomsConfig } from './config.js';
import { verifyUpgrade } from './connection-guard.js';
import { restrictMatchmakingOrigins } from './matchmaking-origin.js';
import { PlayerSockets } from './player-sockets.js';
import { whereaboutsOfConnection } from './room-whereabouts.js';
import { answerHealth, type DependencyState } from './rooms-health.js';
import { redisOptionsOf, redisPresence, subscribeUntilDone } from './redis-presence.js';
import { RepeatedWarning } from './repeated-warning.js';
import { SpreadPingTransport } from './spread-ping-transport.js';
import {
  DEFAULT_POKER_TIMING,
  hostedTables,
  PokerTableRoom,
  startTableKeeper,
  type PokerTiming,
  type TableKeeper,
} from './poker/index.js';
import { ensureWebSocketServerAlias } from './ws-server-shim.js';
import {
  ChallengeLobbyRoom,
  ChallengeRoom,
  createJournalWriter,
  DEFAULT_CHALLENGE_TIMING,
  hostedChallenges,
  startChallengeHosting,
  type ChallengeHosting,
  type ChallengeTiming,
} from './challenges/index.js';
import {
  CHALLENGE_LOBBY_ROOM,
  CHALLENGE_ROOM,
  LIVE_TABLE_ROOM,
  playerChannel,
  type LiveNotification,
} from '@casino/contracts';
import {
  DEFAULT_LIVE_TIMING,
  hostedLiveTables,
  LiveTableRoom,
  startLiveTableHosting,
  type LiveTableHosting,
  type LiveTableTiming,
} from './live-tables/index.js';

/** Presence channel on which a logout anywhere asks every rooms process to drop that player. */
export const LOGOUT_CHANNEL = 'casino:logout';

/**
 * A message on LOGOUT_CHANNEL: a player id (they logged out: close all their connections), or
 * { userId, sids } (sessions of theirs ended from another one: close only those).
 */
export function endedSessionsOf(message: unknown): { userId: string; sids?: string[] } | null {
  if (typeof message === 'string') return { userId: message };
  if (typeof message !== 'object' || message === null) return null;
  const { userId, sids } = message as { userId?: unknown; sids?: unknown };
  if (typeof userId !== 'string' || !Array.isArray(sids) || !sids.every((s) => typeof s === 'string'))
    return null;
  return { userId, sids };
}

/** Open connections of ended sessions close within this long even when a logout message is lost. */
export const SESSION_SWEEP_MS = 30_000;
/** How often idle private poker tables are closed (closeIdlePrivatePokerTables: 10 minutes idle). */
export const IDLE_PRIVATE_TABLE_SWEEP_MS = 60_000;

export interface RoomServer {
  gameServer: Server;
  presence: Presence;
  httpServer: HttpServer;
  listen(port: number, host?: string): Promise<void>;
  /**
   * Closes every room connection of a player (after logout), or only those of the sessions `sids`
   * (the player ended other sessions of theirs: issue 18).
   */
  disconnectUser(userId: string, sids?: readonly string[]): void;
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
  /** Challenge room timings (tests shorten the clocks and the grace); the lease TTL comes from the config. */
  challengeTiming?: Partial<ChallengeTiming>;
  /** How often this process looks for challenges in play nobody hosts (default 2 s); 0 turns hosting off. */
  challengeKeeperIntervalMs?: number;
  /** Live table timings (tests and the bench shorten the window, the reveal and the results). */
  liveTiming?: Partial<LiveTableTiming>;
  /** How often this process looks for live tables nobody hosts (default 2 s); 0 turns hosting off. */
  liveKeeperIntervalMs?: number;
  /** How often open connections are checked against their sessions (default SESSION_SWEEP_MS). */
  sessionSweepMs?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

/**
 * The Colyseus server: every WebSocket upgrade is checked (origin, session) before a room sees it,
 * messages are size-capped, and presence/driver are Redis-backed when REDIS_URL is set.
 */
export function createRoomServer(options: CreateRoomServerOptions): RoomServer {
  const { config, db } = options;
  // Sweepstakes play at this process's tables obeys the configured excluded regions.
  useSweepsRules(db, { excludedRegions: config.sweepsExcludedRegions });
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((level, message) => (level === 'info' ? undefined : console[level](message)));
  const signer = createSessionSigner(config.sessionSecrets);
  const httpServer =
    options.httpServer ??
    createServer((req, res) => {
      if (req.url === '/healthz') {
        void answerHealth(res, { db, redis: redisState });
        return;
      }
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'not_found', message: 'Not found' }));
    });

  const sessionOfUpgrade = new WeakMap<object, { userId: string; sid: string }>();

  ensureWebSocketServerAlias();
  const transport = new SpreadPingTransport({
    server: httpServer,
    maxPayload: config.maxMessageBytes,
    verifyClient: (info, callback) => {
      verifyUpgrade(info.req, { db, signer, clock, allowedOrigins: config.allowedOrigins }).then(
        (verdict) => {
          if (verdict.ok) {
            sessionOfUpgrade.set(info.req, { userId: verdict.userId, sid: verdict.sid });
            callback(true);
          } else {
            callback(false, verdict.status, verdict.reason);
          }
        },
        () => callback(false, 500, 'session check failed'),
      );
    },
  });

  const presence: Presence = config.redisUrl
    ? // The driver's own connection comes back about when presence does: relist a moment later.
      redisPresence(config.redisUrl, log, () =>
        setTimeout(() => {
          void hostedTables.relistAll(log);
          void hostedLiveTables.relistAll(log);
        }, 1_000).unref(),
      )
    : new LocalPresence();
  // Who is online and where (issue 17), in the same shared presence the api reads.
  // A player's first connection anywhere (or their last closing) is told to their friends' live
  // channels, over the channel the api's notifications listen to.
  const presenceNotFanned = new RepeatedWarning('friends not told of a presence change', (message) =>
    log('warn', message),
  );
  const playerPresence = new PlayerPresence(presence, db, clock, (userId, change) => {
    friendIdsOf(db, userId).then(
      (friendIds) => {
        for (const friendId of friendIds) {
          const notice: LiveNotification = { type: 'friend-presence', userId, isOnline: change === 'online' };
          Promise.resolve(presence.publish(playerChannel(friendId), notice)).catch(() => undefined);
        }
      },
      (error: unknown) => presenceNotFanned.warn(error),
    );
  });
  const sockets = new PlayerSockets(playerPresence, (message) => log('warn', message));
  const redisState = (): DependencyState => {
    if (!config.redisUrl) return 'unused';
    const connections = presence as unknown as Record<'pub' | 'sub', { status: string }>;
    return connections.pub.status === 'ready' && connections.sub.status === 'ready' ? 'up' : 'down';
  };
  const gameServer = new Server({
    transport,
    presence,
    ...(config.redisUrl ? { driver: new RedisDriver(redisOptionsOf(config.redisUrl)) } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    gracefullyShutdown: false,
    greet: false,
    // Rooms open on the process that asks: the table keeper claims a table's lease here, so its room
    // must live here too.
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
  });
  gameServer.define('lobby', LobbyRoom);
  restrictMatchmakingOrigins(config.allowedOrigins);

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

  const challengeTiming: ChallengeTiming = {
    ...DEFAULT_CHALLENGE_TIMING,
    leaseTtlMs: config.challengeLeaseTtlMs,
    ...options.challengeTiming,
  };
  challengeTiming.leaseRenewMs = Math.min(
    challengeTiming.leaseRenewMs,
    Math.floor(challengeTiming.leaseTtlMs / 3),
  );
  const challengeDeps = {
    db,
    signer,
    clock,
    owner,
    timing: challengeTiming,
    writeJournal: createJournalWriter(db),
    log,
  };
  class HostedChallengeRoom extends ChallengeRoom {}
  HostedChallengeRoom.deps = challengeDeps;
  gameServer.define(CHALLENGE_ROOM, HostedChallengeRoom).filterBy(['challengeId']);
  class ProcessChallengeLobbyRoom extends ChallengeLobbyRoom {}
  ProcessChallengeLobbyRoom.deps = challengeDeps;
  gameServer.define(CHALLENGE_LOBBY_ROOM, ProcessChallengeLobbyRoom);
  let challengeHosting: ChallengeHosting | null = null;

  const liveTiming: LiveTableTiming = {
    ...DEFAULT_LIVE_TIMING,
    leaseTtlMs: config.liveLeaseTtlMs,
    bettingMs: config.liveBettingMs,
    ...options.liveTiming,
  };
  liveTiming.leaseRenewMs = Math.min(liveTiming.leaseRenewMs, Math.floor(liveTiming.leaseTtlMs / 3));
  const liveDeps = { db, signer, clock, owner, timing: liveTiming, log };
  class HostedLiveTableRoom extends LiveTableRoom {}
  HostedLiveTableRoom.deps = liveDeps;
  gameServer.define(LIVE_TABLE_ROOM, HostedLiveTableRoom).filterBy(['tableId']);
  let liveHosting: LiveTableHosting | null = null;
  // Every table hosted here renews its lease in one statement, every few seconds; every second while
  // the database does not answer, so the leases are ours again as soon as it does.
  let stopPresence: (() => Promise<void>) | null = null;
  let leaseRenewal: NodeJS.Timeout | null = null;
  let renewing = true;
  const renewSoon = (ms: number) => {
    leaseRenewal = setTimeout(() => {
      void hostedTables.renewLeases(pokerDeps).then((ok) => {
        if (renewing) renewSoon(ok ? timing.leaseRenewMs : Math.min(1_000, timing.leaseRenewMs));
      });
    }, ms);
    leaseRenewal.unref();
  };
  renewSoon(timing.leaseRenewMs);

  // Track each player's sockets so a logout can close them, whichever room they are in.
  const wss = (transport as unknown as { wss: WebSocketServer }).wss;
  wss.on('connection', (socket, req) => {
    const session = sessionOfUpgrade.get(req);
    if (session) sockets.add(socket, session.userId, session.sid, whereaboutsOfConnection(req));
  });
  const logouts = subscribeUntilDone(
    presence,
    LOGOUT_CHANNEL,
    (message: unknown) => {
      const ended = endedSessionsOf(message);
      if (ended) sockets.closeUser(ended.userId, ended.sids);
    },
    log,
  );
  // The logout message is lost while Redis is away: the sweep closes ended sessions' sockets anyway.
  const sessionSweep = setInterval(() => {
    sockets.sweep(db, clock).then(
      (closed) => closed > 0 && log('info', `closed ${closed} connection(s) of ended sessions`),
      (error: unknown) => log('warn', `session sweep skipped: ${String(error)}`),
    );
  }, options.sessionSweepMs ?? SESSION_SWEEP_MS);
  sessionSweep.unref();
  // A private poker table nobody used for 10 minutes closes; its room retires at its next renewal.
  const idleTableSweep = setInterval(() => {
    closeIdlePrivatePokerTables(db).then(
      (closed) => closed.length > 0 && log('info', `closed idle private poker table(s) ${closed.join(', ')}`),
      (error: unknown) => log('warn', `idle private poker tables not checked: ${String(error)}`),
    );
  }, IDLE_PRIVATE_TABLE_SWEEP_MS);
  idleTableSweep.unref();

  return {
    gameServer,
    presence,
    httpServer,
    listen: async (port, host) => {
      await gameServer.listen(port, host);
      stopPresence = playerPresence.start((error) =>
        log('warn', `presence heartbeat failed: ${String(error)}`),
      );
      if (keeperIntervalMs > 0) {
        keeper = startTableKeeper({
          listUnhosted: () => unhostedTableIds(db),
          intervalMs: keeperIntervalMs,
          isHostedHere: (tableId) => hostedTables.has(tableId),
          graceAfterOutageMs: 2 * timing.leaseRenewMs,
          openTable: async (tableId) => {
            await matchMaker.createRoom('poker_table', { tableId });
          },
          log,
        });
        await keeper.sweep();
      }
      liveHosting = startLiveTableHosting({
        deps: liveDeps,
        intervalMs: options.liveKeeperIntervalMs ?? 2_000,
        open: async (tableId) => {
          await matchMaker.createRoom(LIVE_TABLE_ROOM, { tableId });
        },
      });
      await liveHosting.sweep();
      challengeHosting = startChallengeHosting({
        deps: challengeDeps,
        presence,
        intervalMs: options.challengeKeeperIntervalMs ?? 2_000,
        open: async (challengeId) => {
          await matchMaker.createRoom(CHALLENGE_ROOM, { challengeId });
        },
      });
    },
    disconnectUser: (userId, sids) => {
      sockets.closeUser(userId, sids);
      const message = sids ? { userId, sids: [...sids] } : userId;
      Promise.resolve(presence.publish(LOGOUT_CHANNEL, message)).catch((error: unknown) => {
        log(
          'warn',
          `logout of ${userId} not sent to the other rooms processes (the sweep will close them): ${String(error)}`,
        );
      });
    },
    shutdown: async () => {
      logouts.stop();
      await stopPresence?.();
      clearInterval(sessionSweep);
      clearInterval(idleTableSweep);
      keeper?.stop();
      challengeHosting?.stop();
      liveHosting?.stop();
      renewing = false;
      if (leaseRenewal) clearTimeout(leaseRenewal);
      await gameServer.gracefullyShutdown(false);
      await hostedTables.whenAllClosed();
      await hostedChallenges.whenAllClosed();
      await hostedLiveTables.whenAllClosed();
    },
  };
}
