import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, newPlayer, seedCatalogue } from '../../../test/economy-fixtures.js';
import { recordHandEnd, recordHandStart } from '../../games/holdem/hand-records.js';
import { moveBuyIn } from '../../games/holdem/table-chips.js';
import { claimTable } from '../../games/holdem/table-lease.js';
import { auditLedger } from '../../ledger/audit.js';
import { playerPokerHands } from './player-activity.js';
import { playerDetail } from './player-detail.js';

// A player's poker hands on their page: the hands they were dealt into, their net from the hand's
// ledger transaction, null while a hand runs, zero in a voided one.

let t: TestDatabase;
const TABLE = 2;
const lease = { tableId: TABLE, owner: 'admin-players-test-host' };
let alice: string;
let bob: string;
let carol: string;

const dealt = (userId: string, seat: number) => ({ userId, seat, name: `p${seat}`, startStack: 10_000 });

async function playHand(handNumber: number, nets: Array<[string, bigint]> | null) {
  const handId = await recordHandStart(t.db, lease, {
    tableId: TABLE,
    handNumber,
    serverSeed: 'ab'.repeat(32),
    deckCommitment: 'c'.repeat(64),
    playerSeeds: [],
    players: [dealt(alice, 0), dealt(bob, 1)],
  });
  if (nets)
    await recordHandEnd(t.db, lease, {
      handId,
      pot: 2n * (nets[0]?.[1] ?? 0n),
      history: { handNumber },
      netByUser: nets.map(([userId, net]) => ({ userId, net })),
      sessions: [],
    });
  return handId;
}

beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  [alice, bob, carol] = await Promise.all([newPlayer(t.db), newPlayer(t.db), newPlayer(t.db)]);
  await claimTable(t.db, TABLE, lease.owner, 60_000);
  await moveBuyIn(t.db, lease, alice, 10_000n);
  await moveBuyIn(t.db, lease, bob, 10_000n);
});
afterAll(() => t.close());

describe(`a player's poker hands (${label})`, () => {
  it('lists the hands they were dealt into, newest first, with their net', async () => {
    const won = await playHand(1, [
      [alice, 400n],
      [bob, -400n],
    ]);
    const folded = await playHand(2, []);
    const running = await playHand(3, null);
    const page = await playerPokerHands(t.db, alice, {});
    expect(page.total).toBe(3);
    const rows = page.items.map((h) => ({ handId: h.handId, status: h.status, net: h.net }));
    expect(rows).toEqual([
      { handId: running, status: 'in_progress', net: null },
      { handId: folded, status: 'completed', net: '0.00' },
      { handId: won, status: 'completed', net: '4.00' },
    ]);
    const bobs = await playerPokerHands(t.db, bob!, { dir: 'asc', pageSize: 1 });
    expect(bobs).toMatchObject({ total: 3, pageSize: 1, items: [{ handId: won, net: '-4.00' }] });
    expect((await playerPokerHands(t.db, carol!, {})).total).toBe(0);
    expect((await playerDetail(t.db, alice, new Date())).totals.pokerHands).toBe(3);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('refuses an unknown player with not_found', async () => {
    await expect(playerPokerHands(t.db, 'nobody', {})).rejects.toMatchObject({
      code: 'not_found',
      message: 'Player not found',
    });
  });
});
