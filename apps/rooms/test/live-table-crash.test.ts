import { Client, type Room } from 'colyseus.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TABLE_ROOM } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { auditLedger, getWalletBalances } from '@casino/domain';
import { buildApp, ROOMS_DIR, startApp, stopApp, type Spawned } from './app-processes.js';
import { liveSnapshotOf, publicTableOf, recordLive } from './live-harness.js';
import { makePlayer, seedTables, waitFor, type Player } from './poker-harness.js';

// A real rooms process (the production bundle, production timings: a 15 s betting window) killed
// with SIGKILL while its live roulette round takes bets, on real PostgreSQL: a second process takes
// the table over once the dead one's lease runs out, voids the round and returns every stake,
// exactly once; then the table plays on. Skipped without TEST_DATABASE_URL (PGlite cannot be shared
// between processes).

const databaseUrl = process.env.TEST_DATABASE_URL;
const START = 10_000n * 100n;
const startRooms = (db: TestDatabase) =>
  startApp(
    ROOMS_DIR,
    'dist/main.js',
    { DATABASE_URL: db.url!, LIVE_LEASE_TTL_MS: '2000' },
    /rooms listening/,
  );

async function joinTable(port: number, player: Player, tableId: number): Promise<Room> {
  return waitFor(
    () =>
      new Client(`ws://127.0.0.1:${port}`, { headers: { cookie: player.cookie } })
        .join(LIVE_TABLE_ROOM, { tableId })
        .catch(() => false as const),
    20_000,
    `live table ${tableId} on port ${port}`,
  );
}

describe.skipIf(!databaseUrl)('live table rooms process killed with SIGKILL on PostgreSQL', () => {
  let db: TestDatabase;
  const started: Spawned[] = [];
  beforeAll(async () => {
    buildApp(ROOMS_DIR);
    db = await createTestDatabase();
    await seedTables(db.db);
  }, 120_000);
  afterEach(async () => {
    while (started.length > 0) await stopApp(started.pop());
  });
  afterAll(async () => {
    await db?.close();
  });

  it('voids the round of a killed process and returns every stake once, then the table plays on', async () => {
    const tableId = await publicTableOf(db.db, 'live-roulette');
    const first = await startRooms(db);
    started.push(first);
    const players = [await makePlayer(db.db), await makePlayer(db.db), await makePlayer(db.db)];
    const rooms = await Promise.all(players.map((p) => joinTable(first.port, p, tableId)));
    const received = rooms.map(recordLive);
    const round = await waitFor(
      () => {
        const s = liveSnapshotOf(rooms[0]!);
        return s.phase === 'betting' && s.phaseEndsAt - Date.now() > 5_000 ? s : undefined;
      },
      40_000,
      'a betting window with time left',
    );
    rooms.forEach((room, i) =>
      room.send('bet', {
        game: 'live-roulette',
        clientBetId: `before-kill-${i}`,
        bets: [
          { type: 'red', amount: `${10 * (i + 1)}.00` },
          { type: 'number', value: i, amount: '2.50' },
        ],
      }),
    );
    await waitFor(() => received.every((r) => r.accepted.length === 1), 10_000, 'the stakes in escrow');
    for (const [i, p] of players.entries())
      expect((await getWalletBalances(db.db, p.userId)).coins).toBe(START - BigInt(1_000 * (i + 1) + 250));

    first.child.kill('SIGKILL');
    await waitFor(() => first.child.signalCode === 'SIGKILL', 5_000, 'the kill');
    const second = await startRooms(db);
    started.push(second);

    // Once the dead process's lease runs out, the new one claims the table and refunds the round.
    await waitFor(
      async () =>
        (
          await db.db
            .selectFrom('live_rounds')
            .select('status')
            .where('id', '=', BigInt(round.roundId))
            .executeTakeFirstOrThrow()
        ).status === 'voided',
      30_000,
      'the round to be voided',
    );
    for (const p of players) expect((await getWalletBalances(db.db, p.userId)).coins).toBe(START);
    const bets = await db.db
      .selectFrom('live_bets')
      .select(['status', 'payout'])
      .where('round_id', '=', BigInt(round.roundId))
      .execute();
    expect(bets).toHaveLength(6);
    expect(bets.every((b) => b.status === 'refunded')).toBe(true);
    expect((await auditLedger(db.db)).ok).toBe(true);

    // The table plays on at the new process: a player back at it sees the next round open.
    const back = await joinTable(second.port, players[0]!, tableId);
    const next = await waitFor(
      () => {
        const s = liveSnapshotOf(back);
        return s.phase === 'betting' && s.roundNumber > round.roundNumber ? s : undefined;
      },
      30_000,
      'the next round',
    );
    expect(next.roundNumber).toBe(round.roundNumber + 1);
    await back.leave();
    for (const p of players) expect((await getWalletBalances(db.db, p.userId)).coins).toBe(START);
  }, 120_000);
});
