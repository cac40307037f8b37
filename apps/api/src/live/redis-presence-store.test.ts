import { randomUUID } from 'node:crypto';
import type { PlayerWhereabouts } from '@casino/contracts';
import { PlayerPresence, PRESENCE_TTL_MS } from '@casino/domain';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisPresenceStore } from './redis-presence-store.js';

// Presence across processes over one real Redis: two PlayerPresence instances, each with its own
// connection, stand for two processes (an api and a rooms process, or two of either).
const url = process.env.TEST_REDIS_URL;
let now = new Date('2026-11-25T12:00:00Z');
const clock = () => now;
let t: TestDatabase;
const stores: Array<ReturnType<typeof createRedisPresenceStore>> = [];
const processPresence = (onChange?: (userId: string, change: 'online' | 'offline') => void) => {
  const store = createRedisPresenceStore(url ?? '');
  stores.push(store);
  return new PlayerPresence(store, t.db, clock, onChange);
};
const newUser = async (): Promise<string> => {
  const id = randomUUID();
  await t.db
    .insertInto('users')
    .values({ id, email: `${id}@presence.test`, is_guest: true })
    .execute();
  return id;
};
const table: PlayerWhereabouts = {
  kind: 'live-table',
  name: 'European Roulette',
  route: '/live-casino/1',
  roomCode: null,
};

describe.skipIf(!url)('presence across processes over Redis', () => {
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await t?.close();
  });

  it("one process sees the other's connection, with its whereabouts, and its closing", async () => {
    const [api, rooms] = [processPresence(), processPresence()];
    const stopRooms = rooms.start();
    const user = await newUser();
    await rooms.connected(user, `room:${randomUUID()}`, table);
    expect((await api.statusOf([user])).get(user)).toEqual({ isOnline: true, playingAt: table });
    const live = `live:${randomUUID()}`;
    await api.connected(user, live, null);
    // The rooms process shuts down: it drops its own connections.
    await stopRooms();
    // Still online through the api's live channel, no longer at the table.
    expect((await rooms.statusOf([user])).get(user)).toEqual({ isOnline: true, playingAt: null });
    await api.disconnected(live);
    expect((await rooms.statusOf([user])).get(user)?.isOnline).toBe(false);
  });

  it('a process killed without a word (kill -9) stops counting once its fields expire; the heartbeat keeps the living', async () => {
    const changes: string[] = [];
    const [survivor, killed] = [processPresence((u, c) => changes.push(`${u}:${c}`)), processPresence()];
    const [kept, dropped] = [await newUser(), await newUser()];
    await survivor.connected(kept, `live:${randomUUID()}`, null);
    await killed.connected(dropped, `room:${randomUUID()}`, table);
    // `killed` is never stopped nor heard from again: no disconnect, no heartbeat.
    now = new Date(now.getTime() + PRESENCE_TTL_MS / 2);
    await survivor.heartbeat();
    now = new Date(now.getTime() + PRESENCE_TTL_MS / 2 + 1);
    const status = await survivor.statusOf([kept, dropped]);
    expect(status.get(kept)?.isOnline).toBe(true);
    expect(status.get(dropped)).toEqual({ isOnline: false, playingAt: null });
    // The heartbeat wrote lastSeen for the players connected to the living process.
    const seen = await t.db
      .selectFrom('users')
      .select(['id', 'last_seen_at'])
      .where('id', 'in', [kept, dropped])
      .execute();
    expect(seen.find((u) => u.id === kept)?.last_seen_at?.getTime()).toBe(
      now.getTime() - PRESENCE_TTL_MS / 2 - 1,
    );
    expect(seen.find((u) => u.id === dropped)?.last_seen_at).toBeNull();
    expect(changes).toEqual([`${kept}:online`]);
  });

  it('the last connection closing writes lastSeen and tells onChange', async () => {
    const changes: string[] = [];
    const presence = processPresence((u, c) => changes.push(`${u}:${c}`));
    const user = await newUser();
    const [a, b] = [`live:${randomUUID()}`, `room:${randomUUID()}`];
    await presence.connected(user, a, null);
    await presence.connected(user, b, table);
    await presence.disconnected(a);
    now = new Date(now.getTime() + 5_000);
    await presence.disconnected(b);
    const row = await t.db
      .selectFrom('users')
      .select('last_seen_at')
      .where('id', '=', user)
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at?.toISOString()).toBe(now.toISOString());
    expect(changes).toEqual([`${user}:online`, `${user}:offline`]);
  });

  // lastSeen is best effort: the heartbeat skips a player's row another transaction holds (the next
  // beat writes it) instead of waiting for it. Waiting made a cycle: a duel's settlement holds the
  // winner's row and asks for the loser's while the heartbeat holds the loser's and asks for the
  // winner's ("deadlock detected" under `bench crowd`). Needs a second connection: PostgreSQL only.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'the heartbeat skips a row another transaction holds instead of waiting in a cycle with it',
    async () => {
      const presence = processPresence();
      const [first, second] = [await newUser(), await newUser()].sort();
      for (const user of [first!, second!]) await presence.connected(user, `live:${randomUUID()}`, null);
      now = new Date(now.getTime() + 1_000);
      const beatAt = now;
      await t.db.transaction().execute(async (trx) => {
        // As a settlement that takes the higher id first.
        await trx.updateTable('users').set({ total_wins_p2p: 1 }).where('id', '=', second!).execute();
        const beat = presence.heartbeat();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await trx.updateTable('users').set({ total_losses_p2p: 1 }).where('id', '=', first!).execute();
        await beat;
      });
      const seen = async () =>
        new Map(
          (
            await t.db
              .selectFrom('users')
              .select(['id', 'last_seen_at'])
              .where('id', 'in', [first!, second!])
              .execute()
          ).map((u) => [u.id, u.last_seen_at?.getTime() ?? null]),
        );
      expect(await seen()).toEqual(
        new Map([
          [first!, beatAt.getTime()],
          [second!, null],
        ]),
      );
      await presence.heartbeat();
      expect((await seen()).get(second!)).toBe(beatAt.getTime());
    },
  );
});
