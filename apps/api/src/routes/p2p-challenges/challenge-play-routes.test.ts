import {
  ChallengeInteractionResponse,
  ChallengeRoomRequest,
  challengeRoomChannel,
  PokerChallengeActionResponse,
  PokerChallengeState,
  PokerDuelPrivateView,
  PokerDuelView,
  type ChallengeRoomReply,
} from '@casino/contracts';
import { claimChallenge, settleChallenge } from '@casino/domain';
import { pokerDuelRules, type PokerDuelState } from '@casino/engine/duels';
import { POKER_CHALLENGE } from '@casino/games';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';
import { createRedisTableBus, type TableBus } from '../../poker/table-bus.js';

// The poker challenge page's REST calls (spec section 7): who may call, what is refused before the
// room is asked, and calls that travel over a real bus (Redis when TEST_REDIS_URL is set, else an
// in-process one) to a subscriber answering per the contract (ChallengeRoomRequest → ChallengeRoomReply)
// with the real poker engine. The rooms' own listener is tested in apps/rooms (poker-challenge-room.test).

/** An in-process bus: JSON messages delivered asynchronously to every subscriber of the channel. */
function inProcessBus(): TableBus & { close(): Promise<void> } {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  return {
    publish: (channel, message) => {
      const text = JSON.stringify(message);
      for (const handler of handlers.get(channel) ?? []) setImmediate(() => handler(JSON.parse(text)));
    },
    subscribe: (channel, callback) => {
      handlers.set(channel, (handlers.get(channel) ?? new Set()).add(callback));
    },
    unsubscribe: (channel, callback) => {
      if (callback) handlers.get(channel)?.delete(callback);
      else handlers.delete(channel);
    },
    close: () => {
      handlers.clear();
      return Promise.resolve();
    },
  };
}

/**
 * A poker challenge's room as the bus sees it: it answers each call for the challenge's two players
 * with the poker engine (an action at the current street, or an emote/chat line), as the contract
 * says the room does; every call moves its game clock on a second.
 */
function pokerRoomOnBus(bus: TableBus, challengeId: string, players: readonly [string, string]) {
  let state: PokerDuelState = pokerDuelRules.start({
    seed: '5eed'.repeat(16),
    startedAt: 0,
    clockMs: POKER_CHALLENGE.clockMs,
  });
  let now = 0;
  // As the room sends them: JSON, in the contract's shape.
  const gameState = (seat: 0 | 1) =>
    PokerChallengeState.parse(
      JSON.parse(
        JSON.stringify({
          view: pokerDuelRules.publicView(state, now),
          private: pokerDuelRules.privateView(state, seat, now),
        }),
      ),
    );
  const answer = (raw: unknown): ChallengeRoomReply => {
    const request = ChallengeRoomRequest.parse(raw);
    const seat = players.indexOf(request.userId);
    if (seat !== 0 && seat !== 1) return { ok: false, error: 'not_seated', message: 'Not a player.' };
    now += 1_000;
    const { call } = request;
    if (call.kind === 'action') {
      if (call.gamePhase !== undefined && call.gamePhase !== gameState(seat).view.street)
        return { ok: false, error: 'stale_version', message: 'The hand has moved on.' };
      const result = pokerDuelRules.apply(state, { type: 'move', seat, move: call.move, at: now });
      if (!result.ok) return { ok: false, error: result.error, message: `Refused: ${result.error}` };
      state = result.state;
    }
    return { ok: true, state: gameState(seat), score: gameState(seat).view.scores[seat], at: now };
  };
  const listener = (raw: unknown) => {
    const { replyTo } = ChallengeRoomRequest.parse(raw);
    void bus.publish(replyTo, answer(raw));
  };
  void bus.subscribe(challengeRoomChannel(challengeId), listener);
  return { stop: () => bus.unsubscribe(challengeRoomChannel(challengeId), listener) };
}

const redisUrl = process.env.TEST_REDIS_URL;
const bus = redisUrl ? createRedisTableBus(redisUrl) : inProcessBus();

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    tableBus: bus,
    config: { challengeExpirySweepMs: 0, projectorIntervalMs: 0, challengeWritesPerMinute: 1_000 },
  });
});
afterAll(async () => {
  await api.close();
  await bus.close();
});

const newPlayer = async () => {
  const cookie = sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
  const user = (await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
    id: string;
  }>();
  return { cookie, id: user.id };
};
type Player = Awaited<ReturnType<typeof newPlayer>>;

