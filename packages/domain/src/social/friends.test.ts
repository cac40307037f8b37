import { FRIEND_REQUESTS_PER_DAY, MAX_FRIENDS } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, refusalOf } from '../../test/challenge-fixtures.js';
import {
  ALREADY_FRIENDS_MESSAGE,
  ALREADY_REQUESTED_MESSAGE,
  answerFriendRequest,
  BLOCKED_MESSAGE,
  DAILY_REQUEST_LIMIT_MESSAGE,
  listFriendRequests,
  NOT_PENDING_MESSAGE,
  ONLY_RECIPIENT_MESSAGE,
  ONLY_SENDER_MESSAGE,
  PLAYER_NOT_FOUND_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  SELF_REQUEST_MESSAGE,
  sendFriendRequest,
} from './friend-requests.js';
import {
  FRIEND_LIMIT_MESSAGE,
  listFriends,
  NOT_FRIENDS_MESSAGE,
  removeFriend,
  THEIR_FRIEND_LIMIT_MESSAGE,
} from './friendships.js';
import { blockPlayer, listBlockedPlayers, NOT_BLOCKED_MESSAGE, unblockPlayer } from './player-blocks.js';
import { searchPlayers } from './player-search.js';
import { MemoryHashStore, PlayerPresence } from './presence.js';
import { updateSocialLevel } from './social-level.js';
import { socialStats } from './social-stats.js';

// Friends (issue 17) on PGlite, and on real PostgreSQL when TEST_DATABASE_URL is set: the races
// then run on separate connections at once.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const now = () => new Date();
let named = 0;
/** A player with a name unique to this run ("Quinn<tag> Smith<tag>"), so searches see only theirs. */
async function player(first = 'Quinn', last = 'Smith'): Promise<string> {
  const id = await newPlayer(t.db);
  named += 1;
  await t.db
    .updateTable('users')
    .set({ first_name: `${first}${named}x`, last_name: `${last}${named}x` })
    .where('id', '=', id)
    .execute();
  return id;
}

const userRow = (id: string) =>
  t.db
    .selectFrom('users')
    .select(['friends_count', 'social_level'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const friendshipRows = (a: string, b: string) =>
  t.db
    .selectFrom('friendships')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('friend_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('friend_id', '=', a)]),
      ]),
    )
    .execute();
const newFriendItems = (id: string) =>
  t.db
    .selectFrom('social_feed_items')
    .select('payload')
    .where('user_id', '=', id)
    .where('kind', '=', 'new_friend')
    .execute();

async function friends(a: string, b: string): Promise<void> {
  const sent = await sendFriendRequest(t.db, a, b, now());
  await answerFriendRequest(t.db, b, sent.request.id, 'accept', now());
}

