import { Client, type Room } from 'colyseus.js';
import {
  LIVE_TABLE_ROOM,
  LiveTableServerMessages,
  LiveTableSnapshot,
  type LiveGameKey,
  type LiveMyBets,
} from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import type { Database, Kysely } from '@casino/db';
import { auditLedger, getWalletBalances } from '@casino/domain';
import { RoomsConfig } from '../src/config.js';
import type { LiveTableTiming } from '../src/live-tables/index.js';
import { createRoomServer, type RoomServer } from '../src/room-server.js';
import { sleep, waitFor } from './poker-harness.js';
import { makePlayer, seedTables, SECRET, type Player } from './test-players.js';

export { sleep, waitFor } from './poker-harness.js';
export type { Player } from './test-players.js';

/** Test timings: a short window, reveal and results, so a round takes about two seconds. */
export const FAST_LIVE_TIMING: Partial<LiveTableTiming> = {
  bettingMs: 1_200,
  revealMs: 300,
  resultsMs: 300,
  turnMs: 1_000,
  reconnectGraceMs: 1_000,
  statusEveryMs: 500,
  messagesPerSecond: 200,
  messageBurst: 200,
};

/** Everything one connection received, by type, in order. */
export interface LiveReceived {
  notices: Array<{ code: string; message: string; clientBetId?: string }>;
  accepted: Array<{ clientBetId: string; balance: string; currency: string }>;
  settled: Array<{
    roundNumber: number;
    staked: string;
    returned: string;
    net: string;
    balance: string;
    currency: string;
  }>;
  /** The player's own bets, as last sent to them alone. */
  myBets: LiveMyBets[];
}

export function recordLive(room: Room): LiveReceived {
  const received: LiveReceived = { notices: [], accepted: [], settled: [], myBets: [] };
  room.onMessage('notice', (m: LiveReceived['notices'][number]) => received.notices.push(m));
  room.onMessage('betAccepted', (m: LiveReceived['accepted'][number]) => received.accepted.push(m));
  room.onMessage('settled', (m: LiveReceived['settled'][number]) => received.settled.push(m));
  room.onMessage('myBets', (m: unknown) => received.myBets.push(LiveTableServerMessages.myBets.parse(m)));
  return received;
}

/** The synced state as the web reads it (contracts' LiveTableSnapshot). */
export function liveSnapshotOf(room: Room): LiveTableSnapshot {
  const state = room.state as { toJSON?: () => unknown } | undefined;
  return LiveTableSnapshot.parse(state?.toJSON?.() ?? {});
}

/** The public table of a live game (seeded with the catalogue). */
export async function publicTableOf(
  db: Kysely<Database>,
  gameKey: LiveGameKey,
  currency: 'coins' | 'sweeps' = 'coins',
): Promise<number> {
  const row = await db
    .selectFrom('live_tables')
    .select('id')
    .where('game_key', '=', gameKey)
    .where('currency', '=', currency)
    .where('room_code', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A rooms server (in this process) hosting the live tables of a fresh database; poker and challenges off. */
export class LiveHarness {
  private constructor(
    readonly t: TestDatabase,
    readonly server: RoomServer,
    readonly url: string,
  ) {}

  static async start(
    options: { timing?: Partial<LiveTableTiming>; t?: TestDatabase } = {},
  ): Promise<LiveHarness> {
    const t = options.t ?? (await createTestDatabase());
    if (!options.t) await seedTables(t.db);
    const server = createRoomServer({
      config: RoomsConfig.parse({
        sessionSecrets: [SECRET],
        allowedOrigins: [],
        redisUrl: null,
        publicAddress: null,
        maxMessageBytes: 8192,
        liveLeaseTtlMs: 3_000,
      }),
      db: t.db,
      liveTiming: { ...FAST_LIVE_TIMING, ...options.timing },
      tableKeeperIntervalMs: 0,
      challengeKeeperIntervalMs: 0,
      liveKeeperIntervalMs: 100,
      // LIVE_TEST_LOG=1 shows what the rooms log (a failing round says why there).
      log: process.env.LIVE_TEST_LOG
        ? (level, message) => console.log(`[${level}] ${message}`)
        : () => undefined,
    });
    await server.listen(0, '127.0.0.1');
    const address = server.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new LiveHarness(t, server, `ws://127.0.0.1:${port}`);
  }

  /** Stops the rooms server only (the database stays, for a second server to take over). */
  async stopServer(): Promise<void> {
    await this.server.shutdown();
  }

  async close(): Promise<void> {
    await this.server.shutdown();
    await this.t.close();
  }

  get db() {
    return this.t.db;
  }

  newPlayer(coins = 10_000n, options: { sweeps?: bigint } = {}): Promise<Player> {
    return makePlayer(this.db, coins, options);
  }

  client(player: Player): Client {
    return new Client(this.url, { headers: { cookie: player.cookie } });
  }

  /** Joins a live table's room (waiting for the keeper to have opened it), recording what it receives. */
  async join(
    player: Player,
    tableId: number,
    options: { spectate?: boolean } = {},
  ): Promise<{ room: Room; received: LiveReceived }> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        const room = await this.client(player).join(LIVE_TABLE_ROOM, { tableId, ...options });
        return { room, received: recordLive(room) };
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(50);
      }
    }
  }

  async coins(player: Player): Promise<bigint> {
    return (await getWalletBalances(this.db, player.userId)).coins;
  }

  /** The player's sweepstakes coins, in minor units. */
  async sweeps(player: Player): Promise<bigint> {
    return (await getWalletBalances(this.db, player.userId)).sweeps;
  }

  audit() {
    return auditLedger(this.db);
  }
}

/** Waits for the room to show a new round's betting window (a round number above `after`). */
export function bettingRound(room: Room, after = 0, timeoutMs = 8_000): Promise<LiveTableSnapshot> {
  return waitFor(
    () => {
      const s = liveSnapshotOf(room);
      return s.phase === 'betting' && s.roundNumber > after && s.phaseEndsAt - s.serverNow > 300
        ? s
        : undefined;
    },
    timeoutMs,
    'a betting window',
  );
}
