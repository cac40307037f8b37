import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '@casino/domain';
import { startTestServer } from '../test/start-test-server.js';

/** The fields of the spec's poker responses this test reads (the contracts package types them fully). */
interface PokerTable {
  id: number;
  isOpen: boolean;
  currency: 'coins' | 'sweeps';
}
interface PokerGameState {
  handNumber: number | null;
  gamePhase: string;
  version: number;
  playerCards: unknown[];
  communityCards: unknown[];
  deckCommitment: string | null;
  nextDeck: { handNumber: number; deckCommitment: string } | null;
  playerCardOpenings: Array<{ card: string }>;
  seats: Array<{ playerId: string; position: number; cards: unknown[] }>;
  actionOnPlayer: number | null;
  canCheck: boolean;
  lastHand: {
    handNumber: number;
    winners: unknown[];
    proof: { deckCommitment: string; playerSeeds: Array<{ seat: number; seed: string }> };
  } | null;
}

// The spec's poker REST calls (document 2, section 7) through the api, answered by the table's room
// over the table bus, in the one-process product (PGlite, or PostgreSQL with TEST_DATABASE_URL).

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    pokerTiming: { nextHandDelayMs: 100, tickMs: 50, actionTimeoutMs: 5_000 },
  });
});
afterAll(() => server.close());

interface Session {
  cookie: string;
  userId: string;
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  coins(): Promise<number>;
}

async function guest(): Promise<Session> {
  const response = await fetch(`${server.url}/api/auth/guest`, { method: 'POST' });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return {
    cookie,
    userId: user.id,
    call,
    coins: async () => Number((await call('GET', '/api/auth/user')).body.balance),
  };
}

const state = (r: { body: Record<string, unknown> }) => r.body as unknown as PokerGameState;

