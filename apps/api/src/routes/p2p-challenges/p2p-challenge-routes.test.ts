import { CHALLENGE_EVENTS_CHANNEL } from '@casino/contracts';
import { auditLedger, claimChallenge, settleChallenge } from '@casino/domain';
import { CHALLENGE_GAMES } from '@casino/games';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFingerprint } from '../../../test/ledger-fingerprint.js';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';
import type { TableBus } from '../../poker/table-bus.js';

// The challenge calls over HTTP: status codes, messages, what each moves, and the notices the rooms get.
const published: Array<{ channel: string; message: unknown }> = [];
const recordingBus: TableBus = {
  publish: (channel, message) => published.push({ channel, message }),
  subscribe: () => undefined,
  unsubscribe: () => undefined,
};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    tableBus: recordingBus,
    config: { challengeExpirySweepMs: 0, projectorIntervalMs: 0, challengeWritesPerMinute: 1_000 },
  });
});
afterAll(() => api.close());

const newPlayer = async () => {
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/guest' });
  const cookie = sessionCookie(res);
  const user = (await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
    id: string;
  }>();
  return { cookie, id: user.id };
};
type Player = Awaited<ReturnType<typeof newPlayer>>;

/** A guest who registers (keeping the account): sweepstakes coins are staked by registered players only. */
const registeredPlayer = async (): Promise<Player> => {
  const guest = await newPlayer();
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { cookie: guest.cookie },
    payload: {
      email: `p2p-${guest.id}@example.com`,
      password: 'correct horse battery',
      firstName: 'Pat',
      lastName: 'Player',
      dateOfBirth: '1990-01-01',
    },
  });
  expect(res.statusCode).toBe(200);
  const cookie = sessionCookie(res);
  // Where they live: sweepstakes play asks a registered player to declare it.
  const declared = await api.app.inject({
    method: 'PUT',
    url: '/api/account/profile',
    headers: { cookie },
    payload: { firstName: 'Pat', lastName: 'Player', region: { country: 'US', state: 'NY' } },
  });
  expect(declared.statusCode).toBe(200);
  return { id: guest.id, cookie };
};