const post = (player: Player | null, url: string, payload?: unknown) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: player ? { cookie: player.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const idOf = (res: LightMyRequestResponse) => res.json<{ challenge: { id: string } }>().challenge.id;

/** A challenge created by `creator` (and accepted by `accepter`, if given). */
async function challenge(gameType: string, creator: Player, accepter?: Player): Promise<string> {
  const created = await post(creator, '/api/p2p-challenges/create', {
    gameType,
    betAmount: '10',
    betType: 'coins',
    skillLevel: 'any',
  });
  const id = idOf(created);
  if (accepter) expect((await post(accepter, `/api/p2p-challenges/${id}/accept`)).statusCode).toBe(200);
  return id;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const action = (id: string) => `/api/p2p-challenges/${id}/action`;
const interaction = (id: string) => `/api/p2p-challenges/${id}/interaction`;

describe(`poker challenge calls (${redisUrl ? 'Redis bus' : 'in-process bus'})`, () => {
  let alice: Player;
  let bob: Player;
  let carol: Player;
  let poker: string;
  let chess: string;
  let open: string;
  let finished: string;
  beforeAll(async () => {
    [alice, bob, carol] = [await newPlayer(), await newPlayer(), await newPlayer()];
    poker = await challenge('poker', alice, bob);
    chess = await challenge('chess', alice, bob);
    open = await challenge('poker', alice);
    finished = await challenge('poker', alice, bob);
    await claimChallenge(api.t.db, finished, 'test-rooms', 30_000);
    await settleChallenge(
      api.t.db,
      { challengeId: finished, owner: 'test-rooms' },
      { result: 'creator', reason: 'all_chips', record: {} },
    );
  });

  it.each([
    {
      name: 'signed out',
      who: 'nobody',
      url: () => action(poker),
      body: { action: 'fold' },
      status: 401,
      error: 'unauthorized',
    },
    {
      name: 'signed out (interaction)',
      who: 'nobody',
      url: () => interaction(poker),
      body: { type: 'emote', message: 'Wow!' },
      status: 401,
      error: 'unauthorized',
    },
    {
      name: 'an unknown action',
      who: 'alice',
      url: () => action(poker),
      body: { action: 'shove' },
      status: 400,
      error: 'validation_error',
    },
    {
      name: 'a negative amount',
      who: 'alice',
      url: () => action(poker),
      body: { action: 'raise', amount: -5 },
      status: 400,
      error: 'validation_error',
    },
    {
      name: 'a raise without an amount',
      who: 'alice',
      url: () => action(poker),
      body: { action: 'raise' },
      status: 400,
      error: 'validation_error',
    },
    {
      name: 'an unknown field',
      who: 'alice',
      url: () => action(poker),
      body: { action: 'fold', chips: 5 },
      status: 400,
      error: 'validation_error',
    },
    {
      name: 'an empty chat line',
      who: 'alice',
      url: () => interaction(poker),
      body: { type: 'chat', message: '   ' },
      status: 400,
      error: 'validation_error',
    },
    {
      name: 'a chat line too long',
      who: 'alice',
      url: () => interaction(poker),
      body: { type: 'chat', message: 'x'.repeat(121) },
      status: 400,
      error: 'validation_error',
    },
    {
      name: 'a chat line with a control character',
      who: 'alice',
      url: () => interaction(poker),
      body: { type: 'chat', message: 'gg\u0000' },
      status: 400,
      error: 'validation_error',
    },
    {
      name: 'a street with a line break',
      who: 'alice',
      url: () => action(poker),
      body: { action: 'fold', gamePhase: 'pre\nflop' },
      status: 400,
      error: 'validation_error',
    },
    {
      name: 'not a challenge id',
      who: 'alice',
      url: () => action('42'),
      body: { action: 'fold' },
      status: 400,
      error: 'validation_error',
    },
    {
      name: 'an unknown challenge',
      who: 'alice',
      url: () => action(UNKNOWN),
      body: { action: 'fold' },
      status: 404,
      error: 'not_found',
    },
    {
      name: 'an unknown challenge (interaction)',
      who: 'alice',
      url: () => interaction(UNKNOWN),
      body: { type: 'emote', message: 'Wow!' },
      status: 404,
      error: 'not_found',
    },
    {
      name: 'not a player',
      who: 'carol',
      url: () => action(poker),
      body: { action: 'fold' },
      status: 403,
      error: 'forbidden',
    },
    {
      name: 'not a player (interaction)',
      who: 'carol',
      url: () => interaction(poker),
      body: { type: 'emote', message: 'Wow!' },
      status: 403,
      error: 'forbidden',
    },
    {
      name: 'not poker',
      who: 'alice',
      url: () => action(chess),
      body: { action: 'fold' },
      status: 409,
      error: 'conflict',
      message: 'Actions by REST are for poker challenges; play this game in its room.',
    },
    {
      name: 'not accepted yet',
      who: 'alice',
      url: () => action(open),
      body: { action: 'fold' },
      status: 409,
      error: 'conflict',
      message: 'This challenge has not been accepted yet.',
    },
    {
      name: 'over',
      who: 'bob',
      url: () => action(finished),
      body: { action: 'fold' },
      status: 409,
      error: 'conflict',
      message: 'This challenge is over.',
    },
    {
      name: 'over (interaction)',
      who: 'bob',
      url: () => interaction(finished),
      body: { type: 'emote', message: 'Good game' },
      status: 409,
      error: 'conflict',
    },
  ])('refuses $name: $status $error', async ({ who, url, body, status, error, message }) => {
    const player = { nobody: null, alice, bob, carol }[who] ?? null;
    const res = await post(player, url(), body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error, ...(message ? { message } : {}) });
  });

  it('plays a hand through the room over the bus: state, score, and the room’s refusals as 4xx', async () => {
    const room = pokerRoomOnBus(bus, poker, [alice.id, bob.id]);
    try {
      // Hand 1: the creator has the button and acts first before the flop.
      const raised = await post(alice, action(poker), {
        action: 'raise',
        amount: 60,
        gamePhase: 'preflop',
        timestamp: Date.now(),
        responseTime: 1_200,
      });
      expect(raised.statusCode).toBe(200);
      const answer = PokerChallengeActionResponse.parse(raised.json());
      expect(answer).toMatchObject({ action: 'raise', score: POKER_CHALLENGE.score.raise });
      expect(answer.newGameState.view).toMatchObject({ bets: [60, 20], toAct: 1, street: 'preflop' });
      expect(answer.newGameState.private?.cards).toHaveLength(2);
      expect(answer.newGameState.private?.legal).toBeNull();

      const twice = await post(alice, action(poker), { action: 'call' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ error: 'not_your_turn' });
      const stale = await post(bob, action(poker), { action: 'call', gamePhase: 'flop' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'stale_version' });
      const tooSmall = await post(bob, action(poker), { action: 'raise', amount: 61 });
      expect(tooSmall.statusCode).toBe(409);
      expect(tooSmall.json()).toMatchObject({ error: 'illegal_move' });

      const folded = await post(bob, action(poker), { action: 'fold', gamePhase: 'preflop' });
      expect(folded.statusCode).toBe(200);
      const after = PokerChallengeActionResponse.parse(folded.json());
      expect(after.score).toBe(POKER_CHALLENGE.score.fold);
      expect(PokerDuelView.parse(after.newGameState.view)).toMatchObject({
        stacks: [1_020, 980],
        street: 'between',
        lastHand: { winners: [0] },
      });
      expect(PokerDuelPrivateView.parse(after.newGameState.private)).toEqual({
        kind: 'poker',
        cards: [],
        legal: null,
      });

      const emote = await post(bob, interaction(poker), {
        type: 'emote',
        message: 'Nice hand!',
        timestamp: Date.now(),
        gameContext: { phase: 'preflop', pot: 0, playerCards: [] },
      });
      expect(emote.statusCode).toBe(200);
      expect(ChallengeInteractionResponse.parse(emote.json())).toEqual({
        delivered: true,
        at: expect.any(Number) as number,
      });
    } finally {
      await room.stop();
    }
  });

  it('answers 503 table_unavailable when no room answers', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: action(poker),
      headers: { cookie: alice.cookie },
      payload: { action: 'fold' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'table_unavailable',
      message: expect.stringMatching(/not answering/) as string,
    });
  }, 10_000);
});

describe('without a bus', () => {
  it('answers 503 table_unavailable', async () => {
    const bare = await createTestApi({ config: { challengeExpirySweepMs: 0, projectorIntervalMs: 0 } });
    try {
      const register = async () =>
        sessionCookie(await bare.app.inject({ method: 'POST', url: '/api/auth/guest' }));
      const [a, b] = [await register(), await register()];
      const created = await bare.app.inject({
        method: 'POST',
        url: '/api/p2p-challenges/create',
        headers: { cookie: a },
        payload: { gameType: 'poker', betAmount: '10', betType: 'coins', skillLevel: 'any' },
      });
      const id = idOf(created);
      await bare.app.inject({
        method: 'POST',
        url: `/api/p2p-challenges/${id}/accept`,
        headers: { cookie: b },
      });
      for (const [url, payload] of [
        [action(id), { action: 'fold' }],
        [interaction(id), { type: 'emote', message: 'Wow!' }],
      ] as const) {
        const res = await bare.app.inject({ method: 'POST', url, headers: { cookie: b }, payload });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          error: 'table_unavailable',
          message: 'Challenge rooms are not available on this server right now.',
        });
      }
    } finally {
      await bare.close();
    }
  });
});
