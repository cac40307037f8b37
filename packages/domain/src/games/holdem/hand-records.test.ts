import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { GAME_CATALOGUE, toGameRow } from '../../catalogue/game-catalogue.js';
import {
  finishedHandHistory,
  nextHandNumber,
  POKER_GAME_SLUG,
  recentHands,
  recordHandEnd,
  recordHandStart,
} from './hand-records.js';
import { seedPokerTables } from './poker-table-catalogue.js';
import { claimTable } from './table-lease.js';

// What the public hand list and hand histories give out: the deck commitment, never the server seed,
// which stays in the record for operators (hold'em fairness, engine README "Fairness and dealing").

let t: TestDatabase;
const TABLE = 3;
const SECRET = 'c0ffee'.repeat(10) + 'beef';
const lease = { tableId: TABLE, owner: 'hand-records-host' };

beforeAll(async () => {
  t = await createTestDatabase();
  await seedPokerTables(t.db);
  await t.db.insertInto('games').values(GAME_CATALOGUE.map(toGameRow)).execute();
  await claimTable(t.db, TABLE, lease.owner, 60_000);
});
afterAll(() => t.close());

describe(`poker hand records on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps the server seed in the record and gives out only the deck commitment and the proof', async () => {
    const handNumber = await nextHandNumber(t.db, TABLE);
    const handId = await recordHandStart(t.db, lease, {
      tableId: TABLE,
      handNumber,
      serverSeed: SECRET,
      deckCommitment: 'd'.repeat(64),
      playerSeeds: [{ seat: 0, seed: 'mine' }],
      players: [],
    });
    await recordHandEnd(t.db, lease, {
      handId,
      pot: 0n,
      history: { handNumber, proof: { deckCommitment: 'd'.repeat(64) } },
      netByUser: [],
      sessions: [],
    });
    const row = await t.db
      .selectFrom('poker_hands')
      .select(['server_seed', 'player_seeds'])
      .where('id', '=', BigInt(handId))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ server_seed: SECRET, player_seeds: [{ seat: 0, seed: 'mine' }] });

    const list = await recentHands(t.db, TABLE);
    expect(list[0]).toMatchObject({ handNumber, status: 'completed', deckCommitment: 'd'.repeat(64) });
    const history = await finishedHandHistory(t.db, TABLE, handNumber);
    expect(JSON.stringify([list, history])).not.toContain(SECRET);
  });

  it("records each player's share as a game session and its game.settled event, in one statement, once", async () => {
    const players = ['hand-rec-a', 'hand-rec-b', 'hand-rec-c', 'hand-rec-d'];
    await t.db
      .insertInto('users')
      .values(players.map((id) => ({ id, is_guest: true })))
      .execute();
    const handNumber = await nextHandNumber(t.db, TABLE);
    const handId = await recordHandStart(t.db, lease, {
      tableId: TABLE,
      handNumber,
      serverSeed: SECRET,
      deckCommitment: 'e'.repeat(64),
      playerSeeds: [],
      players: [],
    });
    const end = {
      handId,
      pot: 900n,
      history: { handNumber },
      netByUser: [],
      sessions: [
        { userId: 'hand-rec-c', betUnits: 400n, winUnits: 900n, gameData: { handNumber, seat: 2 } },
        { userId: 'hand-rec-a', betUnits: 300n, winUnits: 0n, gameData: { handNumber, seat: 0 } },
        // Dealt in, never put a chip in: no session.
        { userId: 'hand-rec-d', betUnits: 0n, winUnits: 0n, gameData: { handNumber, seat: 3 } },
        { userId: 'hand-rec-b', betUnits: 200n, winUnits: 0n, gameData: { handNumber, seat: 1 } },
      ],
    };
    await recordHandEnd(t.db, lease, end);
    await recordHandEnd(t.db, lease, end); // a retry settles nothing twice
    const sessions = await t.db
      .selectFrom('game_sessions')
      .select(['id', 'user_id', 'bet_amount', 'win_amount', 'game_data', 'currency'])
      .where('user_id', 'in', players)
      .orderBy('id')
      .execute();
    expect(sessions.map((s) => [s.user_id, s.bet_amount, s.win_amount, s.game_data, s.currency])).toEqual([
      ['hand-rec-c', 400n, 900n, { handNumber, seat: 2 }, 'coins'],
      ['hand-rec-a', 300n, 0n, { handNumber, seat: 0 }, 'coins'],
      ['hand-rec-b', 200n, 0n, { handNumber, seat: 1 }, 'coins'],
    ]);
    const events = await t.db
      .selectFrom('domain_events')
      .select(['user_id', 'type', 'payload'])
      .where('user_id', 'in', players)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.type, e.user_id, e.payload])).toEqual(
      sessions.map((s) => [
        'game.settled',
        s.user_id,
        {
          sessionId: s.id.toString(),
          gameId: GAME_CATALOGUE.find((g) => g.slug === POKER_GAME_SLUG)?.id,
          gameSlug: POKER_GAME_SLUG,
          currency: 'coins',
          betAmount: s.bet_amount.toString(),
          winAmount: s.win_amount.toString(),
          gameData: s.game_data,
        },
      ]),
    );
  });

  it('still lists and reads a hand stored before committed decks, without its server seed', async () => {
    const handNumber = await nextHandNumber(t.db, TABLE);
    await t.db
      .insertInto('poker_hands')
      .values({
        table_id: TABLE,
        hand_number: handNumber,
        status: 'completed',
        server_seed: SECRET,
        server_seed_hash: 'h'.repeat(64),
        client_seed: `casino-table-${TABLE}`,
        nonce: handNumber,
        players: '[]',
        history: JSON.stringify({ handNumber, serverSeed: SECRET, serverSeedHash: 'h'.repeat(64) }),
        ended_at: new Date(),
      })
      .execute();
    const list = await recentHands(t.db, TABLE);
    expect(list[0]).toMatchObject({ handNumber, status: 'completed', deckCommitment: null });
    const history = await finishedHandHistory(t.db, TABLE, handNumber);
    expect(history).toEqual({ handNumber, serverSeedHash: 'h'.repeat(64) });
    expect(JSON.stringify(list)).not.toContain(SECRET);
  });
});
