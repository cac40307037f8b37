import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { GAME_CATALOGUE, toGameRow } from '../../catalogue/game-catalogue.js';
import {
  finishedHandHistory,
  nextHandNumber,
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
