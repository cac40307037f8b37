import type { FeedPage, SocialSettings } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const newPlayer = async () => {
  const response = await api.app.inject({ method: 'POST', url: '/api/auth/guest' });
  const cookie = sessionCookie(response);
  return { cookie, id: response.json<{ user: { id: string } }>().user.id };
};
const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  api.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A big win settled for the player (20 coins staked, 1,000 returned), as settlement writes it. */
const bigWin = (userId: string) =>
  api.t.db
    .insertInto('domain_events')
    .values({
      type: 'game.settled',
      user_id: userId,
      payload: JSON.stringify({ gameId: 6, betAmount: '2000', winAmount: '100000', gameData: {} }),
    })
    .execute();

const befriend = (a: string, b: string) =>
  api.t.db
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b },
      { user_id: b, friend_id: a },
    ])
    .execute();

describe(`feed api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    ['GET', '/api/social/feed'],
    ['GET', '/api/social/settings'],
    ['PUT', '/api/social/settings'],
  ] as const)('%s %s needs a signed-in player', async (method, url) => {
    const response = await call(
      method,
      url,
      undefined,
      method === 'PUT' ? { feedVisibility: 'nobody' } : undefined,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it("shows the player's own big win at once and a friend's, with the server's one-line text", async () => {
    const me = await newPlayer();
    const friend = await newPlayer();
    await befriend(me.id, friend.id);
    await bigWin(me.id);
    const mine = (await call('GET', '/api/social/feed', me.cookie)).json<FeedPage>();
    const item = mine.items.find((i) => i.kind === 'big_win');
    expect(item).toMatchObject({
      actor: { id: me.id },
      text: 'won 980.00 coins on Diamond Deluxe',
      data: { bet: '20.00', win: '1000.00', gameName: 'Diamond Deluxe' },
    });
    expect(item?.text).not.toMatch(/\$/);
    // The friend reads it too (their own read projects their events; a projector took mine already).
    const theirs = (await call('GET', '/api/social/feed', friend.cookie)).json<FeedPage>();
    expect(theirs.items.map((i) => i.actor.id)).toContain(me.id);
  });

  it("settings: friends by default; 'nobody' hides the player's items from friends but not from themselves", async () => {
    const me = await newPlayer();
    const friend = await newPlayer();
    await befriend(me.id, friend.id);
    await bigWin(me.id);
    expect((await call('GET', '/api/social/settings', me.cookie)).json<SocialSettings>()).toEqual({
      feedVisibility: 'friends',
    });
    const put = await call('PUT', '/api/social/settings', me.cookie, { feedVisibility: 'nobody' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ feedVisibility: 'nobody' });
    expect((await call('GET', '/api/social/settings', me.cookie)).json()).toEqual({
      feedVisibility: 'nobody',
    });
    const own = (await call('GET', '/api/social/feed', me.cookie)).json<FeedPage>();
    expect(own.items.some((i) => i.actor.id === me.id)).toBe(true);
    const theirs = (await call('GET', '/api/social/feed', friend.cookie)).json<FeedPage>();
    expect(theirs.items.some((i) => i.actor.id === me.id)).toBe(false);
    await call('PUT', '/api/social/settings', me.cookie, { feedVisibility: 'everyone' });
    const again = (await call('GET', '/api/social/feed', friend.cookie)).json<FeedPage>();
    expect(again.items.some((i) => i.actor.id === me.id)).toBe(true);
  });

  it('a blocked friend’s items never appear', async () => {
    const me = await newPlayer();
    const other = await newPlayer();
    await befriend(me.id, other.id);
    await bigWin(other.id);
    await call('GET', '/api/social/feed', other.cookie);
    expect((await call('GET', '/api/social/feed', me.cookie)).json<FeedPage>().items.length).toBeGreaterThan(
      0,
    );
    await api.t.db
      .insertInto('player_blocks')
      .values({ user_id: me.id, blocked_user_id: other.id })
      .execute();
    expect((await call('GET', '/api/social/feed', me.cookie)).json<FeedPage>().items).toEqual([]);
  });

  it('pages with limit and before=nextCursor, newest first', async () => {
    const me = await newPlayer();
    for (let i = 0; i < 3; i++) await bigWin(me.id);
    const first = (await call('GET', '/api/social/feed?limit=2', me.cookie)).json<FeedPage>();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await call('GET', `/api/social/feed?limit=2&before=${first.nextCursor ?? ''}`, me.cookie)
    ).json<FeedPage>();
    const ids = [...first.items, ...second.items].map((i) => BigInt(i.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['a limit of 0', 'GET', '/api/social/feed?limit=0', undefined, 'limit'],
    ['a limit above 50', 'GET', '/api/social/feed?limit=51', undefined, 'limit'],
    ['a cursor that is no id', 'GET', '/api/social/feed?before=abc', undefined, 'before'],
    ['an unknown query field', 'GET', '/api/social/feed?after=1', undefined, 'after'],
    ['an unknown visibility', 'PUT', '/api/social/settings', { feedVisibility: 'all' }, 'feedVisibility'],
    ['no visibility', 'PUT', '/api/social/settings', {}, 'feedVisibility'],
    ['an extra field', 'PUT', '/api/social/settings', { feedVisibility: 'friends', x: 1 }, 'x'],
  ] as const)(
    'refuses %s with a 400 naming the field, changing nothing',
    async (_name, method, url, body, field) => {
      const me = await newPlayer();
      const response = await call(method, url, me.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string; message: string }>()).toMatchObject({
        error: 'validation_error',
      });
      expect(response.body).toContain(field);
      expect((await call('GET', '/api/social/settings', me.cookie)).json()).toEqual({
        feedVisibility: 'friends',
      });
    },
  );
});
