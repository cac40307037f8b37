import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { verifyCommitment } from '@casino/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest } from '../accounts/accounts.js';
import {
  getFairnessState,
  listRevealedSeeds,
  rotateSeed,
  setClientSeed,
  takeRoundSeeds,
} from './player-seeds.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const now = new Date('2026-11-21T12:00:00Z');

describe('player seed pairs', () => {
  it('commits to a server seed before any round and reveals it on rotation', async () => {
    const player = await createGuest(t.db);
    const before = await getFairnessState(t.db, player);
    expect(before.nonce).toBe(0);
    const first = await takeRoundSeeds(t.db, player);
    const second = await takeRoundSeeds(t.db, player);
    expect([first.nonce, second.nonce]).toEqual([0, 1]);
    expect(first.serverSeedHash).toBe(before.serverSeedHash);

    const rotated = await rotateSeed(t.db, player, now);
    expect(rotated.previousServerSeedHash).toBe(before.serverSeedHash);
    expect(verifyCommitment(rotated.previousServerSeed, before.serverSeedHash)).toBe(true);
    expect(rotated.roundsPlayed).toBe(2);
    expect(rotated.clientSeed).toBe(before.clientSeed);
    expect(rotated.nonce).toBe(0);
    expect(await listRevealedSeeds(t.db, player)).toEqual([
      expect.objectContaining({
        serverSeed: rotated.previousServerSeed,
        roundsPlayed: 2,
        revealedAt: now.toISOString(),
      }),
    ]);
  });

  it('never hands out one nonce twice, even to concurrent plays', async () => {
    const player = await createGuest(t.db);
    const nonces = await Promise.all(
      Array.from({ length: 40 }, () => takeRoundSeeds(t.db, player).then((s) => s.nonce)),
    );
    expect(new Set(nonces).size).toBe(40);
    expect(Math.max(...nonces)).toBe(39);
  });

  it("keeps the player's own client seed across rotations", async () => {
    const player = await createGuest(t.db);
    expect(await setClientSeed(t.db, player, 'my-own-seed')).toMatchObject({ clientSeed: 'my-own-seed' });
    expect((await rotateSeed(t.db, player, now)).clientSeed).toBe('my-own-seed');
  });

  it('refuses to rotate while a round is open, and allows it once the round is settled', async () => {
    const player = await createGuest(t.db);
    const seeds = await takeRoundSeeds(t.db, player);
    const round = await t.db
      .insertInto('game_rounds')
      .values({
        user_id: player,
        game: 'blackjack',
        state: '{}',
        fairness: JSON.stringify(seeds),
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(rotateSeed(t.db, player, now)).rejects.toMatchObject({ code: 'round_in_progress' });
    expect((await getFairnessState(t.db, player)).serverSeedHash).toBe(seeds.serverSeedHash);
    await t.db.updateTable('game_rounds').set({ status: 'settled' }).where('id', '=', round.id).execute();
    await expect(rotateSeed(t.db, player, now)).resolves.toMatchObject({
      previousServerSeedHash: seeds.serverSeedHash,
    });
  });
});

describe('rotating the same pair from many requests at once', () => {
  it('rotates once per request, each revealing its own pair, none failing (once 23 of 50 got a 500)', async () => {
    const player = await createGuest(t.db);
    const first = await getFairnessState(t.db, player);
    const rotations = await Promise.allSettled(
      Array.from({ length: 50 }, () => rotateSeed(t.db, player, now)),
    );
    const failed = rotations.filter((r) => r.status === 'rejected');
    expect(failed).toEqual([]);
    const revealed = rotations.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    // Every pair was revealed exactly once, in a chain from the first commitment to the active one.
    const hashes = revealed.map((r) => r.previousServerSeedHash);
    expect(new Set(hashes).size).toBe(50);
    expect(hashes).toContain(first.serverSeedHash);
    for (const r of revealed)
      expect(verifyCommitment(r.previousServerSeed, r.previousServerSeedHash)).toBe(true);
    const active = await getFairnessState(t.db, player);
    expect(hashes).not.toContain(active.serverSeedHash);
    expect(await listRevealedSeeds(t.db, player)).toHaveLength(50);
  });
});