describe(`friend requests on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('send then accept: two rows, both counts and levels, a new_friend item each side', async () => {
    const [a, b] = [await player(), await player()];
    const sent = await sendFriendRequest(t.db, a, b, now());
    expect(sent.kind).toBe('requested');
    expect(sent.request).toMatchObject({ status: 'pending', from: { id: a }, to: { id: b } });
    expect(await listFriendRequests(t.db, b)).toMatchObject({
      incoming: [{ id: sent.request.id }],
      outgoing: [],
    });
    expect(await listFriendRequests(t.db, a)).toMatchObject({
      incoming: [],
      outgoing: [{ id: sent.request.id }],
    });

    const accepted = await answerFriendRequest(t.db, b, sent.request.id, 'accept', now());
    expect(accepted.status).toBe('accepted');
    expect(await friendshipRows(a, b)).toHaveLength(2);
    expect(await userRow(a)).toEqual({ friends_count: 1, social_level: 1 });
    expect(await userRow(b)).toEqual({ friends_count: 1, social_level: 1 });
    expect((await newFriendItems(a)).map((row) => row.payload)).toEqual([{ friendId: b }]);
    expect((await newFriendItems(b)).map((row) => row.payload)).toEqual([{ friendId: a }]);
    expect(await listFriendRequests(t.db, b)).toEqual({ incoming: [], outgoing: [] });
  });

  it('asking back accepts their pending request', async () => {
    const [a, b] = [await player(), await player()];
    const first = await sendFriendRequest(t.db, a, b, now());
    const back = await sendFriendRequest(t.db, b, a, now());
    expect(back).toMatchObject({ kind: 'accepted', request: { id: first.request.id, status: 'accepted' } });
    expect(await friendshipRows(a, b)).toHaveLength(2);
  });

  it('decline and cancel end a request without a friendship', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const declined = await sendFriendRequest(t.db, a, b, now());
    expect((await answerFriendRequest(t.db, b, declined.request.id, 'decline', now())).status).toBe(
      'declined',
    );
    const cancelled = await sendFriendRequest(t.db, a, c, now());
    expect((await answerFriendRequest(t.db, a, cancelled.request.id, 'cancel', now())).status).toBe(
      'cancelled',
    );
    expect(await friendshipRows(a, b)).toHaveLength(0);
    expect(await userRow(a)).toMatchObject({ friends_count: 0 });
    // A declined request may be sent again.
    expect((await sendFriendRequest(t.db, a, b, now())).kind).toBe('requested');
  });

  it.each([
    {
      name: 'to oneself',
      setup: (a: string) => Promise.resolve(() => sendFriendRequest(t.db, a, a, now())),
      refusal: { code: 'validation_error', message: SELF_REQUEST_MESSAGE },
    },
    {
      name: 'to a player who does not exist',
      setup: (a: string) => Promise.resolve(() => sendFriendRequest(t.db, a, 'no-such-player', now())),
      refusal: { code: 'not_found', message: PLAYER_NOT_FOUND_MESSAGE },
    },
    {
      name: 'to a suspended player',
      setup: async (a: string) => {
        const b = await player();
        await t.db.updateTable('users').set({ suspended_at: now() }).where('id', '=', b).execute();
        return () => sendFriendRequest(t.db, a, b, now());
      },
      refusal: { code: 'not_found', message: PLAYER_NOT_FOUND_MESSAGE },
    },
    {
      name: 'to a friend',
      setup: async (a: string) => {
        const b = await player();
        await friends(a, b);
        return () => sendFriendRequest(t.db, a, b, now());
      },
      refusal: { code: 'conflict', message: ALREADY_FRIENDS_MESSAGE },
    },
    {
      name: 'twice',
      setup: async (a: string) => {
        const b = await player();
        await sendFriendRequest(t.db, a, b, now());
        return () => sendFriendRequest(t.db, a, b, now());
      },
      refusal: { code: 'conflict', message: ALREADY_REQUESTED_MESSAGE },
    },
    {
      name: 'to a player one blocked',
      setup: async (a: string) => {
        const b = await player();
        await blockPlayer(t.db, a, b, now());
        return () => sendFriendRequest(t.db, a, b, now());
      },
      refusal: { code: 'forbidden', message: BLOCKED_MESSAGE },
    },
    {
      name: 'to a player who blocked one',
      setup: async (a: string) => {
        const b = await player();
        await blockPlayer(t.db, b, a, now());
        return () => sendFriendRequest(t.db, a, b, now());
      },
      refusal: { code: 'forbidden', message: BLOCKED_MESSAGE },
    },
    {
      name: 'accepting a request one sent',
      setup: async (a: string) => {
        const sent = await sendFriendRequest(t.db, a, await player(), now());
        return () => answerFriendRequest(t.db, a, sent.request.id, 'accept', now());
      },
      refusal: { code: 'forbidden', message: ONLY_RECIPIENT_MESSAGE },
    },
    {
      name: 'declining a request one sent',
      setup: async (a: string) => {
        const sent = await sendFriendRequest(t.db, a, await player(), now());
        return () => answerFriendRequest(t.db, a, sent.request.id, 'decline', now());
      },
      refusal: { code: 'forbidden', message: ONLY_RECIPIENT_MESSAGE },
    },
    {
      name: 'cancelling a request one received',
      setup: async (a: string) => {
        const sent = await sendFriendRequest(t.db, await player(), a, now());
        return () => answerFriendRequest(t.db, a, sent.request.id, 'cancel', now());
      },
      refusal: { code: 'forbidden', message: ONLY_SENDER_MESSAGE },
    },
    {
      name: "answering other players' request",
      setup: async (a: string) => {
        const sent = await sendFriendRequest(t.db, await player(), await player(), now());
        return () => answerFriendRequest(t.db, a, sent.request.id, 'accept', now());
      },
      refusal: { code: 'not_found', message: REQUEST_NOT_FOUND_MESSAGE },
    },
    {
      name: 'accepting a cancelled request',
      setup: async (a: string) => {
        const b = await player();
        const sent = await sendFriendRequest(t.db, b, a, now());
        await answerFriendRequest(t.db, b, sent.request.id, 'cancel', now());
        return () => answerFriendRequest(t.db, a, sent.request.id, 'accept', now());
      },
      refusal: { code: 'conflict', message: NOT_PENDING_MESSAGE },
    },
    {
      name: 'answering a request that does not exist',
      setup: (a: string) => Promise.resolve(() => answerFriendRequest(t.db, a, '999999999', 'accept', now())),
      refusal: { code: 'not_found', message: REQUEST_NOT_FOUND_MESSAGE },
    },
    {
      name: 'removing a player who is not a friend',
      setup: async (a: string) => {
        const b = await player();
        return () => removeFriend(t.db, a, b, now());
      },
      refusal: { code: 'not_found', message: NOT_FRIENDS_MESSAGE },
    },
    {
      name: 'unblocking a player one never blocked',
      setup: async (a: string) => {
        const b = await player();
        return () => unblockPlayer(t.db, a, b);
      },
      refusal: { code: 'not_found', message: NOT_BLOCKED_MESSAGE },
    },
  ])('refuses $name, and changes nothing', async ({ setup, refusal }) => {
    const a = await player();
    const attempt = await setup(a);
    const before = await listFriendRequests(t.db, a);
    const beforeUser = await userRow(a);
    expect(await refusalOf(attempt())).toEqual(refusal);
    expect(await listFriendRequests(t.db, a)).toEqual(before);
    expect(await userRow(a)).toEqual(beforeUser);
  });

  it(`refuses the ${FRIEND_REQUESTS_PER_DAY + 1}st request within a day, and accepts again a day later`, async () => {
    const a = await player();
    const start = new Date('2031-03-01T12:00:00Z');
    const others = await Promise.all(
      Array.from({ length: FRIEND_REQUESTS_PER_DAY + 1 }, () => newPlayer(t.db)),
    );
    for (const other of others.slice(0, FRIEND_REQUESTS_PER_DAY))
      await sendFriendRequest(t.db, a, other, start);
    const last = others[FRIEND_REQUESTS_PER_DAY] as string;
    expect(await refusalOf(sendFriendRequest(t.db, a, last, new Date(start.getTime() + 3_600_000)))).toEqual({
      code: 'rate_limited',
      message: DAILY_REQUEST_LIMIT_MESSAGE,
    });
    const nextDay = new Date(start.getTime() + 86_400_001);
    expect((await sendFriendRequest(t.db, a, last, nextDay)).kind).toBe('requested');
  });

  it(`refuses a friendship past ${MAX_FRIENDS} friends, on either side`, async () => {
    const [full, b, c] = [await player(), await player(), await player()];
    await t.db.updateTable('users').set({ friends_count: MAX_FRIENDS }).where('id', '=', full).execute();
    expect(await refusalOf(sendFriendRequest(t.db, full, b, now()))).toEqual({
      code: 'conflict',
      message: FRIEND_LIMIT_MESSAGE,
    });
    expect(await refusalOf(sendFriendRequest(t.db, b, full, now()))).toEqual({
      code: 'conflict',
      message: THEIR_FRIEND_LIMIT_MESSAGE,
    });
    // A request sent before the other filled up is refused at accept.
    const sent = await sendFriendRequest(t.db, c, b, now());
    await t.db.updateTable('users').set({ friends_count: MAX_FRIENDS }).where('id', '=', c).execute();
    expect(await refusalOf(answerFriendRequest(t.db, b, sent.request.id, 'accept', now()))).toEqual({
      code: 'conflict',
      message: THEIR_FRIEND_LIMIT_MESSAGE,
    });
  });

  it('two players asking each other at the same instant end with one friendship', async () => {
    for (let round = 0; round < 8; round++) {
      const [a, b] = [await player(), await player()];
      const outcomes = await Promise.all([
        sendFriendRequest(t.db, a, b, now()),
        sendFriendRequest(t.db, b, a, now()),
      ]);
      expect(outcomes.map((o) => o.kind).sort()).toEqual(['accepted', 'requested']);
      expect(await friendshipRows(a, b)).toHaveLength(2);
      expect(await userRow(a)).toMatchObject({ friends_count: 1 });
      expect(await userRow(b)).toMatchObject({ friends_count: 1 });
      const requests = await t.db
        .selectFrom('friend_requests')
        .select('status')
        .where((eb) => eb.or([eb('from_user_id', '=', a), eb('to_user_id', '=', a)]))
        .execute();
      expect(requests).toEqual([{ status: 'accepted' }]);
    }
  });

  it('ten accepts of one request at once: one wins, the rest are told it is no longer pending', async () => {
    const [a, b] = [await player(), await player()];
    const sent = await sendFriendRequest(t.db, a, b, now());
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        refusalOf(answerFriendRequest(t.db, b, sent.request.id, 'accept', now())),
      ),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'resolved')).toEqual(
      Array.from({ length: 9 }, () => ({ code: 'conflict', message: NOT_PENDING_MESSAGE })),
    );
    expect(await friendshipRows(a, b)).toHaveLength(2);
    expect(await userRow(a)).toMatchObject({ friends_count: 1 });
    expect(await newFriendItems(b)).toHaveLength(1);
  });

  it('accept against cancel: exactly one wins', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = [await player(), await player()];
      const sent = await sendFriendRequest(t.db, a, b, now());
      const [accepted, cancelled] = await Promise.all([
        refusalOf(answerFriendRequest(t.db, b, sent.request.id, 'accept', now())),
        refusalOf(answerFriendRequest(t.db, a, sent.request.id, 'cancel', now())),
      ]);
      expect([accepted, cancelled].filter((o) => o === 'resolved')).toHaveLength(1);
      expect(await friendshipRows(a, b)).toHaveLength(accepted === 'resolved' ? 2 : 0);
    }
  });

  it('accepts racing the counters of both players (the feed projection) neither deadlock nor lose a count', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = [await player(), await player()];
      const sent = await sendFriendRequest(t.db, a, b, now());
      const count = (id: string, delta: { roundsPlayed?: number; shares?: number }) =>
        t.db.transaction().execute((trx) => updateSocialLevel(trx, id, delta, now()));
      await Promise.all([
        count(a, { roundsPlayed: 100 }),
        answerFriendRequest(t.db, b, sent.request.id, 'accept', now()),
        count(b, { shares: 5 }),
        count(a, { roundsPlayed: 100 }),
      ]);
      // a: 200 rounds (10 points) + 1 friend (5) = level 3; b: 5 shares (10) + 1 friend (5) = level 3.
      expect(await userRow(a)).toEqual({ friends_count: 1, social_level: 3 });
      expect(await userRow(b)).toEqual({ friends_count: 1, social_level: 3 });
    }
  });
});

describe('removing and blocking', () => {
  it('removing a friend takes both rows, both counts and the level back', async () => {
    const [a, b] = [await player(), await player()];
    await friends(a, b);
    await removeFriend(t.db, b, a, now());
    expect(await friendshipRows(a, b)).toHaveLength(0);
    expect(await userRow(a)).toEqual({ friends_count: 0, social_level: 0 });
    expect(await userRow(b)).toEqual({ friends_count: 0, social_level: 0 });
    // Friends again after.
    await friends(b, a);
    expect(await userRow(a)).toEqual({ friends_count: 1, social_level: 1 });
  });

  it('blocking ends the friendship and pending requests; unblocking lets them ask again', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    await friends(a, b);
    await sendFriendRequest(t.db, c, a, now());
    const blocked = await blockPlayer(t.db, a, b, now());
    expect(blocked).toMatchObject({ id: b });
    await blockPlayer(t.db, a, c, now());
    expect(await blockPlayer(t.db, a, c, now())).toMatchObject({ id: c });
    expect(await friendshipRows(a, b)).toHaveLength(0);
    expect(await userRow(a)).toMatchObject({ friends_count: 0 });
    expect(await userRow(b)).toMatchObject({ friends_count: 0 });
    expect(await listFriendRequests(t.db, a)).toEqual({ incoming: [], outgoing: [] });
    expect((await listBlockedPlayers(t.db, a)).map((p) => p.id).sort()).toEqual([b, c].sort());
    await unblockPlayer(t.db, a, b);
    expect((await listBlockedPlayers(t.db, a)).map((p) => p.id)).toEqual([c]);
    expect((await sendFriendRequest(t.db, b, a, now())).kind).toBe('requested');
  });

  it('a block racing an accept leaves them either unfriended and blocked, never friends and blocked', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = [await player(), await player()];
      const sent = await sendFriendRequest(t.db, a, b, now());
      await Promise.all([
        refusalOf(answerFriendRequest(t.db, b, sent.request.id, 'accept', now())),
        blockPlayer(t.db, a, b, now()),
      ]);
      expect(await friendshipRows(a, b)).toHaveLength(0);
      expect(await userRow(a)).toMatchObject({ friends_count: 0 });
      expect(await userRow(b)).toMatchObject({ friends_count: 0 });
    }
  });
});

describe('player search', () => {
  it('finds by first, last or full name, case-insensitive, never by email, with each relation', async () => {
    const me = await player('Searcher', 'Me');
    const tag = `${Date.now().toString(36)}`;
    const make = async (first: string, last: string, email: string | null = null) => {
      const id = await newPlayer(t.db);
      await t.db
        .updateTable('users')
        .set({ first_name: first, last_name: last, email })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const friend = await make(`Ro${tag}bert`, 'Alpha');
    const asked = await make(`Ro${tag}sa`, 'Beta');
    const asking = await make(`Bo${tag}`, `Ro${tag}ss`);
    const stranger = await make(`Ro${tag}n`, 'Gamma', `ro${tag}@example.com`);
    const blockedByMe = await make(`Ro${tag}y`, 'Delta');
    const blockingMe = await make(`Ro${tag}z`, 'Eps');
    const suspended = await make(`Ro${tag}x`, 'Zeta');
    await t.db.updateTable('users').set({ suspended_at: now() }).where('id', '=', suspended).execute();
    const onlyEmail = await make('Nobody', 'Here', `ro${tag}only@example.com`);
    await friends(me, friend);
    await sendFriendRequest(t.db, me, asked, now());
    await sendFriendRequest(t.db, asking, me, now());
    await blockPlayer(t.db, me, blockedByMe, now());
    await blockPlayer(t.db, blockingMe, me, now());

    const results = await searchPlayers(t.db, me, `RO${tag}`.toUpperCase());
    expect(Object.fromEntries(results.map((r) => [r.id, r.relation]))).toEqual({
      [friend]: 'friend',
      [asked]: 'request-sent',
      [asking]: 'request-received',
      [stranger]: 'none',
    });
    expect(results.map((r) => r.id)).not.toContain(onlyEmail);
    // Names starting with the query first (Ro… before Bo… Ro…ss matched on its last name: both start).
    expect(results.every((r) => !JSON.stringify(r).includes('@'))).toBe(true);
    expect(await searchPlayers(t.db, me, `Bo${tag} Ro${tag}`)).toMatchObject([{ id: asking }]);
    expect(await searchPlayers(t.db, me, '%_')).toEqual([]);
    expect((await searchPlayers(t.db, friend, `Searcher`)).map((r) => r.id)).toContain(me);
  });

  it('returns at most 20, prefix matches first', async () => {
    const me = await player();
    const tag = `lim${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      const id = await newPlayer(t.db);
      await t.db
        .updateTable('users')
        .set({ first_name: i === 21 ? `${tag}aaa` : `x${tag}${String(i).padStart(2, '0')}`, last_name: 'L' })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
    const results = await searchPlayers(t.db, me, tag);
    expect(results).toHaveLength(20);
    expect(results[0]?.id).toBe(ids[21]);
  });
});

