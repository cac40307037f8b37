import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_DELUXE, label, newPlayer, seedCatalogue, spin } from '../../test/economy-fixtures.js';
import { listGames, RECENT_PLAYS_TTL_MS } from './games.js';

// HOT comes from the last 7 days' plays, counted at most once per RECENT_PLAYS_TTL_MS per process:
// counting a week of sessions on every catalogue page was the second costliest statement under a
// crowd (issue 20). The games rows themselves are read fresh every time.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const playsOf = async (now: Date, gameId = DIAMOND_DELUXE) =>
  (await listGames(t.db, {}, now)).find((g) => g.id === gameId)?.playsLast7Days;

describe(`the catalogue's play counts (${label})`, () => {
  it('serves one count for RECENT_PLAYS_TTL_MS, then counts again; an admin change shows at once', async () => {
    const start = new Date();
    expect(await playsOf(start)).toBe(0);
    const player = await newPlayer(t.db);
    await spin(t.db, player, 3);
    // Within the window: the count made at `start`.
    expect(await playsOf(new Date(start.getTime() + RECENT_PLAYS_TTL_MS - 1))).toBe(0);
    // The games rows are not cached: a game turned off leaves the list at once.
    await t.db.updateTable('games').set({ is_active: false }).where('id', '=', DIAMOND_DELUXE).execute();
    expect(await playsOf(new Date(start.getTime() + 1))).toBeUndefined();
    await t.db.updateTable('games').set({ is_active: true }).where('id', '=', DIAMOND_DELUXE).execute();
    // Past the window: counted again.
    const later = new Date(start.getTime() + RECENT_PLAYS_TTL_MS);
    expect(await playsOf(later)).toBe(3);
    expect((await listGames(t.db, {}, later)).find((g) => g.id === DIAMOND_DELUXE)?.isHot).toBe(true);
  });

  it('pages that arrive together share one count, and a clock that went back counts again', async () => {
    const at = new Date(Date.now() + 10 * RECENT_PLAYS_TTL_MS);
    const pages = await Promise.all(Array.from({ length: 5 }, () => playsOf(at)));
    expect(new Set(pages).size).toBe(1);
    const player = await newPlayer(t.db);
    await spin(t.db, player, 2);
    expect(await playsOf(new Date(at.getTime() - 1))).toBe((pages[0] ?? 0) + 2);
  });
});
