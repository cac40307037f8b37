import { Client, type Room } from 'colyseus.js';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { auditLedger, getWalletBalances, seatChips } from '@casino/domain';
import { RoomsConfig } from '../src/config.js';
import type { PokerTiming } from '../src/poker/index.js';
import { makePlayer, seedTables, SECRET, type Player } from './test-players.js';
import { createRoomServer, type RoomServer } from '../src/room-server.js';

/** Test timings: quick hands, short grace periods, so the rules can be watched without waiting. */
export const FAST_TIMING: Partial<PokerTiming> = {
  tickMs: 50,
  nextHandDelayMs: 80,
  actionTimeoutMs: 2_000,
  reconnectGraceMs: 400,
  restPresenceMs: 400,
  sitOutLimitMs: 1_500,
  messagesPerSecond: 200,
  messageBurst: 200,
};

export { makePlayer, seedTables, SECRET, type Player } from './test-players.js';

/** One rooms server (in this process) on a fresh database, with helpers to make signed-in players. */
export class PokerHarness {
  private constructor(
    readonly t: TestDatabase,
    readonly server: RoomServer,
    readonly url: string,
  ) {}

  static async start(
    options: { timing?: Partial<PokerTiming>; leaseTtlMs?: number } = {},
  ): Promise<PokerHarness> {
    const t = await createTestDatabase();
    await seedTables(t.db);
    const server = createRoomServer({
      config: RoomsConfig.parse({
        sessionSecrets: [SECRET],
        allowedOrigins: [],
        redisUrl: null,
        publicAddress: null,
        maxMessageBytes: 4096,
        pokerLeaseTtlMs: options.leaseTtlMs ?? 15_000,
      }),
      db: t.db,
      pokerTiming: { ...FAST_TIMING, ...options.timing },
      tableKeeperIntervalMs: 100,
      log: () => undefined,
    });
    await server.listen(0, '127.0.0.1');
    const address = server.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new PokerHarness(t, server, `ws://127.0.0.1:${port}`);
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

  /** Joins a table's room, waiting for the keeper to have opened it. */
  async join(player: Player, tableId: number, options: { spectate?: boolean } = {}): Promise<Room> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        return await this.client(player).join('poker_table', { tableId, ...options });
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

  async chipsAt(tableId: number, player: Player): Promise<bigint> {
    return seatChips(this.db, tableId, player.userId);
  }

  async audit() {
    return auditLedger(this.db);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 8_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
