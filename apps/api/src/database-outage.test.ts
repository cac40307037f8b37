import { createDatabase, type DatabaseHandle } from '@casino/db';
import { startTcpFaultProxy, type TcpFaultProxy } from '@casino/db/fault-proxy';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { auditLedger, getWalletBalances, seed } from '@casino/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApi } from './app.js';
import type { ApiInstance } from './api-context.js';
import { sessionCookie, testConfig } from '../test/test-api.js';

// The api while PostgreSQL is away (README, "Outages"): every request gets a clear 503 JSON error
// within the documented timeouts, /healthz says the database is down, nothing crashes the process
// (pg emits 'error' on pooled connections whose server vanished), and everything works again when the
// database returns, without a restart.

const expectUnavailable = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({
    error: 'service_unavailable',
    message: expect.stringMatching(/briefly unavailable/),
  });
};

describe('an api whose database cannot be reached at all', () => {
  let app: ApiInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused.
    database = createDatabase({
      kind: 'postgres',
      url: 'postgres://casino@127.0.0.1:1/casino',
      connectTimeoutMs: 1_000,
    });
    app = await buildApi({ config: testConfig({ projectorIntervalMs: 0 }), db: database.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers /healthz with 503, naming the database', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      error: 'service_unavailable',
      message: 'The database is unreachable',
      database: 'down',
      redis: 'unused',
    });
  });

  it.each([
    ['a new guest', 'POST', '/api/auth/guest', undefined],
    ['a sign-in', 'POST', '/api/auth/login', { email: 'a@b.co', password: 'whatever-it-is' }],
    [
      'a registration',
      'POST',
      '/api/auth/register',
      {
        email: 'x@casino.test',
        password: 'long-enough-pass',
        firstName: 'X',
        lastName: 'Y',
        dateOfBirth: '1990-01-01',
      },
    ],
  ])('answers %s with a clear 503', async (_name, method, url, payload) => {
    const started = performance.now();
    const response = await app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expectUnavailable(response);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('an api whose PostgreSQL goes away and comes back', () => {
  let t: TestDatabase;
  let proxy: TcpFaultProxy;
  let database: DatabaseHandle;
  let app: ApiInstance;
  const lost: Error[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    const config = testConfig({ projectorIntervalMs: 0 });
    await seed(t.db, config.seed);
    const target = new URL(t.url!);
    proxy = await startTcpFaultProxy({ host: target.hostname, port: Number(target.port) });
    database = createDatabase({
      kind: 'postgres',
      url: proxy.urlFor(t.url!),
      poolSize: 8,
      connectTimeoutMs: 1_000,
      queryTimeoutMs: 2_000,
      onConnectionError: (error) => lost.push(error),
    });
    app = await buildApi({ config, db: database.db });
    await app.ready();
  });
  afterEach(() => {
    proxy.mode = 'pass';
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    await t.close();
  });

  const spin = (cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/slots/spin',
      headers: { cookie },
      payload: { betAmount: '1.00', gameId: 6 },
    });

  it('survives its connections being cut, answers 503 meanwhile, and recovers by itself', async () => {
    const cookie = sessionCookie(await app.inject({ method: 'POST', url: '/api/auth/guest' }));
    // Fill the pool with live connections first.
    const warm = await Promise.all(Array.from({ length: 8 }, () => spin(cookie)));
    expect(warm.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(proxy.openConnections).toBeGreaterThan(0);

    // The server goes away: every connection, idle or in use, is reset, and new ones are refused.
    proxy.mode = 'latency';
    proxy.latencyMs = 200;
    const inFlight = Promise.all(Array.from({ length: 4 }, () => spin(cookie)));
    await new Promise((r) => setTimeout(r, 50));
    proxy.mode = 'refuse';
    proxy.reset();
    for (const response of await inFlight) expectUnavailable(response);
    expect(lost.length).toBeGreaterThan(0);

    expectUnavailable(await spin(cookie));
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }));
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);

    // It is back: the same process serves again, without a restart.
    proxy.mode = 'pass';
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'unused',
    });
    const after = await spin(cookie);
    expect(after.statusCode).toBe(200);
    expect((await auditLedger(t.db)).ok).toBe(true);
    // What the player was told matches the ledger: every 200 was one settled spin.
    const user = (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
      id: string;
      balance: string;
    }>();
    const balances = await getWalletBalances(t.db, user.id);
    expect(balances.coins.toString()).toBe(user.balance.replace('.', ''));
  });

  it('answers within the documented timeouts when the server stops answering (a stall, not a refusal)', async () => {
    const cookie = sessionCookie(await app.inject({ method: 'POST', url: '/api/auth/guest' }));
    proxy.mode = 'stall';
    const started = performance.now();
    const [stalled, health] = await Promise.all([
      spin(cookie),
      app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expectUnavailable(stalled);
    expect(health.statusCode).toBe(503);
    // The query timeout (2 s here, 15 s by default) bounds the wait; the health probe gives up after 2 s.
    expect(performance.now() - started).toBeLessThan(6_000);
    proxy.mode = 'pass';
    proxy.reset();
    // The pool notices its reset connections as their errors arrive, then opens new ones.
    await new Promise((r) => setTimeout(r, 100));
    expect((await spin(cookie)).statusCode).toBe(200);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });
});
