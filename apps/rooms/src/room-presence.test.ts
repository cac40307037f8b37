import { playerChannel } from '@casino/contracts';
import { createPrivateLiveTable, PlayerPresence } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveHarness, publicTableOf, waitFor } from '../test/live-harness.js';

// A room connection marks the player online with where they are (issue 17), recorded once for every
// room where all room sockets are registered (player-sockets.ts). Read back as the api reads it: a
// PlayerPresence over the rooms' own presence (what the embedded server hands the api).

let h: LiveHarness;
let reader: PlayerPresence;
beforeAll(async () => {
  h = await LiveHarness.start();
  reader = new PlayerPresence(h.server.presence, h.db, () => new Date());
});
afterAll(() => h.close());

const statusOf = async (userId: string) => (await reader.statusOf([userId])).get(userId);

describe(`room presence on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a player at a live table is online there until they leave; then lastSeen is written', async () => {
    const player = await h.newPlayer();
    const tableId = await publicTableOf(h.db, 'live-roulette');
    expect(await statusOf(player.userId)).toEqual({ isOnline: false, playingAt: null });
    const { room } = await h.join(player, tableId);
    const online = await waitFor(
      async () => {
        const status = await statusOf(player.userId);
        return status?.isOnline ? status : undefined;
      },
      5_000,
      'the player online',
    );
    expect(online.playingAt).toEqual({
      kind: 'live-table',
      name: expect.any(String) as unknown,
      route: `/live-casino/${tableId}`,
      roomCode: null,
    });
    await room.leave();
    await waitFor(
      async () => ((await statusOf(player.userId))?.isOnline ? undefined : true),
      5_000,
      'offline',
    );
    // The presence field goes first; lastSeen is written right after it.
    const lastSeen = await waitFor(
      async () =>
        (
          await h.db
            .selectFrom('users')
            .select('last_seen_at')
            .where('id', '=', player.userId)
            .executeTakeFirstOrThrow()
        ).last_seen_at ?? undefined,
      5_000,
      'lastSeen',
    );
    expect(lastSeen).toBeInstanceOf(Date);
  });

  it('a spectator counts as online too, watching', async () => {
    const player = await h.newPlayer();
    const tableId = await publicTableOf(h.db, 'live-blackjack');
    const { room } = await h.join(player, tableId, { spectate: true });
    const status = await waitFor(
      async () => {
        const s = await statusOf(player.userId);
        return s?.isOnline ? s : undefined;
      },
      5_000,
      'the spectator online',
    );
    expect(status.playingAt).toMatchObject({
      kind: 'live-table',
      route: `/live-casino/${tableId}`,
      watching: true,
    });
    await room.leave();
  });

  it("the player's friends hear them come online and go offline (as the api's live channel does)", async () => {
    const [player, friend] = [await h.newPlayer(), await h.newPlayer()];
    await h.db
      .insertInto('friendships')
      .values([
        { user_id: player.userId, friend_id: friend.userId },
        { user_id: friend.userId, friend_id: player.userId },
      ])
      .execute();
    const heard: unknown[] = [];
    const listener = (message: unknown) => heard.push(message);
    await h.server.presence.subscribe(playerChannel(friend.userId), listener);
    const { room } = await h.join(player, await publicTableOf(h.db, 'live-roulette'));
    await waitFor(() => (heard.length === 1 ? true : undefined), 5_000, 'online told');
    await room.leave();
    await waitFor(() => (heard.length === 2 ? true : undefined), 5_000, 'offline told');
    expect(heard).toEqual([
      { type: 'friend-presence', userId: player.userId, isOnline: true },
      { type: 'friend-presence', userId: player.userId, isOnline: false },
    ]);
    h.server.presence.unsubscribe(playerChannel(friend.userId), listener);
  });

  it('a private table is named by its code', async () => {
    const [owner, guest] = [await h.newPlayer(), await h.newPlayer()];
    const table = await createPrivateLiveTable(h.db, owner.userId, { gameKey: 'live-baccarat' });
    const { room } = await h.join(guest, table.id);
    const status = await waitFor(
      async () => {
        const s = await statusOf(guest.userId);
        return s?.isOnline ? s : undefined;
      },
      8_000,
      'the guest online',
    );
    expect(status.playingAt).toEqual({
      kind: 'live-table',
      name: `Private table ${table.roomCode}`,
      route: `/live-casino/${table.id}`,
      roomCode: table.roomCode,
    });
    await room.leave();
  });
});
