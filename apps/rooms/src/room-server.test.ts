import { createServer } from 'node:http';
import type { Room } from 'colyseus.js';
import { createDatabase, type DatabaseHandle } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlayer, seedTables, SECRET, waitFor } from '../test/poker-harness.js';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { Client } from 'colyseus.js';
import { RoomsConfig } from './config.js';
import { createRoomServer, type RoomServer } from './room-server.js';
import { answerHealth } from './rooms-health.js';

// The rooms server's own guards: which origins may use matchmaking, the logout sweep that closes
// connections of ended sessions when the logout message is lost, and its health check.

let t: TestDatabase;
let server: RoomServer;
let base: string;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedTables(t.db);
  server = createRoomServer({
    config: RoomsConfig.parse({
      sessionSecrets: [SECRET],
      allowedOrigins: ['https://casino.example'],
      redisUrl: null,
      publicAddress: null,
      maxMessageBytes: 4096,
    }),
    db: t.db,
    tableKeeperIntervalMs: 100,
    sessionSweepMs: 100,
    log: () => undefined,
  });
  await server.listen(0, '127.0.0.1');
  const address = server.httpServer.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await server.shutdown();
  await t.close();
});

const matchmake = (origin: string | undefined, cookie?: string) =>
  fetch(`${base}/matchmake/joinOrCreate/lobby`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(origin ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: '{}',
  });

describe('matchmaking origins (once: any Origin was reflected, with credentials)', () => {
  it.each<[string, string | undefined, string | null]>([
    ['this host', 'http://127.0.0.1', null],
    ['a configured public origin', 'https://casino.example', 'https://casino.example'],
    ['another site', 'https://evil.example', null],
  ])('answers the preflight from %s', async (_name, origin, allowed) => {
    const host = new URL(base).host;
    const sent = origin === 'http://127.0.0.1' ? `http://${host}` : origin;
    const response = await fetch(`${base}/matchmake/joinOrCreate/lobby`, {
      method: 'OPTIONS',
      headers: { ...(sent ? { origin: sent } : {}) },
    });
    expect(response.status).toBe(204);
    const expected = origin === 'http://127.0.0.1' ? sent : allowed;
    expect(response.headers.get('access-control-allow-origin')).toBe(expected);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('refuses a matchmaking call from another site before it reserves anything', async () => {
    const body = (await (await matchmake('https://evil.example')).json()) as {
      code?: number;
      error?: string;
    };
    expect(body).toMatchObject({ code: 4215, error: 'Requests from this origin are not allowed' });
    // The same call from the site itself is matched (the lobby room needs no sign-in).
    const own = (await (await matchmake('https://casino.example')).json()) as { room?: unknown };
    expect(own.room).toBeDefined();
  });
});

describe('closing the connections of ended sessions (the logout message may be lost while Redis is away)', () => {
  it('closes a room connection soon after its session is deleted, with the signed-out code', async () => {
    const player = await makePlayer(t.db);
    const room: Room = await waitFor(
      () =>
        new Client(base.replace('http', 'ws'), { headers: { cookie: player.cookie } })
          .join('poker_table', { tableId: 1, spectate: true })
          .catch(() => false as const),
      10_000,
      'the table to open',
    );
    let closedWith: number | null = null;
    room.onLeave((code) => {
      closedWith = code;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(closedWith).toBeNull();
    // A logout on another api process: the session row is gone, nobody told this process.
    await t.db.deleteFrom('sessions').where('user_id', '=', player.userId).execute();
    await waitFor(() => closedWith !== null, 5_000, 'the connection to close');
    expect(closedWith).toBe(4001);
  });
});

describe('the rooms health check', () => {
  it('answers 200 with its database up', async () => {
    // The embedded server shares the api's http server; this standalone one answers itself.
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up', redis: 'unused' });
  });

  it.each<[string, 'up' | 'down', string]>([
    ['the database', 'up', 'Unreachable: database'],
    ['the database and Redis', 'down', 'Unreachable: database and Redis'],
  ])('answers 503 naming %s when unreachable', async (_name, redis, message) => {
    const away: DatabaseHandle = createDatabase({
      kind: 'postgres',
      url: 'postgres://casino@127.0.0.1:1/casino',
      connectTimeoutMs: 500,
    });
    const probe = createServer((_req, res) => void answerHealth(res, { db: away.db, redis: () => redis }));
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'service_unavailable', message, database: 'down', redis });
    probe.close();
    await away.close();
  });
});
