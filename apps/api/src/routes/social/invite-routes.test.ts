import type { Readable } from 'node:stream';
import {
  ActiveRoomList,
  FriendInviteResponse,
  GAME_INVITE_TTL_MS,
  GameInvite,
  GameInviteList,
  LiveNotification,
  type PlayerWhereabouts,
} from '@casino/contracts';
import { MAX_PENDING_INVITES_PER_FRIEND, MemoryHashStore, PlayerPresence } from '@casino/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';
import { GAME_INVITES_PER_MINUTE } from './invite-routes.js';

// Game invites, active rooms and the live channel over a seeded database. Presence is one shared
// hash store: the api's live channels write to it, and `rooms` stands for a rooms process recording
// its table connections with whereabouts (as apps/rooms does over the same store).
let now = new Date('2026-11-25T12:00:00Z');
const clock = () => now;
const store = new MemoryHashStore();
let api: TestApi;
let rooms: PlayerPresence;
beforeAll(async () => {
  api = await createTestApi({ clock, presenceStore: store });
  rooms = new PlayerPresence(store, api.t.db, clock);
});
afterAll(() => api.close());

type Player = { cookie: string; id: string };
const newPlayer = async (): Promise<Player> => {
  const cookie = sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
  const user = (await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
    id: string;
  }>();
  return { cookie, id: user.id };
};
const befriend = async (a: Player, b: Player) => {
  await api.t.db
    .insertInto('friendships')
    .values([
      { user_id: a.id, friend_id: b.id },
      { user_id: b.id, friend_id: a.id },
    ])
    .execute();
};
const get = (player: Player | null, url: string) =>
  api.app.inject({ method: 'GET', url, headers: player ? { cookie: player.cookie } : {} });
const post = (player: Player | null, url: string, payload: object = {}) =>
  api.app.inject({ method: 'POST', url, headers: player ? { cookie: player.cookie } : {}, payload });

/** An open live channel: its events as they come, and a way to hang up (the client going away). */
interface Channel {
  res: LightMyRequestResponse;
  events: LiveNotification[];
  text: () => string;
  next: (type: LiveNotification['type']) => Promise<LiveNotification>;
  hangUp: () => void;
}
async function openChannel(player: Player, headers: Record<string, string> = {}): Promise<Channel> {
  const res = await api.app.inject({
    method: 'GET',
    url: '/api/live',
    headers: { cookie: player.cookie, ...headers },
    payloadAsStream: true,
  });
  const stream: Readable = res.stream();
  let raw = '';
  const events: LiveNotification[] = [];
  const waiting: Array<() => void> = [];
  stream.on('data', (chunk: Buffer) => {
    raw += chunk.toString();
    for (const block of chunk.toString().split('\n\n'))
      for (const line of block.split('\n'))
        if (line.startsWith('data: ')) events.push(LiveNotification.parse(JSON.parse(line.slice(6))));
    for (const wake of waiting.splice(0)) wake();
  });
  stream.on('error', () => undefined);
  const next = async (type: LiveNotification['type']) => {
    for (let i = 0; i < 100; i++) {
      const index = events.findIndex((e) => e.type === type);
      if (index >= 0) return events.splice(index, 1)[0] as LiveNotification;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 20);
      });
    }
    throw new Error(`no ${type} event; got ${raw}`);
  };
  // Presence is written right after the headers: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 30));
  return { res, events, text: () => raw, next, hangUp: () => res.raw.res.destroy() };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const onlineOf = async (id: string) => (await rooms.statusOf([id])).get(id)?.isOnline ?? false;

const tableWhere = (tableId: number): PlayerWhereabouts => ({
  kind: 'live-table',
  name: 'European Roulette',
  route: `/live-casino/${tableId}`,
  roomCode: null,
});

