import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../test/test-api.js';
import { decodedBody } from '../../test/decoded-body.js';
import { COMPRESSION_THRESHOLD_BYTES } from './response-compression.js';

let api: TestApi;
/** A signed-in player: the game list is several kB of JSON. */
let cookie: string;
beforeAll(async () => {
  api = await createTestApi();
  cookie = sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
});
afterAll(() => api.close());

const request = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<LightMyRequestResponse> =>
  api.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });

const json = (response: LightMyRequestResponse): unknown =>
  JSON.parse(decodedBody(response).toString('utf8'));

describe('dynamic answers are compressed as the client accepts', () => {
  it.each<[string, string | undefined, string | undefined]>([
    // name, Accept-Encoding, expected Content-Encoding
    ['a browser (brotli first)', 'gzip, deflate, br, zstd', 'br'],
    ['a client that takes gzip only', 'gzip', 'gzip'],
    ['a client that prefers gzip by weight', 'br;q=0.5, gzip;q=1', 'gzip'],
    ['a client that takes only deflate (not offered)', 'deflate', undefined],
    ['a client that takes nothing', undefined, undefined],
    ['a client that refuses compression', 'identity', undefined],
  ])('%s', async (_name, accept, encoding) => {
    const plain = await request('GET', '/api/games', { cookie });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await request(
      'GET',
      '/api/games',
      accept === undefined ? { cookie } : { cookie, 'accept-encoding': accept },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('application/json');
    expect(json(response)).toEqual(JSON.parse(plain.body));
    if (encoding) {
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
    // The other response headers are still there.
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('leaves answers under the threshold as they are', async () => {
    const response = await request('GET', '/healthz', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(json(response)).toMatchObject({ status: expect.any(String) as string });
  });

  it.each<[string, 'GET' | 'POST', string, unknown, number, string]>([
    ['an unknown api path', 'GET', '/api/nope', undefined, 404, 'not_found'],
    ['a validation refusal', 'POST', '/api/auth/login', { email: 'x' }, 400, 'validation_error'],
    ['a signed-out call', 'GET', '/api/auth/user', undefined, 401, 'unauthorized'],
  ])('error answers stay JSON errors: %s', async (_name, method, url, body, status, code) => {
    const response = await request(method, url, { 'accept-encoding': 'br, gzip' }, body);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(json(response)).toMatchObject({ error: code, message: expect.any(String) as string });
  });

  it("compresses a signed-in player's answers too (cookies and sessions unaffected)", async () => {
    const response = await request('GET', '/api/auth/user', { cookie, 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ id: expect.any(String) as string });
  });

  it('serves the OpenAPI document and the docs page compressed and whole', async () => {
    const plain = await request('GET', '/api/openapi.json', {});
    const doc = await request('GET', '/api/openapi.json', { 'accept-encoding': 'br' });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBe('br');
    expect(json(doc)).toEqual(JSON.parse(plain.body));
    expect(json(doc)).toMatchObject({ openapi: expect.stringMatching(/^3\./) as string });

    const page = await request('GET', '/api/docs/', { 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(decodedBody(page).toString('utf8')).toContain('swagger-ui');
    const script = await request('GET', '/api/docs/static/swagger-ui-bundle.js', {
      'accept-encoding': 'gzip',
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(script).toString('utf8')).toContain('SwaggerUIBundle');
  });

  it('does not take compressed request bodies (nothing to gain on small JSON, one more thing to abuse)', async () => {
    const response = await request(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-encoding': 'br' },
      '{"email":"a@b.c","password":"x"}',
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(json(response)).toMatchObject({ error: expect.any(String) as string });
  });
});
