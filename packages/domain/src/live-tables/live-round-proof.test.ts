import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { liveBaccaratCoup, verifyLiveRound, type LiveRoundProof } from '@casino/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../test/economy-fixtures.js';
import { BACCARAT_TABLE, expireLease, ROULETTE_TABLE, spinRound } from '../../test/live-table-fixtures.js';
import { liveRoundRecord } from './reads.js';
import { closeLiveBetting, openLiveRound, recordLiveOutcome } from './rounds.js';
import { settleLiveRound } from './settlement.js';
import { endLiveShoe } from './shoes.js';
import { claimLiveTable, releaseLiveTable } from './table-lease.js';

// The round records the REST API serves (GET /api/live-rounds/:roundId) are enough for anyone to
// rebuild the round with the engine once its seed is revealed, and reveal nothing before.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

async function host(tableId: number, owner: string) {
  await expireLease(t.db, tableId);
  const claimed = await claimLiveTable(t.db, tableId, owner, 60_000);
  if (!claimed) throw new Error(`could not claim table ${tableId}`);
  return claimed.lease;
}

describe('a live round record proves its round', () => {
  it('roulette: the seed is hidden while betting, then the record rebuilds the pocket', async () => {
    const lease = await host(ROULETTE_TABLE, 'proof-roulette');
    const opened = await openLiveRound(t.db, lease, { bettingMs: 1000 });
    const open = await liveRoundRecord(t.db, opened.roundId, null);
    expect(open).toMatchObject({ status: 'betting', serverSeed: null, seedHash: opened.seedHash });

    const { pocket } = await spinRound(t.db, lease, opened);
    await settleLiveRound(t.db, opened.roundId);
    const record = await liveRoundRecord(t.db, opened.roundId, null);
    if (record.serverSeed === null) throw new Error('the settled round keeps its seed secret');
    const proof: LiveRoundProof = {
      game: 'live-roulette',
      seeds: { serverSeed: record.serverSeed, clientSeed: record.clientSeed, nonce: record.nonce },
      seedHash: record.seedHash,
    };
    expect(record.clientSeed).toBe(`live-table-${ROULETTE_TABLE}`);
    expect(verifyLiveRound(proof)).toMatchObject({ ok: true, commitmentMatches: true, outcome: { pocket } });
    expect(record.outcome).toMatchObject({ pocket });
    await releaseLiveTable(t.db, lease);
  });

  it('baccarat: the shoe seed is hidden until the shoe ends, then the record rebuilds the coup', async () => {
    const lease = await host(BACCARAT_TABLE, 'proof-baccarat');
    const opened = await openLiveRound(t.db, lease, { bettingMs: 1000 });
    if (opened.draw.kind !== 'shoe') throw new Error('baccarat deals from a shoe');
    const coup = liveBaccaratCoup(opened.draw.cards, opened.draw.position)!;
    await closeLiveBetting(t.db, lease, opened.roundId);
    await recordLiveOutcome(t.db, lease, opened.roundId, { ...coup }, [], coup.cardsUsed);
    await settleLiveRound(t.db, opened.roundId);

    const before = await liveRoundRecord(t.db, opened.roundId, null);
    expect(before).toMatchObject({ status: 'settled', serverSeed: null, shoe: { ended: false } });

    await endLiveShoe(t.db, opened.draw.shoeId);
    const record = await liveRoundRecord(t.db, opened.roundId, null);
    if (record.serverSeed === null || !record.shoe) throw new Error('the ended shoe keeps its seed secret');
    const proof: LiveRoundProof = {
      game: 'live-baccarat',
      // A shoe is shuffled with its id as the nonce.
      seeds: { serverSeed: record.serverSeed, clientSeed: record.clientSeed, nonce: Number(record.shoe.id) },
      seedHash: record.seedHash,
      shoe: { decks: record.shoe.decks, position: record.shoe.position },
    };
    const verified = verifyLiveRound(proof);
    expect(verified).toMatchObject({
      ok: true,
      commitmentMatches: true,
      outcome: { winner: coup.winner, cardsUsed: coup.cardsUsed, playerPair: coup.playerPair },
    });
    expect(record.nonce).toBe(Number(record.shoe.id));
    await releaseLiveTable(t.db, lease);
  });
});
