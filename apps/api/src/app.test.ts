import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../test/test-api.js';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await createTestApi({ config: { authRateLimitPerMinute: 5 } });
  cookie = sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
});
afterAll(() => api.close());

const register = {
  email: 'x@example.com',
  password: 'long-enough-pw',
  firstName: 'X',
  lastName: 'Y',
  dateOfBirth: '1990-01-01',
};

describe('bad input gets a clear 4xx JSON error', () => {
  it.each([
    [
      'malformed JSON',
      { url: '/api/auth/login', body: '{"email": "a@b.c",', type: 'application/json' },
      400,
      'invalid_json',
      /not valid JSON/,
    ],
    [
      'an empty JSON body',
      { url: '/api/auth/login', body: '', type: 'application/json' },
      400,
      'invalid_json',
      /empty/,
    ],
    [
      'a wrong type',
      {
        url: '/api/auth/login',
        body: JSON.stringify({ email: 42, password: 'x' }),
        type: 'application/json',
      },
      400,
      'validation_error',
      /^body\.email: /,
    ],
    [
      'a missing field',
      { url: '/api/auth/login', body: JSON.stringify({ email: 'a@b.co' }), type: 'application/json' },
      400,
      'validation_error',
      /^body\.password: /,
    ],
    [
      'an unknown field',
      {
        url: '/api/auth/login',
        body: JSON.stringify({ email: 'a@b.co', password: 'x', isAdmin: true }),
        type: 'application/json',
      },
      400,
      'validation_error',
      /^body\.isAdmin: /,
    ],
    [
      'an invalid date',
      {
        url: '/api/auth/register',
        body: JSON.stringify({ ...register, dateOfBirth: '01/02/1990' }),
        type: 'application/json',
      },
      400,
      'validation_error',
      /^body\.dateOfBirth: /,
    ],
    [
      'a short password',
      {
        url: '/api/auth/register',
        body: JSON.stringify({ ...register, password: 'short' }),
        type: 'application/json',
      },
      400,
      'validation_error',
      /^body\.password: .*8/,
    ],
    [
      'a body that is not JSON',
      { url: '/api/auth/login', body: 'email=a', type: 'application/x-www-form-urlencoded' },
      415,
      'unsupported_media_type',
      /application\/json/,
    ],
    [
      'an oversized body',
      {
        url: '/api/auth/login',
        body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70_000) }),
        type: 'application/json',
      },
      413,
      'payload_too_large',
      /too large/,
    ],
  ])('%s', async (name, req, status, error, message) => {
    // Each case from its own address, so the sign-in rate limit does not answer first.
    const remoteAddress = `10.1.0.${name.length}`;
    const response = await api.app.inject({
      method: 'POST',
      url: req.url,
      payload: req.body,
      remoteAddress,
      headers: { 'content-type': req.type },
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe(error);
    expect(body.message).toMatch(message);
  });

  it.each([
    ['an unknown api path', 'GET', '/api/nope', 404, 'not_found'],
    ['an unknown api method', 'DELETE', '/api/auth/user', 404, 'not_found'],
    ['an unknown query parameter', 'GET', '/api/games?colour=red', 400, 'validation_error'],
    ['a bad enum in the query', 'GET', '/api/games?type=bingo', 400, 'validation_error'],
    // Rejected by the router before any route runs (Fastify's frameworkErrors, FST_ERR_BAD_URL).
    ['a malformed %-escape in a path parameter', 'GET', '/api/games/%E0%A4%A', 400, 'validation_error'],
    [
      'a malformed %-escape outside any parameter, signed out',
      'GET',
      '/api/%E0%A4%A',
      400,
      'validation_error',
      false,
    ],
  ])('%s', async (_name, method, url, status, error, signedIn = true) => {
    const response = await api.app.inject({
      method: method as 'GET',
      url,
      headers: signedIn ? { cookie } : {},
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ error, message: expect.any(String) });
    // Not Fastify's default body ({ statusCode, code, error: 'Bad Request', message }).
    expect(response.json()).not.toHaveProperty('statusCode');
  });
});

describe('cross-site protection', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }, 403],
    ['a malformed Origin', { origin: 'not a url' }, 403],
    ['a browser-marked cross-site request without Origin', { 'sec-fetch-site': 'cross-site' }, 403],
    ['the same host', { origin: 'http://localhost:80', host: 'localhost:80' }, 200],
    ['a configured public origin', { origin: 'https://casino.example' }, 200],
    ['no Origin at all (server to server)', {}, 200],
  ])('a state-changing request with %s', async (_name, headers, status) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/auth/guest', headers });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toMatchObject({ error: 'forbidden_origin' });
  });
});

describe('operations', () => {
  it('reports health with the database reachable', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', database: 'up', redis: 'unused' });
  });

  it('exposes Prometheus metrics by route', async () => {
    await api.app.inject({ method: 'GET', url: '/healthz' });
    const text = (await api.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('publishes an OpenAPI document generated from the contracts, with a docs page', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>
      >;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/guest',
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/user',
        '/api/games',
        '/healthz',
      ]),
    );
    expect(
      doc.paths['/api/auth/register']?.post?.requestBody?.content['application/json']?.schema.required,
    ).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName', 'dateOfBirth']));
    const docs = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
  });

  it('tags every response with a request id, echoing one given', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('lists the seeded catalogue for a signed-in player, and by type', async () => {
    const all = (await api.app.inject({ method: 'GET', url: '/api/games', headers: { cookie } })).json<
      Array<{ id: number; type: string; minBet: string | null }>
    >();
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.find((g) => g.id === 1)).toMatchObject({
      name: 'European Roulette',
      minBet: '1.00',
      maxBet: '1000.00',
    });
    expect(all.find((g) => g.id === 2)).toMatchObject({
      name: 'Classic Blackjack',
      minBet: '5.00',
      maxBet: '500.00',
    });
    const slots = (
      await api.app.inject({ method: 'GET', url: '/api/games?type=slot', headers: { cookie } })
    ).json<Array<{ minBet: string }>>();
    expect(slots.map((s) => s.minBet).sort()).toEqual(['0.10', '0.10', '0.25']);
  });
});

describe('rate limiting', () => {
  it('refuses sign-in attempts past the limit with 429', async () => {
    const attempts = [];
    for (let i = 0; i < 8; i++) {
      attempts.push(
        await api.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.9.8.7',
          payload: { email: 'a@b.co', password: 'wrong-password' },
        }),
      );
    }
    const codes = attempts.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(attempts.at(-1)?.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/Try again in \d+ seconds/),
    });
    // Another address is not affected.
    const other = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.8.8',
      payload: { email: 'a@b.co', password: 'wrong-password' },
    });
    expect(other.statusCode).toBe(401);
  });
});
