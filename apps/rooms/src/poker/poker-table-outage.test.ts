import { Client, type Room } from 'colyseus.js';
import type { PokerRoomNotice } from '@casino/contracts';
import { createDatabase, type DatabaseHandle } from '@casino/db';
import { startTcpFaultProxy, type TcpFaultProxy } from '@casino/db/fault-proxy';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { auditLedger, getWalletBalances, seatChips } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAST_TIMING,
  makePlayer,
  seedTables,
  SECRET,
  sleep,
  waitFor,
  type Player,
} from '../../test/poker-harness.js';
import { RoomsConfig } from '../config.js';
import { createRoomServer, type RoomServer } from '../room-server.js';

// A poker table while PostgreSQL is away for longer than the table's lease (README, "Outages"): the
// players stay seated and connected, the hand in play finishes, its settlement waits, no new hand
// starts and no buy-in is taken; when the database returns the hand settles once and play goes on at
// the same host. Only on PostgreSQL (the outage is a cut TCP connection).

const databaseUrl = process.env.TEST_DATABASE_URL;

interface TableView {
  version: number;
  handNumber: number;
  phase: string;
  actionOn: number;
  seats: { forEach(cb: (seat: { position: number; playerId: string }) => void): void; size: number };
}
const view = (room: Room) => room.state as TableView;
const positionOf = (room: Room, userId: string) => {
  let position: number | undefined;
  view(room).seats.forEach((s) => {
    if (s.playerId === userId) position = s.position;
  });
  return position;
};

describe.skipIf(!databaseUrl)('a poker table through a database outage', () => {
  let t: TestDatabase;
  let proxy: TcpFaultProxy;
  let database: DatabaseHandle;
  let server: RoomServer;
  let url: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedTables(t.db);
    const target = new URL(t.url!);
    proxy = await startTcpFaultProxy({ host: target.hostname, port: Number(target.port) });
    database = createDatabase({
      kind: 'postgres',
      url: proxy.urlFor(t.url!),
      poolSize: 6,
      connectTimeoutMs: 500,
      queryTimeoutMs: 2_000,
    });
    server = createRoomServer({
      config: RoomsConfig.parse({
        sessionSecrets: [SECRET],
        allowedOrigins: [],
        redisUrl: null,
        publicAddress: null,
        maxMessageBytes: 4096,
        pokerLeaseTtlMs: 1_500,
      }),
      db: database.db,
      pokerTiming: { ...FAST_TIMING, actionTimeoutMs: 30_000, nextHandDelayMs: 200 },
      tableKeeperIntervalMs: 100,
      sessionSweepMs: 200,
      log: () => undefined,
    });
    await server.listen(0, '127.0.0.1');
    const address = server.httpServer.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    proxy.mode = 'pass';
    await server.shutdown();
    await database.close();
    await proxy.close();
    await t.close();
  });

  const join = (player: Player, options: { spectate?: boolean } = {}) =>
    waitFor(
      () =>
        new Client(url, { headers: { cookie: player.cookie } })
          .join('poker_table', { tableId: 1, ...options })
          .catch(() => false as const),
      10_000,
      'the table to open',
    );
  const listen = (room: Room) => {
    const seen: PokerRoomNotice[] = [];
    room.onMessage('notice', (n: PokerRoomNotice) => seen.push(n));
    room.onMessage('*', () => undefined);
    return seen;
  };

  it('keeps its players connected, pauses settlement and buy-ins, and resumes by itself', async () => {
    const players = [await makePlayer(t.db), await makePlayer(t.db)];
    const latecomer = await makePlayer(t.db);
    const rooms = await Promise.all(players.map((p) => join(p)));
    const watcher = await join(latecomer, { spectate: true });
    const notices = rooms.map(listen);
    const latecomerNotices = listen(watcher);
    const closed = [...rooms, watcher].map(() => false);
    [...rooms, watcher].forEach((room, i) => room.onLeave(() => (closed[i] = true)));
    for (const room of rooms) room.send('sit', { buyIn: '500.00' });
    const first = rooms[0]!;
    const hand = await waitFor(
      () => view(first).phase === 'pre-flop' && view(first).handNumber,
      10_000,
      'a hand to start',
    );

    // The database goes away, for longer than the lease (1.5 s).
    proxy.mode = 'refuse';
    proxy.reset();

    // A buy-in meanwhile is refused with a clear notice, and the seat stays free.
    watcher.send('sit', { buyIn: '500.00' });
    await waitFor(() => latecomerNotices.length > 0, 10_000, 'the refusal');
    expect(latecomerNotices[0]).toMatchObject({ kind: 'error', code: 'service_unavailable' });
    expect(view(first).seats.size).toBe(2);

    // The player to act folds: the hand ends, and its settlement has to wait.
    const actor = players.findIndex((p) => positionOf(first, p.userId) === view(first).actionOn);
    rooms[actor]!.send('action', { action: 'fold', version: view(first).version });
    await waitFor(
      () => notices.every((seen) => seen.some((n) => n.kind === 'info' && n.code === 'service_unavailable')),
      10_000,
      'the pause to be announced',
    );
    await sleep(3_000);
    expect(view(first).handNumber).toBe(hand);
    expect(closed).toEqual([false, false, false]);

    // Back: the hand settles once, play resumes at the same host, nobody was dropped.
    proxy.mode = 'pass';
    await waitFor(
      () => notices.every((seen) => seen.some((n) => n.code === 'resumed')),
      15_000,
      'play to resume',
    );
    await waitFor(() => view(first).handNumber > hand, 15_000, 'the next hand');
    expect(closed).toEqual([false, false, false]);
    const record = await t.db
      .selectFrom('poker_hands')
      .select('status')
      .where('table_id', '=', 1)
      .where('hand_number', '=', hand)
      .executeTakeFirstOrThrow();
    expect(record.status).toBe('completed');
    const chips = await Promise.all(players.map((p) => seatChips(t.db, 1, p.userId)));
    expect(chips.reduce((a, b) => a + b, 0n)).toBe(100_000n);
    expect((await getWalletBalances(t.db, latecomer.userId)).coins).toBe(1_000_000n);
    expect((await auditLedger(t.db)).ok).toBe(true);
    for (const room of [...rooms, watcher]) await room.leave();
  });
});
