import type { LiveNotification } from '@casino/contracts';
import { MemoryHashStore, PlayerPresence } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayerNotifications } from '../../live/player-notifications.js';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';
import { FRIEND_WRITES_PER_MINUTE } from './friend-routes.js';

// The friends api (issue 17) on PGlite, and on real PostgreSQL when TEST_DATABASE_URL is set (the
// races then run on separate connections). Presence is the real PlayerPresence over the api's store;
// notifications are the real in-process ones, listened to as the live channel would.
let api: TestApi;
let presence: PlayerPresence;
const store = new MemoryHashStore();
const notifications = createPlayerNotifications(null);
beforeAll(async () => {
  api = await createTestApi({ presenceStore: store, notifications });
  presence = new PlayerPresence(store, api.t.db, () => new Date());
});
afterAll(() => api.close());

interface Player {
  id: string;
  cookie: string;
  heard: LiveNotification[];
}
let count = 0;
async function player(first = 'Pat', last = 'Lee'): Promise<Player> {
  const cookie = sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
  const me = await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const id = me.json<{ id: string }>().id;
  count += 1;
  await api.t.db
    .updateTable('users')
    .set({ first_name: `${first}${count}q`, last_name: `${last}${count}q` })
    .where('id', '=', id)
    .execute();
  const heard: LiveNotification[] = [];
  notifications.subscribe(id, (n) => heard.push(n));
  return { id, cookie, heard };
}