describe(`social live channel and game invites api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    ['GET', '/api/live'],
    ['POST', '/api/friends/invite'],
    ['GET', '/api/friends/invites'],
    ['POST', '/api/friends/invites/1/accept'],
    ['POST', '/api/friends/invites/1/decline'],
    ['POST', '/api/friends/invites/1/cancel'],
    ['GET', '/api/social/active-rooms'],
  ])('%s %s refuses a signed-out caller at once with a JSON 401', async (method, url) => {
    const res = await api.app.inject({
      method: method as 'GET',
      url,
      ...(url === '/api/friends/invite' ? { payload: { friendId: 'x', gameType: 'poker' } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('the live channel is an uncompressed event stream that marks the player online while it is open', async () => {
    const [player, friend] = [await newPlayer(), await newPlayer()];
    await befriend(player, friend);
    const friendChannel = await openChannel(friend);
    const channel = await openChannel(player, { 'accept-encoding': 'br, gzip' });
    expect(channel.res.statusCode).toBe(200);
    expect(channel.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(channel.res.headers['content-encoding']).toBeUndefined();
    expect(channel.res.headers['x-accel-buffering']).toBe('no');
    expect(channel.text()).toContain(': connected');
    expect(await onlineOf(player.id)).toBe(true);
    expect(await friendChannel.next('friend-presence')).toEqual({
      type: 'friend-presence',
      userId: player.id,
      isOnline: true,
    });

    now = new Date(now.getTime() + 1_000);
    channel.hangUp();
    await settle();
    expect(await onlineOf(player.id)).toBe(false);
    expect(await friendChannel.next('friend-presence')).toEqual({
      type: 'friend-presence',
      userId: player.id,
      isOnline: false,
    });
    const seen = await api.t.db
      .selectFrom('users')
      .select('last_seen_at')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(seen.last_seen_at?.toISOString()).toBe(now.toISOString());
    friendChannel.hangUp();
  });

  it('a second connection keeps the player online; friends hear only the first and the last', async () => {
    const [player, friend] = [await newPlayer(), await newPlayer()];
    await befriend(player, friend);
    const friendChannel = await openChannel(friend);
    const first = await openChannel(player);
    const second = await openChannel(player);
    first.hangUp();
    await settle();
    expect(await onlineOf(player.id)).toBe(true);
    second.hangUp();
    await settle();
    expect(await onlineOf(player.id)).toBe(false);
    const changes = friendChannel.events.filter((e) => e.type === 'friend-presence');
    expect(changes.map((e) => e.type === 'friend-presence' && e.isOnline)).toEqual([true, false]);
    friendChannel.hangUp();
  });

  it("logging out closes that session's live channel and only that one", async () => {
    const player = await newPlayer();
    const other = await post(null, '/api/auth/guest');
    const otherPlayer = { cookie: sessionCookie(other), id: '' };
    const mine = await openChannel(player);
    const theirs = await openChannel(otherPlayer);
    let ended = false;
    mine.res.stream().on('end', () => (ended = true));
    expect((await post(player, '/api/logout')).statusCode).toBe(200);
    await settle();
    expect(ended).toBe(true);
    expect(await onlineOf(player.id)).toBe(false);
    expect(theirs.res.raw.res.writableEnded).toBe(false);
    theirs.hangUp();
  });

  describe('POST /api/friends/invite', () => {
    it('opens a private live table with the bet as its minimum and tells the friend at once', async () => {
      const [player, friend] = [await newPlayer(), await newPlayer()];
      await befriend(player, friend);
      const channel = await openChannel(friend);
      const res = await post(player, '/api/friends/invite', {
        friendId: friend.id,
        gameType: 'blackjack',
        betAmount: '25.00',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = FriendInviteResponse.parse(res.json());
      expect(body.roomCode).toBe(body.invite.roomCode);
      expect(body.invite).toMatchObject({
        gameType: 'blackjack',
        betAmount: '25.00',
        status: 'pending',
        from: { id: player.id },
        to: { id: friend.id },
        expiresAt: new Date(now.getTime() + GAME_INVITE_TTL_MS).toISOString(),
      });
      const table = await api.t.db
        .selectFrom('live_tables')
        .selectAll()
        .where('room_code', '=', body.roomCode)
        .executeTakeFirstOrThrow();
      expect(table).toMatchObject({ game_key: 'live-blackjack', created_by: player.id, min_bet: 2500n });
      expect(body.invite.route).toBe(`/live-casino/${table.id}`);
      expect(await channel.next('game-invite')).toEqual({ type: 'game-invite', invite: body.invite });
      // The code opens the table without accepting.
      expect((await get(friend, `/api/live-tables/code/${body.roomCode}`)).json()).toMatchObject({
        id: table.id,
      });
      channel.hangUp();
    });

    it('poker opens a private heads-up table with the bet as its big blind', async () => {
      const [player, friend] = [await newPlayer(), await newPlayer()];
      await befriend(player, friend);
      const channel = await openChannel(friend);
      const res = await post(player, '/api/friends/invite', {
        friendId: friend.id,
        gameType: 'poker',
        betAmount: '10.00',
      });
      expect(res.statusCode, res.body).toBe(200);
      const { invite } = FriendInviteResponse.parse(res.json());
      const table = await api.t.db
        .selectFrom('poker_tables')
        .selectAll()
        .where('room_code', '=', invite.roomCode)
        .executeTakeFirstOrThrow();
      expect(table).toMatchObject({
        max_players: 2,
        big_blind: 1000n,
        small_blind: 500n,
        created_by: player.id,
      });
      expect(invite.route).toBe(`/poker?table=${table.id}`);
      channel.hangUp();
    });

    it('the bet defaults to the spec 50', async () => {
      const [player, friend] = [await newPlayer(), await newPlayer()];
      await befriend(player, friend);
      const channel = await openChannel(friend);
      const res = await post(player, '/api/friends/invite', { friendId: friend.id, gameType: 'roulette' });
      expect(res.statusCode, res.body).toBe(200);
      expect(FriendInviteResponse.parse(res.json()).invite.betAmount).toBe('50.00');
      channel.hangUp();
    });

    type Refusal = {
      name: string;
      setup: (player: Player, friend: Player) => Promise<void>;
      body: (friend: Player, player: Player) => object;
      status: number;
      message: RegExp;
    };
    const online = async (_p: Player, friend: Player) => {
      await rooms.connected(friend.id, `refusal:${friend.id}`, null);
    };
    const friendsOnline = async (player: Player, friend: Player) => {
      await befriend(player, friend);
      await online(player, friend);
    };
    const refusals: Refusal[] = [
      {
        name: 'not a friend',
        setup: online,
        body: (f) => ({ friendId: f.id, gameType: 'poker' }),
        status: 404,
        message: /only invite your friends/,
      },
      {
        name: 'a friend who is offline (the spec disables Invite)',
        setup: befriend,
        body: (f) => ({ friendId: f.id, gameType: 'poker' }),
        status: 409,
        message: /offline/,
      },
      {
        name: 'a friend who blocked the caller',
        setup: async (p, f) => {
          await friendsOnline(p, f);
          await api.t.db
            .insertInto('player_blocks')
            .values({ user_id: f.id, blocked_user_id: p.id })
            .execute();
        },
        body: (f) => ({ friendId: f.id, gameType: 'roulette' }),
        status: 403,
        message: /cannot invite/,
      },
      {
        name: 'oneself',
        setup: () => Promise.resolve(),
        body: (_f, p) => ({ friendId: p.id, gameType: 'poker' }),
        status: 400,
        message: /friendId/,
      },
      {
        name: 'a live bet above the game limits (names them)',
        setup: friendsOnline,
        body: (f) => ({ friendId: f.id, gameType: 'blackjack', betAmount: '1000000.00' }),
        status: 400,
        message: /tables take bets from \d/,
      },
      {
        name: 'a big blind below the hold’em limits (names them)',
        setup: friendsOnline,
        body: (f) => ({ friendId: f.id, gameType: 'poker', betAmount: '0.01' }),
        status: 400,
        message: /big blind is \d/,
      },
      {
        name: 'an unknown game',
        setup: friendsOnline,
        body: (f) => ({ friendId: f.id, gameType: 'slots' }),
        status: 400,
        message: /gameType/,
      },
      {
        name: 'a negative bet',
        setup: friendsOnline,
        body: (f) => ({ friendId: f.id, gameType: 'poker', betAmount: '-5' }),
        status: 400,
        message: /betAmount/,
      },
    ];
    it.each(refusals)('refuses $name and records nothing', async ({ setup, body, status, message }) => {
      const [player, friend] = [await newPlayer(), await newPlayer()];
      await setup(player, friend);
      const res = await post(player, '/api/friends/invite', body(friend, player));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(message);
      const invites = await api.t.db
        .selectFrom('game_invites')
        .select('id')
        .where('from_user_id', '=', player.id)
        .execute();
      expect(invites).toEqual([]);
      const tables = await api.t.db
        .selectFrom('live_tables')
        .select('id')
        .where('created_by', '=', player.id)
        .execute();
      expect(tables).toEqual([]);
    });

    it(`a player sends at most ${GAME_INVITES_PER_MINUTE} invites a minute`, async () => {
      const [player, stranger] = [await newPlayer(), await newPlayer()];
      const statuses: number[] = [];
      for (let i = 0; i <= GAME_INVITES_PER_MINUTE; i++)
        statuses.push(
          (await post(player, '/api/friends/invite', { friendId: stranger.id, gameType: 'poker' }))
            .statusCode,
        );
      expect(statuses).toEqual([...Array<number>(GAME_INVITES_PER_MINUTE).fill(404), 429]);
      // Another player is not held back by it.
      const other = await newPlayer();
      expect(
        (await post(other, '/api/friends/invite', { friendId: stranger.id, gameType: 'poker' })).statusCode,
      ).toBe(404);
    });

    it(`two invites at once cannot pass the cap of ${MAX_PENDING_INVITES_PER_FRIEND} pending ones to a friend`, async () => {
      const [player, friend] = [await newPlayer(), await newPlayer()];
      await friendsOnline(player, friend);
      const send = (gameType: string) =>
        post(player, '/api/friends/invite', { friendId: friend.id, gameType, betAmount: '30.00' });
      // Three live tables (the most a player may have open) and one poker table: four pending.
      for (const gameType of ['blackjack', 'roulette', 'baccarat', 'poker']) {
        const res = await send(gameType);
        expect(res.statusCode, res.body).toBe(200);
      }
      const [a, b] = await Promise.all([send('poker'), send('poker')]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const refused = a.statusCode === 409 ? a : b;
      expect(refused.json<{ message: string }>().message).toMatch(/5 invitations waiting/);
      const pending = await api.t.db
        .selectFrom('game_invites')
        .select('id')
        .where('from_user_id', '=', player.id)
        .where('status', '=', 'pending')
        .execute();
      expect(pending).toHaveLength(MAX_PENDING_INVITES_PER_FRIEND);
      const pokerTables = await api.t.db
        .selectFrom('poker_tables')
        .select('id')
        .where('created_by', '=', player.id)
        .execute();
      expect(pokerTables).toHaveLength(2);
    });
  });

  describe('answering invites', () => {
    const invited = async () => {
      const [player, friend, stranger] = [await newPlayer(), await newPlayer(), await newPlayer()];
      await befriend(player, friend);
      await rooms.connected(friend.id, `answer:${friend.id}`, null);
      const res = await post(player, '/api/friends/invite', { friendId: friend.id, gameType: 'poker' });
      expect(res.statusCode, res.body).toBe(200);
      return { player, friend, stranger, invite: FriendInviteResponse.parse(res.json()).invite };
    };

    it('the recipient accepts: the answer carries the code and route, the sender is told', async () => {
      const { player, friend, invite } = await invited();
      const senderChannel = await openChannel(player);
      const res = await post(friend, `/api/friends/invites/${invite.id}/accept`);
      expect(res.statusCode, res.body).toBe(200);
      const accepted = GameInvite.parse(res.json());
      expect(accepted).toMatchObject({ status: 'accepted', roomCode: invite.roomCode, route: invite.route });
      expect(await senderChannel.next('game-invite-updated')).toEqual({
        type: 'game-invite-updated',
        invite: accepted,
      });
      senderChannel.hangUp();
    });

    type Case = {
      name: string;
      who: 'player' | 'friend' | 'stranger';
      first?: { who: 'player' | 'friend'; answer: string };
      later?: number;
      answer: string;
      status: number;
      after: string;
    };
    const cases: Case[] = [
      { name: 'the recipient declines', who: 'friend', answer: 'decline', status: 200, after: 'declined' },
      { name: 'the sender cancels', who: 'player', answer: 'cancel', status: 200, after: 'cancelled' },
      { name: 'the sender cannot accept', who: 'player', answer: 'accept', status: 403, after: 'pending' },
      { name: 'the recipient cannot cancel', who: 'friend', answer: 'cancel', status: 403, after: 'pending' },
      {
        name: 'a stranger does not find it',
        who: 'stranger',
        answer: 'decline',
        status: 404,
        after: 'pending',
      },
      {
        name: 'an invite answered already',
        who: 'friend',
        first: { who: 'player', answer: 'cancel' },
        answer: 'accept',
        status: 409,
        after: 'cancelled',
      },
      {
        name: 'an expired invite',
        who: 'friend',
        later: GAME_INVITE_TTL_MS,
        answer: 'accept',
        status: 409,
        after: 'expired',
      },
    ];
    it.each(cases)('$name', async ({ who, first, later, answer, status, after }) => {
      const parties = await invited();
      if (first) await post(parties[first.who], `/api/friends/invites/${parties.invite.id}/${first.answer}`);
      const start = now;
      if (later) now = new Date(now.getTime() + later);
      try {
        const res = await post(parties[who], `/api/friends/invites/${parties.invite.id}/${answer}`);
        expect(res.statusCode, res.body).toBe(status);
        const list = GameInviteList.parse((await get(parties.player, '/api/friends/invites')).json());
        expect(list.sent.find((i) => i.id === parties.invite.id)?.status).toBe(after);
      } finally {
        now = start;
      }
    });

    it('an unknown or malformed invite id', async () => {
      const player = await newPlayer();
      expect((await post(player, '/api/friends/invites/999999999/accept')).statusCode).toBe(404);
      expect((await post(player, '/api/friends/invites/abc/accept')).statusCode).toBe(400);
    });

    it('two accepts at once: one wins', async () => {
      const { friend, invite } = await invited();
      const answers = await Promise.all([
        post(friend, `/api/friends/invites/${invite.id}/accept`),
        post(friend, `/api/friends/invites/${invite.id}/decline`),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });
  });

  it('GET /api/friends/invites lists received and sent, newest first, within 30 days', async () => {
    const [player, friend] = [await newPlayer(), await newPlayer()];
    await befriend(player, friend);
    await rooms.connected(friend.id, `list:${friend.id}`, null);
    await rooms.connected(player.id, `list:${player.id}`, null);
    const start = now;
    try {
      now = new Date(start.getTime() - 31 * 86_400_000);
      await post(player, '/api/friends/invite', { friendId: friend.id, gameType: 'poker' });
      now = new Date(start.getTime() - 60_000);
      await post(player, '/api/friends/invite', { friendId: friend.id, gameType: 'roulette' });
      now = start;
      await post(friend, '/api/friends/invite', { friendId: player.id, gameType: 'baccarat' });
      const list = GameInviteList.parse((await get(player, '/api/friends/invites')).json());
      expect(list.sent.map((i) => i.gameType)).toEqual(['roulette']);
      expect(list.received.map((i) => [i.gameType, i.from.id])).toEqual([['baccarat', friend.id]]);
      expect(JSON.stringify(list)).not.toContain('@');
    } finally {
      now = start;
    }
  });

  it('GET /api/social/active-rooms groups the online friends by the room they are in', async () => {
    const [me, ann, bob, cid, stranger] = [
      await newPlayer(),
      await newPlayer(),
      await newPlayer(),
      await newPlayer(),
      await newPlayer(),
    ];
    for (const friend of [ann, bob, cid]) await befriend(me, friend);
    await rooms.connected(ann.id, `rooms:${ann.id}`, tableWhere(1));
    await rooms.connected(bob.id, `rooms:${bob.id}`, tableWhere(1));
    const poker: PlayerWhereabouts = {
      kind: 'poker-table',
      name: 'Private table K7Q2MX',
      route: '/poker?table=9',
      roomCode: 'K7Q2MX',
    };
    await rooms.connected(cid.id, `rooms:${cid.id}`, poker);
    await rooms.connected(stranger.id, `rooms:${stranger.id}`, tableWhere(2));
    const res = await get(me, '/api/social/active-rooms');
    expect(res.statusCode).toBe(200);
    const list = ActiveRoomList.parse(res.json());
    expect(list.map((r) => [r.route, r.friends.map((f) => f.id).sort()])).toEqual([
      ['/live-casino/1', [ann.id, bob.id].sort()],
      ['/poker?table=9', [cid.id]],
    ]);
    await rooms.disconnected(`rooms:${cid.id}`);
    const after = ActiveRoomList.parse((await get(me, '/api/social/active-rooms')).json());
    expect(after.map((r) => r.route)).toEqual(['/live-casino/1']);
    // A friend online only on the live channel is in no room.
    expect(ActiveRoomList.parse((await get(stranger, '/api/social/active-rooms')).json())).toEqual([]);
  });
});
