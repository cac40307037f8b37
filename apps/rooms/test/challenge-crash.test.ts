import { Client, type Room } from 'colyseus.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BlackjackDuelPrivateView,
  CHALLENGE_ROOM,
  ChessView,
  PokerDuelPrivateView,
  PokerDuelView,
} from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { acceptChallenge, auditLedger, createChallenge, getWalletBalances } from '@casino/domain';
import { buildApp, ROOMS_DIR, startApp, stopApp, type Spawned } from './app-processes.js';
import { record, resultOf, snapshotOf, type Received } from './challenge-harness.js';
import { makePlayer, seedTables, waitFor, type Player } from './poker-harness.js';

// A rooms process killed with SIGKILL in the middle of a chess challenge, on real PostgreSQL: another
// process claims the lease once it runs out, replays the persisted moves and the players go on from
// the same position with the clocks as they stood at the last move; a game whose moves do not replay
// is voided and both stakes come back. Skipped without TEST_DATABASE_URL (PGlite cannot be shared
// between processes).

const databaseUrl = process.env.TEST_DATABASE_URL;
const START = 1_000n * 100n;
const STAKE = 1_000n;

const startRooms = (db: TestDatabase) =>
  startApp(
    ROOMS_DIR,
    'dist/main.js',
    { DATABASE_URL: db.url!, CHALLENGE_LEASE_TTL_MS: '2000' },
    /rooms listening/,
  );

const received = new WeakMap<Room, Received>();

async function joinChallenge(port: number, player: Player, challengeId: string): Promise<Room> {
  const room = await waitFor(
    () =>
      new Client(`ws://127.0.0.1:${port}`, { headers: { cookie: player.cookie } })
        .join(CHALLENGE_ROOM, { challengeId })
        .catch(() => false as const),
    20_000,
    `challenge ${challengeId} on port ${port}`,
  );
  received.set(room, record(room));
  return room;
}

const lastPrivateOf = (room: Room): unknown => received.get(room)?.privates.at(-1) ?? null;

/** One move of the game in play (poker: the seat to act calls or checks; blackjack: seat 0 bets, then stands). */
async function playOne(gameType: 'poker' | 'blackjack', rooms: [Room, Room]): Promise<void> {
  const ply = snapshotOf(rooms[0]).ply;
  if (gameType === 'poker') {
    const seat = await waitFor(
      () => {
        const toAct = PokerDuelView.parse(JSON.parse(snapshotOf(rooms[0]).game)).toAct;
        if (toAct !== 0 && toAct !== 1) return undefined;
        const legal = PokerDuelPrivateView.nullable().parse(lastPrivateOf(rooms[toAct]))?.legal;
        return legal ? { toAct, legal } : undefined;
      },
      10_000,
      'a seat to act',
    );
    rooms[seat.toAct]!.send('move', { ply, move: { action: seat.legal.canCheck ? 'check' : 'call' } });
  } else {
    const view = await waitFor(
      () => BlackjackDuelPrivateView.nullable().parse(lastPrivateOf(rooms[0])) ?? undefined,
      10_000,
      "seat 0's hand",
    );
    const move =
      view.phase === 'betting'
        ? { hand: view.hand, bet: 20 }
        : view.round?.insurance?.decision === 'pending'
          ? { hand: view.hand, action: 'no-insurance' }
          : { hand: view.hand, action: 'stand' };
    rooms[0].send('move', { ply, move });
  }
  await waitFor(() => snapshotOf(rooms[0]).ply > ply, 5_000, `move ${ply}`);
}

const chessOf = (room: Room) => ChessView.parse(JSON.parse(snapshotOf(room).game));