async function until<T>(check: () => Promise<T | undefined>, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('poker REST calls', () => {
  it('answers 401 to every poker call when signed out', async () => {
    for (const [method, path] of [
      ['GET', '/api/poker/tables'],
      ['GET', '/api/poker/game-state/1'],
      ['POST', '/api/poker/join-table'],
      ['POST', '/api/poker/action/1'],
      ['POST', '/api/poker/leave-table/1'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      expect([401, 400]).toContain(res.status);
      if (res.status === 400) expect(method).toBe('POST');
    }
    expect((await fetch(`${server.url}/api/poker/tables`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/poker/game-state/1`)).status).toBe(401);
  });

  it('lists the tables with the spec fields, live once a rooms process hosts them', async () => {
    const me = await guest();
    const tables = await until(async () => {
      const list = (await me.call('GET', '/api/poker/tables')).body as unknown as PokerTable[];
      return list.every((t) => t.isOpen) ? list : undefined;
    });
    // The four coin tables and the two sweepstakes tables of the seed.
    expect(tables.map((t) => t.currency)).toEqual(['coins', 'coins', 'coins', 'coins', 'sweeps', 'sweeps']);
    expect(tables[0]).toMatchObject({
      id: 1,
      stakes: '$2/$5',
      maxPlayers: 6,
      minBuyIn: '100.00',
      maxBuyIn: '1000.00',
      currentPlayers: 0,
      handsPerHour: 0,
      averagePot: '0.00',
    });
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const me = await guest();
    const before = await me.coins();
    const cases: Array<[unknown, number, string]> = [
      [{ tableId: 1 }, 400, 'validation_error'],
      [{ tableId: 1, buyInAmount: '-5' }, 400, 'validation_error'],
      [{ tableId: 1, buyInAmount: '500.00', extra: 1 }, 400, 'validation_error'],
      [{ tableId: 99, buyInAmount: '500.00' }, 404, 'not_found'],
      [{ tableId: 1, buyInAmount: '50.00' }, 400, 'bet_out_of_range'],
      [{ tableId: 1, buyInAmount: '20000.00' }, 400, 'bet_out_of_range'],
    ];
    for (const [body, status, error] of cases) {
      const res = await me.call('POST', '/api/poker/join-table', body);
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status, error });
    }
    expect((await me.call('POST', '/api/poker/action/1', { type: 'shove' })).status).toBe(400);
    expect((await me.call('POST', '/api/poker/action/1', { type: 'raise' })).body).toMatchObject({
      error: 'validation_error',
    });
    expect((await me.call('POST', '/api/poker/action/1', { type: 'check' })).body).toMatchObject({
      error: 'not_seated',
    });
    expect((await me.call('GET', '/api/poker/game-state/abc')).status).toBe(400);
    expect(await me.coins()).toBe(before);
  });

  it('seats two players, plays a hand through the REST calls and cashes them out', async () => {
    const [a, b] = [await guest(), await guest()];
    const joinA = await a.call('POST', '/api/poker/join-table', {
      tableId: 2,
      buyInAmount: 500,
      clientSeed: 'rest-seed-of-a',
    });
    expect(joinA.status).toBe(200);
    expect(joinA.body).toMatchObject({
      tableId: 2,
      tableName: 'Heads-Up Showdown',
      gameState: { playerChips: '500.00', gamePhase: 'waiting' },
    });
    expect(await a.coins()).toBe(9_500);
    expect(
      (await b.call('POST', '/api/poker/join-table', { tableId: 2, buyInAmount: '400.00' })).status,
    ).toBe(200);
    const third = await guest();
    expect(
      (await third.call('POST', '/api/poker/join-table', { tableId: 2, buyInAmount: '400.00' })).body,
    ).toMatchObject({ error: 'table_full', message: 'Table Full' });

    const dealt = await until(async () => {
      const s = state(await a.call('GET', '/api/poker/game-state/2'));
      return s.gamePhase === 'pre-flop' ? s : undefined;
    });
    expect(dealt.playerCards).toHaveLength(2);
    expect(dealt.communityCards).toHaveLength(0);
    expect(dealt.deckCommitment).toMatch(/^[0-9a-f]{64}$/);
    // The player's own cards come with their openings against the deck commitment.
    expect(dealt.playerCardOpenings.map((o) => o.card)).toHaveLength(2);
    const other = dealt.seats.find((s) => s.playerId === b.userId);
    expect(other?.cards).toEqual([]);

    // Whoever is to act checks or calls until the hand is over; the other is refused.
    const byPosition = new Map(
      [a, b].map((p) => [dealt.seats.find((s) => s.playerId === p.userId)!.position, p]),
    );
    for (let step = 0; step < 20; step++) {
      const s = state(await a.call('GET', '/api/poker/game-state/2'));
      if (s.gamePhase === 'showdown') break;
      if (s.actionOnPlayer === null) continue;
      const actor = byPosition.get(s.actionOnPlayer)!;
      const waiting = actor === a ? b : a;
      const refused = await waiting.call('POST', '/api/poker/action/2', { type: 'check' });
      expect(refused).toMatchObject({
        status: 409,
        body: { error: 'invalid_action', message: "It's not your turn." },
      });
      const mine = state(await actor.call('GET', '/api/poker/game-state/2'));
      const acted = await actor.call('POST', '/api/poker/action/2', {
        type: mine.canCheck ? 'check' : 'call',
        version: mine.version,
      });
      expect(acted.status).toBe(200);
    }
    const finished = await until(async () => {
      const s = state(await a.call('GET', '/api/poker/game-state/2'));
      return s.lastHand ? s : undefined;
    });
    expect(finished.lastHand?.winners.length).toBeGreaterThan(0);
    // A's seed given when joining went into the first deal (its history prints the seeds, never
    // a server seed); the hand list shows each hand's deck commitment.
    const first = await until(async () => {
      const r = await a.call('GET', `/api/poker/tables/2/hands/${dealt.handNumber}`);
      return r.status === 200 ? String(r.body.text) : undefined;
    });
    expect(first).toMatch(/^Seeds .*'rest-seed-of-a'/m);
    expect(first).toContain(`Deck commitment ${dealt.deckCommitment}`);
    const hands = await a.call('GET', '/api/poker/tables/2/hands');
    expect(hands.body).toContainEqual(
      expect.objectContaining({ deckCommitment: finished.lastHand?.proof.deckCommitment }),
    );
    expect(JSON.stringify(hands.body)).not.toMatch(/serverSeed/);

    const history = await a.call('GET', `/api/poker/tables/2/hands/${finished.lastHand!.handNumber}`);
    expect(history.status).toBe(200);
    expect(String(history.body.text)).toContain('Heads-Up Showdown');

    // Leaving between hands returns each stack; nothing was created or lost.
    const leaveA = await a.call('POST', '/api/poker/leave-table/2');
    const leaveB = await b.call('POST', '/api/poker/leave-table/2');
    for (const r of [leaveA, leaveB]) expect(r.status).toBe(200);
    const cashed = Number(leaveA.body.cashedOut) + Number(leaveB.body.cashedOut);
    // A new hand may have started between the two leaves; then B's stack comes back when it ends.
    const total = await until(async () => {
      const sum = (await a.coins()) + (await b.coins());
      return sum === 20_000 ? sum : undefined;
    });
    expect(total).toBe(20_000);
    expect(cashed).toBeLessThanOrEqual(900);
    expect((await auditLedger(server.database.db)).ok).toBe(true);
  });

  it('takes one seat and one buy-in from ten simultaneous joins by the same player', async () => {
    const me = await guest();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        me.call('POST', '/api/poker/join-table', { tableId: 3, buyInAmount: '200.00' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.error === 'already_seated')).toBe(
      true,
    );
    expect(await me.coins()).toBe(9_800);
    await me.call('POST', '/api/poker/leave-table/3');
    expect(await me.coins()).toBe(10_000);
  });
});
