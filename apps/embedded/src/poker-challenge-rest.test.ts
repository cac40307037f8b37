import { POKER_CHALLENGE } from '@casino/games';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';

/** The fields of the contracts' shapes this test reads (the contracts package types them fully). */
interface PokerView {
  stacks: [number, number];
  bets: [number, number];
  toAct: number | null;
  lastHand: { handNumber: number; winners: number[] } | null;
}
interface ActionResponse {
  action: string;
  score: number;
  newGameState: { view: PokerView; private: { cards: unknown[] } | null };
}
const CHALLENGE_ROOM = 'challenge';

// The poker challenge page's REST calls (spec document 2, section 7) in the one-process product: the
// api asks the challenge's room over the rooms' own presence, the room plays the action (or shows
// the emote) and answers; the players' room connections see the same table.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Player {
  cookie: string;
  call(path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

async function guest(): Promise<Player> {
  const response = await fetch(`${server.url}/api/auth/guest`, { method: 'POST' });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    cookie,
    call: async (path, body) => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: await res.json() };
    },
  };
}

async function until<T>(check: () => T | undefined, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Joins the challenge's room (once it is hosted). */
async function join(player: Player, challengeId: string): Promise<Room> {
  const client = new Client(server.url.replace('http', 'ws'), { headers: { cookie: player.cookie } });
  const end = Date.now() + 10_000;
  for (;;) {
    try {
      return await client.join(CHALLENGE_ROOM, { challengeId });
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const snapshot = (room: Room) => room.state as { phase: string; game: string };

describe('poker challenge REST calls through the room', () => {
  it('plays a hand and sends an emote by REST; the room connections see both', async () => {
    const [alice, bob] = [await guest(), await guest()];
    const created = await alice.call('/api/p2p-challenges/create', {
      gameType: 'poker',
      betAmount: '10',
      betType: 'coins',
      skillLevel: 'any',
    });
    expect(created.status).toBe(201);
    const id = (created.body as { challenge: { id: string } }).challenge.id;
    expect((await bob.call(`/api/p2p-challenges/${id}/accept`)).status).toBe(200);

    const rooms = [await join(alice, id), await join(bob, id)];
    const heard: unknown[] = [];
    rooms[0]!.onMessage('interaction', (event: unknown) => heard.push(event));
    for (const room of rooms) {
      room.onMessage('private', () => undefined);
      room.send('ready', {});
    }
    await until(() => (snapshot(rooms[0]!).phase === 'playing' ? true : undefined));

    // Hand 1: the creator has the button and acts first before the flop.
    const raised = await alice.call(`/api/p2p-challenges/${id}/action`, {
      action: 'raise',
      amount: 60,
      gamePhase: 'preflop',
      timestamp: Date.now(),
      responseTime: 800,
    });
    expect(raised.status).toBe(200);
    const answer = raised.body as ActionResponse;
    expect(answer).toMatchObject({ action: 'raise', score: POKER_CHALLENGE.score.raise });
    expect(answer.newGameState.view).toMatchObject({ bets: [60, 20], toAct: 1 });
    expect(answer.newGameState.private?.cards).toHaveLength(2);

    const outOfTurn = await alice.call(`/api/p2p-challenges/${id}/action`, { action: 'call' });
    expect(outOfTurn).toMatchObject({ status: 409, body: { error: 'not_your_turn' } });
    const stale = await bob.call(`/api/p2p-challenges/${id}/action`, { action: 'call', gamePhase: 'river' });
    expect(stale.status).toBe(409);

    const folded = await bob.call(`/api/p2p-challenges/${id}/action`, {
      action: 'fold',
      gamePhase: 'preflop',
    });
    expect(folded.status).toBe(200);
    expect(folded.body as ActionResponse).toMatchObject({
      action: 'fold',
      score: POKER_CHALLENGE.score.fold,
      newGameState: { view: { stacks: [1_020, 980], lastHand: { winners: [0] } } },
    });
    // The room connections hold the same table.
    const seen = await until(() => {
      const game = snapshot(rooms[1]!).game;
      const view = game ? (JSON.parse(game) as PokerView) : null;
      return view && view.lastHand?.handNumber === 1 ? view : undefined;
    });
    expect(seen.stacks).toEqual([1_020, 980]);

    const emote = await bob.call(`/api/p2p-challenges/${id}/interaction`, {
      type: 'emote',
      message: 'Nice hand!',
      gameContext: { phase: 'preflop', pot: 0, playerCards: [] },
    });
    expect(emote.status).toBe(200);
    expect(await until(() => heard[0])).toMatchObject({ seat: 1, type: 'emote', message: 'Nice hand!' });

    for (const room of rooms) await room.leave();
  }, 30_000);
});
