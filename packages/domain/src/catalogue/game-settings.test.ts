import type { KyselyPlugin } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { gameIdOf, gameOf } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, newPlayer, seedCatalogue } from '../../test/economy-fixtures.js';
import { spinSlots } from '../games/slots/slots-play.js';
import { forgetGameSettings, GAME_SETTINGS_TTL_MS, gameSettingsOf } from './game-settings.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const setGame = (id: number, values: { is_active?: boolean; min_bet?: bigint; max_bet?: bigint }) =>
  t.db.updateTable('games').set(values).where('id', '=', id).execute();

describe(`game settings (${label})`, () => {
  it("reads a game once per second per process: another process's change is seen within the TTL, this process's at once", async () => {
    const id = gameIdOf('baccarat');
    forgetGameSettings(t.db);
    expect((await gameSettingsOf(t.db, id))?.active).toBe(true);
    // Another process turns it off (straight in the table: nothing here is told).
    await setGame(id, { is_active: false });
    expect((await gameSettingsOf(t.db, id))?.active).toBe(true);
    await sleep(GAME_SETTINGS_TTL_MS + 50);
    expect((await gameSettingsOf(t.db, id))?.active).toBe(false);
    // This process's own admin change forgets the cache: the next read sees it.
    await setGame(id, { is_active: true });
    forgetGameSettings(t.db);
    expect((await gameSettingsOf(t.db, id))?.active).toBe(true);
  });

  it('costs the spin path no query per spin: 30 spins read the games table once', async () => {
    let gameReads = 0;
    // Counts every statement naming the games table (the plugin sees each query before it runs).
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('"name":"games"'))
          gameReads++;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const db = t.db.withPlugin(counter);
    forgetGameSettings(db);
    const player = await newPlayer(db);
    const started = performance.now();
    for (let i = 0; i < 30; i++)
      await spinSlots(db, player, { gameId: gameIdOf('cosmic-spins'), betAmount: '1.00' });
    const reads = gameReads;
    // Within one TTL: one read; a slow machine may have crossed a TTL boundary or two.
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(1 + Math.floor((performance.now() - started) / GAME_SETTINGS_TTL_MS));
    expect(reads).toBeLessThan(30);
  });

  it('shares one read among concurrent plays', async () => {
    forgetGameSettings(t.db);
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => gameSettingsOf(t.db, gameIdOf('craps'))),
    );
    expect(new Set(reads).size).toBe(1);
  });

  it('knows no unknown game', async () => {
    expect(await gameSettingsOf(t.db, 999_999)).toBeUndefined();
  });

  it.each([
    ['narrowed limits survive a restart', { min: 1_000n, max: 2_000n }, { min: 1_000, max: 2_000 }],
    ['limits outside the registry are clamped back into it', { min: 1n, max: 10_000_000n }, null],
  ])('%s', async (_name, stored, expected) => {
    const id = gameIdOf('blackjack');
    const registry = gameOf('blackjack').betLimits!.coins;
    await setGame(id, { min_bet: stored.min, max_bet: stored.max, is_active: false });
    await t.db.updateTable('games').set({ badge: 'featured' }).where('id', '=', id).execute();
    await seedCatalogue(t.db);
    forgetGameSettings(t.db);
    const settings = await gameSettingsOf(t.db, id);
    expect(settings?.limits).toEqual(expected ?? registry);
    // The admin's switch and badge are not the seed's to reset either.
    expect(settings).toMatchObject({ active: false, badge: 'featured' });
    await setGame(id, { is_active: true, min_bet: BigInt(registry.min), max_bet: BigInt(registry.max) });
  });
});