describe.skipIf(!databaseUrl)('challenge rooms killed with SIGKILL on PostgreSQL', () => {
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

  async function chessInPlay(): Promise<{
    id: string;
    players: [Player, Player];
    rooms: [Room, Room];
    first: Spawned;
  }> {
    const first = await startRooms(db);
    started.push(first);
    const players: [Player, Player] = [await makePlayer(db.db, 1_000n), await makePlayer(db.db, 1_000n)];
    const challenge = await createChallenge(
      db.db,
      players[0].userId,
      { gameType: 'chess', betAmount: '10.00', betType: 'coins', skillLevel: 'any' },
      { now: new Date(), expiryMs: 3_600_000 },
    );
    await acceptChallenge(db.db, players[1].userId, challenge.id, new Date());
    const rooms: [Room, Room] = [
      await joinChallenge(first.port, players[0], challenge.id),
      await joinChallenge(first.port, players[1], challenge.id),
    ];
    for (const room of rooms) room.send('ready', {});
    await waitFor(() => snapshotOf(rooms[0]).phase === 'playing', 10_000, 'the game to start');
    for (const [ply, uci] of ['e2e4', 'e7e5', 'g1f3'].entries()) {
      rooms[ply % 2]!.send('move', { ply, move: { uci } });
      await waitFor(() => snapshotOf(rooms[0]).ply > ply, 5_000, `${uci}`);
    }
    // The journal writes behind the play: the kill comes once the three moves are in the database.
    await waitFor(
      async () =>
        (
          await db.db
            .selectFrom('p2p_challenge_moves')
            .select('ply')
            .where('challenge_id', '=', challenge.id)
            .execute()
        ).length === 3,
      5_000,
      'the moves to be written',
    );
    return { id: challenge.id, players, rooms, first };
  }

  async function kill(process: Spawned): Promise<void> {
    process.child.kill('SIGKILL');
    await waitFor(() => process.child.signalCode === 'SIGKILL', 5_000, 'the kill');
  }

  it('resumes the game on another process from its persisted moves, with the clocks as they stood', async () => {
    const { id, players, rooms, first } = await chessInPlay();
    const clocksBefore = snapshotOf(rooms[0]).seats.map((s) => s.clockMs);
    await kill(first);
    const second = await startRooms(db);
    started.push(second);
    const back: [Room, Room] = [
      await joinChallenge(second.port, players[0], id),
      await joinChallenge(second.port, players[1], id),
    ];
    await waitFor(() => snapshotOf(back[1]).ply === 3, 10_000, 'the resumed state');
    const resumed = snapshotOf(back[1]);
    expect(resumed.phase).toBe('playing');
    expect(resumed.running).toBe(1);
    expect(chessOf(back[1]).moves.map((m) => m.uci)).toEqual(['e2e4', 'e7e5', 'g1f3']);
    // White's clock stands where it stood after its move; black's runs from where it was then
    // (the seconds the game spent on no host are counted against nobody).
    expect(resumed.seats[0]!.clockMs).toBe(clocksBefore[0]);
    expect(resumed.seats[1]!.clockMs).toBeGreaterThan(clocksBefore[1]! - 3_000);

    back[1].send('move', { ply: 3, move: { uci: 'b8c6' } });
    await waitFor(() => snapshotOf(back[0]).ply === 4, 5_000, 'the next move');
    back[1].send('resign', {});
    const result = await waitFor(() => resultOf(back[0]), 10_000, 'the result');
    expect(result).toMatchObject({ result: 'creator', reason: 'resignation' });
    expect((await getWalletBalances(db.db, players[0].userId)).coins).toBe(START + STAKE);
    expect((await getWalletBalances(db.db, players[1].userId)).coins).toBe(START - STAKE);
    expect((await auditLedger(db.db)).ok).toBe(true);
  }, 90_000);

  it.each(['poker', 'blackjack'] as const)(
    '%s: resumes on another process from the persisted moves, the same game in view',
    async (gameType) => {
      const first = await startRooms(db);
      started.push(first);
      const players: [Player, Player] = [await makePlayer(db.db, 1_000n), await makePlayer(db.db, 1_000n)];
      const challenge = await createChallenge(
        db.db,
        players[0].userId,
        { gameType, betAmount: '10.00', betType: 'coins', skillLevel: 'any' },
        { now: new Date(), expiryMs: 3_600_000 },
      );
      await acceptChallenge(db.db, players[1].userId, challenge.id, new Date());
      const rooms: [Room, Room] = [
        await joinChallenge(first.port, players[0], challenge.id),
        await joinChallenge(first.port, players[1], challenge.id),
      ];
      for (const room of rooms) room.send('ready', {});
      await waitFor(() => snapshotOf(rooms[0]).phase === 'playing', 10_000, 'the game to start');
      for (let i = 0; i < 4; i++) await playOne(gameType, rooms);
      await waitFor(
        async () =>
          (
            await db.db
              .selectFrom('p2p_challenge_moves')
              .select('ply')
              .where('challenge_id', '=', challenge.id)
              .execute()
          ).length === 4,
        5_000,
        'the moves to be written',
      );
      const before = snapshotOf(rooms[0]);
      const privateBefore = JSON.stringify(lastPrivateOf(rooms[0]));
      await kill(first);
      const second = await startRooms(db);
      started.push(second);
      const back: [Room, Room] = [
        await joinChallenge(second.port, players[0], challenge.id),
        await joinChallenge(second.port, players[1], challenge.id),
      ];
      await waitFor(() => snapshotOf(back[0]).ply === 4 || undefined, 10_000, 'the resumed state');
      await waitFor(() => lastPrivateOf(back[0]) ?? undefined, 10_000, 'the resumed private view');
      // The same game: the public view and seat 0's own cards as they were before the kill.
      expect(snapshotOf(back[0]).game).toBe(before.game);
      expect(JSON.stringify(lastPrivateOf(back[0]))).toBe(privateBefore);
      await playOne(gameType, back);
      back[1].send('resign', {});
      expect(await waitFor(() => resultOf(back[0]), 10_000, 'the result')).toMatchObject({
        result: 'creator',
        reason: 'resignation',
      });
      expect((await getWalletBalances(db.db, players[0].userId)).coins).toBe(START + STAKE);
      expect((await auditLedger(db.db)).ok).toBe(true);
    },
    90_000,
  );

  it('voids and refunds a game whose persisted moves do not replay', async () => {
    const { id, players, first } = await chessInPlay();
    await kill(first);
    // A move the rules refuse, as a corrupted journal would hold it.
    await db.db
      .insertInto('p2p_challenge_moves')
      .values({
        challenge_id: id,
        ply: 3,
        seat: 1,
        action: JSON.stringify({ type: 'move', move: { uci: 'e5e3' } }),
        at_ms: 9_000n,
      })
      .execute();
    const second = await startRooms(db);
    started.push(second);
    await waitFor(
      async () =>
        (
          await db.db
            .selectFrom('p2p_challenges')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status === 'voided',
      20_000,
      'the void',
    );
    const row = await db.db
      .selectFrom('p2p_challenges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ result: 'void', end_reason: 'server_fault', winner_id: null });
    for (const p of players) expect((await getWalletBalances(db.db, p.userId)).coins).toBe(START);
    expect((await auditLedger(db.db)).ok).toBe(true);
  }, 90_000);
});