describe('friends list and stats', () => {
  it('lists online friends first, then by name, with lastSeen and where they play', async () => {
    const presence = new PlayerPresence(new MemoryHashStore(), t.db, now);
    const me = await player();
    const ids = [await player('Zoe'), await player('Adam'), await player('Mia')];
    const [zoe, adam, mia] = ids as [string, string, string];
    for (const id of ids) await friends(me, id);
    const table = {
      kind: 'live-table' as const,
      name: 'European Roulette',
      route: '/live/1',
      roomCode: null,
    };
    await presence.connected(zoe, 'c-zoe', table);
    await presence.connected(mia, 'c-mia', null);
    await presence.connected(mia, 'c-mia-2', null);
    await presence.disconnected('c-mia');
    await presence.connected(adam, 'c-adam', null);
    await presence.disconnected('c-adam');

    const list = await listFriends(t.db, presence, me);
    expect(list.map((f) => [f.id, f.isOnline])).toEqual([
      [mia, true],
      [zoe, true],
      [adam, false],
    ]);
    expect(list[0]).toMatchObject({ lastSeen: null, playingAt: null, socialLevel: 1 });
    expect(list[1]).toMatchObject({ playingAt: table, lastSeen: null });
    expect(Date.parse(list[2]?.lastSeen ?? '')).toBeGreaterThan(Date.now() - 60_000);

    await t.db
      .insertInto('game_invites')
      .values({
        from_user_id: me,
        to_user_id: zoe,
        game_type: 'roulette',
        bet_amount: 5_000n,
        room_code: 'ABC234',
        poker_table_id: 1,
        status: 'pending',
        expires_at: now(),
      })
      .execute();
    expect(await socialStats(t.db, presence, me)).toEqual({
      friends: 3,
      socialLevel: 3,
      socialBadge: 'Novice',
      onlineNow: 2,
      roomInvitesSent: 1,
    });
  });
});