const call = (who: Player | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  api.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ask = (from: Player, to: Player | string) =>
  call(from, 'POST', '/api/friends/requests', { userId: typeof to === 'string' ? to : to.id });
const answer = (who: Player, requestId: string, what: 'accept' | 'decline' | 'cancel') =>
  call(who, 'POST', `/api/friends/requests/${requestId}/${what}`);
async function befriend(a: Player, b: Player): Promise<void> {
  const sent = await ask(a, b);
  expect((await answer(b, sent.json<{ id: string }>().id, 'accept')).statusCode).toBe(200);
}
/** A refusal case that needs no setup: the attempt, ready at once. */
const attemptNow = (attempt: () => ReturnType<typeof call>) => Promise.resolve(attempt);
const friendIds = async (who: Player) =>
  (await call(who, 'GET', '/api/friends')).json<Array<{ id: string }>>().map((f) => f.id);

describe(`friends api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    ['GET', '/api/friends'],
    ['GET', '/api/players/search?q=pat'],
    ['GET', '/api/friends/requests'],
    ['POST', '/api/friends/requests', { userId: 'x' }],
    ['POST', '/api/friends/requests/1/accept'],
    ['POST', '/api/friends/requests/1/decline'],
    ['POST', '/api/friends/requests/1/cancel'],
    ['DELETE', '/api/friends/x'],
    ['GET', '/api/friends/blocked'],
    ['POST', '/api/friends/blocked', { userId: 'x' }],
    ['DELETE', '/api/friends/blocked/x'],
    ['GET', '/api/social/stats'],
  ] as const)('%s %s needs sign-in', async (method, url, payload?: unknown) => {
    const response = await call(null, method, url, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
  });

  it('ask, hear, accept: both are friends and the sender hears it', async () => {
    const [a, b] = [await player(), await player()];
    const sent = await ask(a, b);
    expect(sent.statusCode).toBe(200);
    const request = sent.json<{ id: string; status: string }>();
    expect(request).toMatchObject({ status: 'pending', from: { id: a.id }, to: { id: b.id } });
    expect(b.heard).toEqual([{ type: 'friend-request', request }]);
    const listed = (await call(b, 'GET', '/api/friends/requests')).json();
    expect(listed).toMatchObject({ incoming: [{ id: request.id }], outgoing: [] });
    expect(JSON.stringify(listed)).not.toContain('@');

    const accepted = await answer(b, request.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: request.id, status: 'accepted' });
    expect(a.heard).toMatchObject([
      { type: 'friend-added', friend: { id: b.id, displayName: expect.any(String) as unknown } },
    ]);
    expect(await friendIds(a)).toEqual([b.id]);
    expect(await friendIds(b)).toEqual([a.id]);
    expect((await call(a, 'GET', '/api/social/stats')).json()).toMatchObject({ friends: 1, socialLevel: 1 });
  });

  it('asking back accepts the pending request and tells its sender', async () => {
    const [a, b] = [await player(), await player()];
    const first = (await ask(a, b)).json<{ id: string }>();
    const back = await ask(b, a);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: first.id, status: 'accepted' });
    expect(a.heard).toMatchObject([{ type: 'friend-added', friend: { id: b.id } }]);
    expect(await friendIds(a)).toEqual([b.id]);
  });

  it('decline and cancel', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const toB = (await ask(a, b)).json<{ id: string }>();
    const toC = (await ask(a, c)).json<{ id: string }>();
    expect((await answer(b, toB.id, 'decline')).json()).toMatchObject({ status: 'declined' });
    expect((await answer(a, toC.id, 'cancel')).json()).toMatchObject({ status: 'cancelled' });
    expect((await call(a, 'GET', '/api/friends/requests')).json()).toEqual({ incoming: [], outgoing: [] });
    expect(await friendIds(a)).toEqual([]);
  });

  it.each([
    {
      name: 'a request to oneself',
      run: (a: Player) => attemptNow(() => ask(a, a)),
      status: 400,
      error: 'validation_error',
      message: 'body.userId: you cannot send a friend request to yourself',
    },
    {
      name: 'a request to nobody',
      run: (a: Player) => attemptNow(() => ask(a, 'no-such-player')),
      status: 404,
      error: 'not_found',
      message: 'Player not found.',
    },
    {
      name: 'a request without userId',
      run: (a: Player) => attemptNow(() => call(a, 'POST', '/api/friends/requests', {})),
      status: 400,
      error: 'validation_error',
      message: 'body.userId: Invalid input: expected string, received undefined',
    },
    {
      name: 'a request with another field',
      run: async (a: Player) => {
        const b = await player();
        return () => call(a, 'POST', '/api/friends/requests', { userId: b.id, force: true });
      },
      status: 400,
      error: 'validation_error',
      message: expect.stringContaining('body.force') as unknown,
    },
    {
      name: 'the same request twice',
      run: async (a: Player) => {
        const b = await player();
        await ask(a, b);
        return () => ask(a, b);
      },
      status: 409,
      error: 'conflict',
      message: 'You already sent this player a friend request.',
    },
    {
      name: 'a request to a friend',
      run: async (a: Player) => {
        const b = await player();
        await befriend(a, b);
        return () => ask(a, b);
      },
      status: 409,
      error: 'conflict',
      message: 'You are already friends with this player.',
    },
    {
      name: 'a request to a player who blocked the caller',
      run: async (a: Player) => {
        const b = await player();
        await call(b, 'POST', '/api/friends/blocked', { userId: a.id });
        return () => ask(a, b);
      },
      status: 403,
      error: 'forbidden',
      message: 'You cannot send a friend request to this player.',
    },
    {
      name: 'accepting one’s own request',
      run: async (a: Player) => {
        const sent = (await ask(a, await player())).json<{ id: string }>();
        return () => answer(a, sent.id, 'accept');
      },
      status: 403,
      error: 'forbidden',
      message: 'Only the player who received this friend request can answer it.',
    },
    {
      name: 'cancelling a request one received',
      run: async (a: Player) => {
        const sent = (await ask(await player(), a)).json<{ id: string }>();
        return () => answer(a, sent.id, 'cancel');
      },
      status: 403,
      error: 'forbidden',
      message: 'Only the player who sent this friend request can cancel it.',
    },
    {
      name: "declining other players' request",
      run: async (a: Player) => {
        const sent = (await ask(await player(), await player())).json<{ id: string }>();
        return () => answer(a, sent.id, 'decline');
      },
      status: 404,
      error: 'not_found',
      message: 'Friend request not found.',
    },
    {
      name: 'accepting a declined request',
      run: async (a: Player) => {
        const sent = (await ask(await player(), a)).json<{ id: string }>();
        await answer(a, sent.id, 'decline');
        return () => answer(a, sent.id, 'accept');
      },
      status: 409,
      error: 'conflict',
      message: 'This friend request is no longer pending.',
    },
    {
      name: 'a request id that is not one',
      run: (a: Player) => attemptNow(() => answer(a, 'abc', 'accept')),
      status: 400,
      error: 'validation_error',
      message: 'params.requestId: must be a request id',
    },
    {
      name: 'removing a player who is not a friend',
      run: async (a: Player) => {
        const b = await player();
        return () => call(a, 'DELETE', `/api/friends/${b.id}`);
      },
      status: 404,
      error: 'not_found',
      message: 'This player is not your friend.',
    },
    {
      name: 'blocking oneself',
      run: (a: Player) => attemptNow(() => call(a, 'POST', '/api/friends/blocked', { userId: a.id })),
      status: 400,
      error: 'validation_error',
      message: 'body.userId: you cannot block yourself',
    },
    {
      name: 'blocking nobody',
      run: (a: Player) => attemptNow(() => call(a, 'POST', '/api/friends/blocked', { userId: 'nobody' })),
      status: 404,
      error: 'not_found',
      message: 'Player not found.',
    },
    {
      name: 'unblocking a player never blocked',
      run: async (a: Player) => {
        const b = await player();
        return () => call(a, 'DELETE', `/api/friends/blocked/${b.id}`);
      },
      status: 404,
      error: 'not_found',
      message: 'You have not blocked this player.',
    },
    {
      name: 'a one-letter search',
      run: (a: Player) => attemptNow(() => call(a, 'GET', '/api/players/search?q=p')),
      status: 400,
      error: 'validation_error',
      message: 'querystring.q: must be at least 2 characters',
    },
    {
      name: 'a search without q',
      run: (a: Player) => attemptNow(() => call(a, 'GET', '/api/players/search')),
      status: 400,
      error: 'validation_error',
      message: expect.stringContaining('querystring.q') as unknown,
    },
  ])('refuses $name with $status, changing nothing', async ({ run, status, error, message }) => {
    const a = await player();
    const attempt = await run(a);
    const state = async () =>
      Promise.all([
        call(a, 'GET', '/api/friends/requests').then((r) => r.json<unknown>()),
        call(a, 'GET', '/api/friends').then((r) => r.json<unknown>()),
        call(a, 'GET', '/api/friends/blocked').then((r) => r.json<unknown>()),
      ]);
    const before = await state();
    const response = await attempt();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message });
    expect(await state()).toEqual(before);
  });

  it('search finds by name with relations, never by email, and hides blocks', async () => {
    const me = await player();
    const tag = `s${Date.now().toString(36)}`;
    const [friend, stranger, blocked] = [
      await player(tag, 'One'),
      await player(tag, 'Two'),
      await player(tag, 'Three'),
    ];
    await api.t.db
      .updateTable('users')
      .set({ email: `${tag}@example.com` })
      .where('id', '=', stranger.id)
      .execute();
    await befriend(me, friend);
    await call(me, 'POST', '/api/friends/blocked', { userId: blocked.id });
    const response = await call(me, 'GET', `/api/players/search?q=${tag.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    const results = response.json<Array<{ id: string; relation: string }>>();
    expect(Object.fromEntries(results.map((r) => [r.id, r.relation]))).toEqual({
      [friend.id]: 'friend',
      [stranger.id]: 'none',
    });
    expect(response.body).not.toContain('@example.com');
    expect((await call(me, 'GET', `/api/players/search?q=${tag}@example`)).json()).toEqual([]);
  });

  it('friends list: online first with where they play, lastSeen when offline; stats count them', async () => {
    const me = await player();
    const [zed, amy, bob] = [await player('Zed'), await player('Amy'), await player('Bob')];
    for (const friend of [zed, amy, bob]) await befriend(me, friend);
    const where = {
      kind: 'live-table' as const,
      name: 'European Roulette',
      route: '/live-casino/1',
      roomCode: null,
    };
    await presence.connected(zed.id, `api-test-${zed.id}`, where);
    await presence.connected(bob.id, `api-test-${bob.id}`, null);
    await presence.disconnected(`api-test-${bob.id}`);

    const list = (await call(me, 'GET', '/api/friends')).json<Array<Record<string, unknown>>>();
    expect(list.map((f) => f.id)).toEqual([zed.id, amy.id, bob.id]);
    expect(list[0]).toMatchObject({ isOnline: true, lastSeen: null, playingAt: where, socialLevel: 1 });
    expect(list[1]).toMatchObject({ isOnline: false, lastSeen: null, playingAt: null });
    expect(list[2]).toMatchObject({ isOnline: false, playingAt: null });
    expect(Date.parse(String(list[2]?.lastSeen))).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'displayName',
      'firstName',
      'friendsSince',
      'id',
      'isOnline',
      'lastName',
      'lastSeen',
      'playingAt',
      'profileImageUrl',
      'socialLevel',
    ]);
    expect((await call(me, 'GET', '/api/social/stats')).json()).toEqual({
      friends: 3,
      socialLevel: 3,
      socialBadge: 'Novice',
      onlineNow: 1,
      roomInvitesSent: 0,
    });
    await presence.disconnected(`api-test-${zed.id}`);
  });

  it('remove, block, list blocked, unblock', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    await befriend(a, b);
    await befriend(a, c);
    const removed = await call(a, 'DELETE', `/api/friends/${b.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect(await friendIds(b)).toEqual([]);
    const blocked = await call(a, 'POST', '/api/friends/blocked', { userId: c.id });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id: c.id, blockedAt: expect.any(String) as unknown });
    expect(await friendIds(a)).toEqual([]);
    expect(await friendIds(c)).toEqual([]);
    expect((await call(a, 'GET', '/api/friends/blocked')).json()).toMatchObject([{ id: c.id }]);
    expect((await ask(c, a)).statusCode).toBe(403);
    expect((await call(a, 'DELETE', `/api/friends/blocked/${c.id}`)).json()).toEqual({ ok: true });
    expect((await call(a, 'GET', '/api/friends/blocked')).json()).toEqual([]);
    expect((await ask(c, a)).statusCode).toBe(200);
    expect((await call(a, 'GET', '/api/social/stats')).json()).toMatchObject({ friends: 0, socialLevel: 0 });
  });

  it(`limits friend writes to ${FRIEND_WRITES_PER_MINUTE} a minute per player`, async () => {
    const a = await player();
    const responses = [];
    for (let i = 0; i <= FRIEND_WRITES_PER_MINUTE; i++)
      responses.push(await answer(a, '999999999', 'cancel'));
    expect(responses.slice(0, FRIEND_WRITES_PER_MINUTE).map((r) => r.statusCode)).toEqual(
      Array.from({ length: FRIEND_WRITES_PER_MINUTE }, () => 404),
    );
    const limited = responses[FRIEND_WRITES_PER_MINUTE];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json()).toMatchObject({ error: 'rate_limited' });
    // Another player is not held back, and reading is not limited.
    expect((await call(a, 'GET', '/api/friends')).statusCode).toBe(200);
    expect((await answer(await player(), '999999999', 'cancel')).statusCode).toBe(404);
  });

  it('two players asking each other at once become friends once', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await player(), await player()];
      const responses = await Promise.all([ask(a, b), ask(b, a)]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(responses.map((r) => r.json<{ status: string }>().status).sort()).toEqual([
        'accepted',
        'pending',
      ]);
      expect(await friendIds(a)).toEqual([b.id]);
      expect(await friendIds(b)).toEqual([a.id]);
      expect((await call(a, 'GET', '/api/social/stats')).json()).toMatchObject({ friends: 1 });
      expect((await call(b, 'GET', '/api/social/stats')).json()).toMatchObject({ friends: 1 });
    }
  });

  it('two accepts of one request at once: one 200, one 409, one friendship', async () => {
    const [a, b] = [await player(), await player()];
    const sent = (await ask(a, b)).json<{ id: string }>();
    const responses = await Promise.all([answer(b, sent.id, 'accept'), answer(b, sent.id, 'accept')]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await friendIds(b)).toEqual([a.id]);
    expect((await call(a, 'GET', '/api/social/stats')).json()).toMatchObject({ friends: 1, socialLevel: 1 });
    expect(a.heard.filter((n) => n.type === 'friend-added')).toHaveLength(1);
  });
});