const post = (player: Player | null, url: string, payload?: object) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: player ? { cookie: player.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const get = (player: Player | null, url: string) =>
  api.app.inject({ method: 'GET', url, headers: player ? { cookie: player.cookie } : {} });
const userOf = async (player: Player) =>
  (await get(player, '/api/auth/user')).json<{
    balance: string;
    sweepstakesCoins: string;
    totalWinsP2P: number;
    totalLossesP2P: number;
    skillRating: number;
  }>();
const create = (player: Player, body: Record<string, unknown> = {}) =>
  post(player, '/api/p2p-challenges/create', {
    gameType: 'chess',
    betAmount: '50',
    betType: 'coins',
    skillLevel: 'any',
    ...body,
  });
const idOf = (res: LightMyRequestResponse) => res.json<{ challenge: { id: string } }>().challenge.id;

describe(`p2p challenge api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers 401 to every call signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      get(null, '/api/p2p-challenges'),
      get(null, '/api/p2p-challenges/mine'),
      get(null, '/api/p2p-challenges/history'),
      get(null, '/api/p2p-challenges/stats'),
      get(null, `/api/p2p-challenges/${id}`),
      post(null, '/api/p2p-challenges/create', {
        gameType: 'chess',
        betAmount: '5',
        betType: 'coins',
        skillLevel: 'any',
      }),
      post(null, `/api/p2p-challenges/${id}/accept`),
      post(null, `/api/p2p-challenges/${id}/cancel`),
      post(null, `/api/p2p-challenges/${id}/rematch`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it.each([
    // Every registry game not open yet (none since issue 14 opened them all).
    ...CHALLENGE_GAMES.filter((game) => !game.playable).map(
      (game): [string, Record<string, unknown>, number, RegExp] => [
        `${game.type}, a game not open yet`,
        { gameType: game.type },
        400,
        new RegExp(
          `^body\\.gameType: ${game.type} challenges are not open yet; choose (?:\\w+, )*\\w+ or \\w+$`,
        ),
      ],
    ),
    ['an unknown game', { gameType: 'go' }, 400, /^body\.gameType/],
    [
      'crypto',
      { betType: 'crypto', cryptoCurrency: 'BTC' },
      400,
      'body.betType: crypto wagering is not offered; choose coins or sweepstakes',
    ],
    ['an empty amount', { betAmount: '' }, 400, 'body.betAmount: enter an amount'],
    ['letters', { betAmount: 'abc' }, 400, /^body\.betAmount: must be a number/],
    ['zero', { betAmount: '0' }, 400, 'body.betAmount: must be greater than zero'],
    ['a negative amount', { betAmount: '-5' }, 400, 'body.betAmount: must be greater than zero'],
    ['a negative number', { betAmount: -5 }, 400, 'body.betAmount: must be greater than zero'],
    [
      'three decimals',
      { betAmount: '1.234' },
      400,
      /^body\.betAmount: must be a number with at most two decimals/,
    ],
    [
      'under the limit',
      { betAmount: '0.50' },
      400,
      'body.betAmount: must be between 1.00 and 10000.00 coins',
    ],
    [
      'over the limit',
      { betAmount: '10000.01' },
      400,
      'body.betAmount: must be between 1.00 and 10000.00 coins',
    ],
    [
      'over the sweepstakes balance',
      { betType: 'sweepstakes', betAmount: '20' },
      400,
      'body.betAmount: your sweepstakes coin balance does not cover this stake',
    ],
    ['an unknown skill level', { skillLevel: 'grandmaster' }, 400, /^body\.skillLevel/],
  ])('refuses %s with a 400 naming the field, moving nothing', async (_name, body, status, message) => {
    const player =
      'betType' in body && body.betType === 'sweepstakes' ? await registeredPlayer() : await newPlayer();
    const before = await ledgerFingerprint(api.t.db);
    const res = await create(player, body);
    expect(res.statusCode).toBe(status);
    const answer = res.json<{ message: string }>();
    if (typeof message === 'string') expect(answer.message).toBe(message);
    else expect(answer.message).toMatch(message);
    expect(await ledgerFingerprint(api.t.db)).toBe(before);
    expect((await get(player, '/api/p2p-challenges/mine')).json()).toEqual([]);
  });

  it('refuses a guest a sweepstakes challenge with a 403 (register first), moving nothing', async () => {
    const guest = await newPlayer();
    const before = await ledgerFingerprint(api.t.db);
    const res = await create(guest, { betType: 'sweepstakes', betAmount: '1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: 'Register to play with sweepstakes coins.' });
    expect(await ledgerFingerprint(api.t.db)).toBe(before);
  });

  it('creates (201), lists, accepts once, and tells the rooms after each change', async () => {
    const [alice, bob, carol] = [await newPlayer(), await newPlayer(), await newPlayer()];
    published.length = 0;
    const created = await create(alice, { betAmount: 25.5, cryptoCurrency: 'ETH' });
    expect(created.statusCode).toBe(201);
    const challenge = created.json<{ challenge: Record<string, unknown> }>().challenge;
    expect(challenge).toMatchObject({
      gameType: 'chess',
      betAmount: '25.50',
      betType: 'coins',
      cryptoCurrency: null,
      status: 'open',
      challengerId: alice.id,
      challengerRating: 1000,
      prizePool: '51.00',
    });
    const id = idOf(created);
    expect((await userOf(alice)).balance).toBe('9974.50');
    expect(published).toEqual([
      { channel: CHALLENGE_EVENTS_CHANNEL, message: { challengeId: id, status: 'open', invitedId: null } },
    ]);

    const open = (await get(bob, '/api/p2p-challenges')).json<Array<{ id: string }>>();
    expect(open.map((c) => c.id)).toContain(id);
    const detail = (await get(bob, `/api/p2p-challenges/${id}`)).json<Record<string, unknown>>();
    expect(detail).toMatchObject({
      title: 'Chess Challenge',
      phase: 'waiting',
      result: null,
      serverSeed: null,
      seedHash: null,
    });

    const own = await post(alice, `/api/p2p-challenges/${id}/accept`);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ message: 'You cannot accept your own challenge.' });

    const accepted = await post(bob, `/api/p2p-challenges/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      roomPath: `/game-room/${id}`,
      challenge: { status: 'playing', opponentId: bob.id },
    });
    expect((await userOf(bob)).balance).toBe('9974.50');
    expect(published.at(-1)).toEqual({
      channel: CHALLENGE_EVENTS_CHANNEL,
      message: { challengeId: id, status: 'playing', invitedId: null },
    });

    const late = await post(carol, `/api/p2p-challenges/${id}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'conflict', message: 'This challenge has already been accepted.' });
    expect(
      (await get(carol, '/api/p2p-challenges')).json<Array<{ id: string }>>().map((c) => c.id),
    ).not.toContain(id);
    const mine = (await get(bob, '/api/p2p-challenges/mine')).json<Array<{ id: string; role: string }>>();
    expect(mine).toEqual([expect.objectContaining({ id, role: 'opponent' })]);
    const playing = (await get(carol, `/api/p2p-challenges/${id}`)).json<Record<string, unknown>>();
    expect(playing).toMatchObject({
      phase: 'waiting',
      serverSeed: null,
      seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
    expect(await get(carol, '/api/p2p-challenges/not-a-uuid')).toMatchObject({ statusCode: 400 });
    expect(await get(carol, '/api/p2p-challenges/00000000-0000-4000-8000-000000000000')).toMatchObject({
      statusCode: 404,
    });
  });

  it('20 players accept at once: one 200, nineteen 409, one stake escrowed', async () => {
    const creator = await newPlayer();
    const id = idOf(await create(creator, { betAmount: '15' }));
    const players = await Promise.all(Array.from({ length: 20 }, () => newPlayer()));
    const answers = await Promise.all(players.map((p) => post(p, `/api/p2p-challenges/${id}/accept`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const balances = await Promise.all(players.map(async (p) => (await userOf(p)).balance));
    expect(balances.filter((b) => b === '9985.00')).toHaveLength(1);
    expect(balances.filter((b) => b === '10000.00')).toHaveLength(19);
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });

  it('cancels for the creator only, once, refunding the stake', async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    const id = idOf(await create(alice, { betAmount: '100' }));
    const stranger = await post(bob, `/api/p2p-challenges/${id}/cancel`);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ error: 'forbidden' });
    const cancelled = await post(alice, `/api/p2p-challenges/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ challenge: { id, status: 'cancelled' } });
    expect((await userOf(alice)).balance).toBe('10000.00');
    const again = await post(alice, `/api/p2p-challenges/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    const accept = await post(bob, `/api/p2p-challenges/${id}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ message: 'This challenge was cancelled by its creator.' });
    const history = (await get(alice, '/api/p2p-challenges/history')).json<
      Array<{ id: string; outcome: string }>
    >();
    expect(history).toEqual([expect.objectContaining({ id, outcome: 'cancelled' })]);
  });

  it('after a win: stats, the current user, history, and a rematch offered to the loser only', async () => {
    const [alice, bob, carol] = [await newPlayer(), await newPlayer(), await newPlayer()];
    const id = idOf(await create(alice, { betAmount: '40' }));
    await post(bob, `/api/p2p-challenges/${id}/accept`);
    await claimChallenge(api.t.db, id, 'test-rooms', 30_000);
    await settleChallenge(
      api.t.db,
      { challengeId: id, owner: 'test-rooms' },
      { result: 'opponent', reason: 'resignation', record: {} },
    );

    expect(await userOf(bob)).toMatchObject({
      balance: '10040.00',
      totalWinsP2P: 1,
      totalLossesP2P: 0,
      skillRating: 1162,
    });
    expect(await userOf(alice)).toMatchObject({
      balance: '9960.00',
      totalWinsP2P: 0,
      totalLossesP2P: 1,
      skillRating: 838,
    });
    expect((await get(bob, '/api/p2p-challenges/stats')).json()).toEqual({
      totalWins: 1,
      totalLosses: 0,
      draws: 0,
      skillRating: 1162,
      winRate: 100,
      activeChallenges: 0,
      ratings: [{ gameType: 'chess', rating: 1162, games: 1 }],
    });
    const [line] = (await get(alice, '/api/p2p-challenges/history?limit=5')).json<
      Array<Record<string, unknown>>
    >();
    expect(line).toMatchObject({ id, outcome: 'lost', ratingChange: -162, role: 'creator' });
    const detail = (await get(carol, `/api/p2p-challenges/${id}`)).json<Record<string, unknown>>();
    expect(detail).toMatchObject({
      phase: 'finished',
      serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
    expect((await get(alice, '/api/p2p-challenges/history?limit=0')).statusCode).toBe(400);

    expect((await post(carol, `/api/p2p-challenges/${id}/rematch`)).statusCode).toBe(404);
    const rematch = await post(alice, `/api/p2p-challenges/${id}/rematch`);
    expect(rematch.statusCode).toBe(201);
    expect(rematch.json()).toMatchObject({
      challenge: { invitedId: bob.id, betAmount: '40.00', gameType: 'chess' },
    });
    const rematchId = idOf(rematch);
    expect((await post(bob, `/api/p2p-challenges/${id}/rematch`)).statusCode).toBe(409);
    expect(
      (await get(carol, '/api/p2p-challenges')).json<Array<{ id: string }>>().map((c) => c.id),
    ).not.toContain(rematchId);
    expect((await get(carol, `/api/p2p-challenges/${rematchId}`)).statusCode).toBe(404);
    expect((await post(carol, `/api/p2p-challenges/${rematchId}/accept`)).statusCode).toBe(404);
    expect((await get(bob, '/api/p2p-challenges')).json<Array<{ id: string }>>().map((c) => c.id)).toContain(
      rematchId,
    );
    expect((await get(bob, '/api/p2p-challenges/mine')).json()).toEqual([
      expect.objectContaining({ id: rematchId, role: 'invited' }),
    ]);
    expect((await post(bob, `/api/p2p-challenges/${rematchId}/accept`)).statusCode).toBe(200);
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });

  it('the expiry sweep refunds an expired challenge once and tells the rooms', async () => {
    const bus: Array<{ channel: string; message: unknown }> = [];
    const sweeping = await createTestApi({
      tableBus: {
        publish: (channel, message) => bus.push({ channel, message }),
        subscribe: () => undefined,
        unsubscribe: () => undefined,
      },
      config: { challengeExpiryMs: 200, challengeExpirySweepMs: 50, projectorIntervalMs: 0 },
    });
    try {
      const cookie = sessionCookie(await sweeping.app.inject({ method: 'POST', url: '/api/auth/guest' }));
      const created = await sweeping.app.inject({
        method: 'POST',
        url: '/api/p2p-challenges/create',
        headers: { cookie },
        payload: { gameType: 'checkers', betAmount: '12', betType: 'coins', skillLevel: 'any' },
      });
      const id = idOf(created);
      const expired = {
        channel: CHALLENGE_EVENTS_CHANNEL,
        message: { challengeId: id, status: 'expired', invitedId: null },
      };
      await expect.poll(() => bus, { timeout: 5_000, interval: 50 }).toContainEqual(expired);
      const balance = (
        await sweeping.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
      ).json<{ balance: string }>();
      expect(balance.balance).toBe('10000.00');
      const history = (
        await sweeping.app.inject({ method: 'GET', url: '/api/p2p-challenges/history', headers: { cookie } })
      ).json<Array<{ id: string; outcome: string }>>();
      expect(history).toEqual([expect.objectContaining({ id, outcome: 'expired' })]);
      expect(bus.filter((b) => JSON.stringify(b) === JSON.stringify(expired))).toHaveLength(1);
      expect((await auditLedger(sweeping.t.db)).ok).toBe(true);
    } finally {
      await sweeping.close();
    }
  });

  it('limits challenge writes per player (429 rate_limited)', async () => {
    const limited = await createTestApi({
      config: { challengeWritesPerMinute: 2, challengeExpirySweepMs: 0 },
    });
    try {
      const cookie = sessionCookie(await limited.app.inject({ method: 'POST', url: '/api/auth/guest' }));
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/p2p-challenges/create',
          headers: { cookie },
          payload: { gameType: 'math', betAmount: '5', betType: 'coins', skillLevel: 'any' },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});
