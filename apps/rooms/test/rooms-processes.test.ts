import { Client, type Room } from 'colyseus.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { auditLedger, getWalletBalances, seatChips } from '@casino/domain';
import { API_DIR, buildApp, freePort, ROOMS_DIR, startApp, stopApp, type Spawned } from './app-processes.js';
import { makePlayer, seedTables, sleep, waitFor, type Player } from './poker-harness.js';

// Real processes on real PostgreSQL (and Redis for the scale-out test): a rooms process killed with
// SIGKILL in the middle of a hand loses nothing, and two rooms processes plus an api process share
// the tables. Skipped without TEST_DATABASE_URL (PGlite cannot be shared between processes).

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const startRooms = (db: TestDatabase, env: Record<string, string> = {}) =>
  startApp(
    ROOMS_DIR,
    'dist/main.js',
    { DATABASE_URL: db.url!, POKER_LEASE_TTL_MS: '2000', ...env },
    /rooms listening/,
  );
interface TableState {
  phase: string;
  handNumber: number;
  seats: { size: number; forEach(cb: (s: { playerId: string }) => void): void };
}
const tableOf = (room: Room) => room.state as Partial<TableState>;

async function joinTable(port: number, player: Player, tableId: number): Promise<Room> {
  return waitFor(
    () =>
      new Client(`ws://127.0.0.1:${port}`, { headers: { cookie: player.cookie } })
        .join('poker_table', { tableId })
        .catch(() => false as const),
    20_000,
    `table ${tableId} on port ${port}`,
  );
}

describe.skipIf(!databaseUrl)('rooms processes on PostgreSQL', () => {
  let db: TestDatabase;
  const started: Spawned[] = [];
  beforeAll(async () => {
    buildApp(ROOMS_DIR);
    buildApp(API_DIR);
    db = await createTestDatabase();
    await seedTables(db.db);
  });
  // Each test starts its own processes; a clean stop releases their tables for the next.
  afterEach(async () => {
    while (started.length > 0) await stopApp(started.pop());
  });
  afterAll(async () => {
    await db?.close();
  });

  // A first deploy: the bundles, run as production runs them (no pnpm NODE_PATH), seed an empty
  // database themselves, the curated AI games included (their designer reads the icon set from a
  // package the bundle must resolve from its own files).
  it.each([
    ['rooms', ROOMS_DIR, {}, /rooms listening/],
    ['api', API_DIR, { LOG_LEVEL: 'info' }, /Server listening/],
  ])('the %s bundle starts on an empty database and seeds it', async (_name, dir, env, ready) => {
    const empty = await createTestDatabase();
    try {
      started.push(await startApp(dir, 'dist/main.js', { DATABASE_URL: empty.url!, ...env }, ready));
      const curated = await empty.db
        .selectFrom('ai_games')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('curated', '=', true)
        .executeTakeFirstOrThrow();
      expect(Number(curated.n)).toBeGreaterThan(0);
    } finally {
      await stopApp(started.pop());
      await empty.close();
    }
  });

  it('voids the hand of a rooms process killed with SIGKILL and returns every chip to its owner', async () => {
    const first = await startRooms(db);
    started.push(first);
    const players = [await makePlayer(db.db, 1_000n), await makePlayer(db.db, 1_000n)];
    const rooms = await Promise.all(players.map((p) => joinTable(first.port, p, 2)));
    rooms.forEach((r) => {
      r.onMessage('*', () => undefined);
      r.send('sit', { buyIn: '500.00' });
    });
    await waitFor(() => tableOf(rooms[0]!).phase === 'pre-flop', 20_000, 'a hand to be dealt');
    const hand = await db.db
      .selectFrom('poker_hands')
      .selectAll()
      .where('table_id', '=', 2)
      .where('status', '=', 'in_progress')
      .executeTakeFirstOrThrow();
    for (const p of players) {
      expect((await getWalletBalances(db.db, p.userId)).coins).toBe(50_000n);
      expect(await seatChips(db.db, 2, p.userId)).toBe(50_000n);
    }

    first.child.kill('SIGKILL');
    await waitFor(() => first.child.signalCode === 'SIGKILL', 5_000, 'the kill');
    const second = await startRooms(db);
    started.push(second);

    // Once the dead process's lease runs out, the new one takes the table over and refunds it.
    await waitFor(
      async () =>
        (
          await db.db
            .selectFrom('poker_hands')
            .select('status')
            .where('id', '=', hand.id)
            .executeTakeFirstOrThrow()
        ).status === 'voided',
      20_000,
      'the interrupted hand to be voided',
    );
    for (const p of players) {
      expect((await getWalletBalances(db.db, p.userId)).coins).toBe(100_000n);
      expect(await seatChips(db.db, 2, p.userId)).toBe(0n);
    }
    expect((await auditLedger(db.db)).ok).toBe(true);
    // The table is open again on the new process.
    const again = await joinTable(second.port, players[0]!, 2);
    expect(tableOf(again).seats?.size ?? 0).toBe(0);
    await again.leave();
  });

  it.skipIf(!redisUrl)(
    'lets players reach the same table through either of two rooms processes and the api',
    async () => {
      const shared = { REDIS_URL: redisUrl! };
      const portA = await freePort();
      const portB = await freePort();
      const a = await startApp(
        ROOMS_DIR,
        'dist/main.js',
        { DATABASE_URL: db.url!, ...shared, PORT: String(portA), ROOMS_PUBLIC_ADDRESS: `127.0.0.1:${portA}` },
        /rooms listening/,
      );
      started.push(a);
      const b = await startApp(
        ROOMS_DIR,
        'dist/main.js',
        { DATABASE_URL: db.url!, ...shared, PORT: String(portB), ROOMS_PUBLIC_ADDRESS: `127.0.0.1:${portB}` },
        /rooms listening/,
      );
      started.push(b);
      const api = await startApp(
        API_DIR,
        'dist/main.js',
        { DATABASE_URL: db.url!, ...shared, AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'info' },
        /Server listening/,
      );
      started.push(api);

      const [p1, p2, p3] = [await makePlayer(db.db), await makePlayer(db.db), await makePlayer(db.db)];
      const viaA = await joinTable(a.port, p1, 1);
      const viaB = await joinTable(b.port, p2, 1);
      expect(viaB.roomId).toBe(viaA.roomId);
      for (const r of [viaA, viaB]) r.onMessage('*', () => undefined);
      viaA.send('sit', { buyIn: '200.00' });
      viaB.send('sit', { buyIn: '300.00' });
      await waitFor(
        () => tableOf(viaA).seats?.size === 2 && tableOf(viaB).seats?.size === 2,
        15_000,
        'both players seen from both sides',
      );

      // The REST calls through the api reach the same room, wherever it lives.
      const rest = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`http://127.0.0.1:${api.port}${path}`, {
          method,
          headers: { cookie: p3.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        return {
          status: res.status,
          body: (await res.json()) as { seats?: unknown[]; gameState?: { seats: unknown[] } },
        };
      };
      const seen = await rest('GET', '/api/poker/game-state/1');
      expect(seen.status).toBe(200);
      expect(seen.body.seats).toHaveLength(2);
      const joined = await rest('POST', '/api/poker/join-table', { tableId: 1, buyInAmount: '150.00' });
      expect(joined.status).toBe(200);
      expect(joined.body.gameState?.seats).toHaveLength(3);
      await waitFor(() => tableOf(viaB).seats?.size === 3, 10_000, 'the REST player at the table');
      for (const r of [viaA, viaB]) await r.leave();
      await sleep(100);
    },
  );
});
