import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { trustProxy: ['10.0.0.5'] } });
});
afterAll(() => api.close());

describe('security headers on every response', () => {
  it.each([
    ['an api answer', 'GET', '/api/games'],
    ['an error', 'GET', '/api/nope'],
    ['the health check', 'GET', '/healthz'],
    ['a validation refusal', 'POST', '/api/auth/login'],
  ])('%s', async (_name, method, url) => {
    const response = await api.app.inject({ method: method as 'GET', url });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Plain http: no HSTS (a browser would ignore it, and local use stays on http).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over HTTPS through the trusted proxy, not when a client claims it', async () => {
    const viaProxy = await api.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const claimed = await api.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '192.0.2.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('logout (once: any other site could sign a player out with a link or an image)', () => {
  const signedIn = async () =>
    sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
  const me = (cookie: string) =>
    api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  it.each<[string, Record<string, string>, boolean]>([
    ["the app's own menu (same-origin navigation)", { 'sec-fetch-site': 'same-origin' }, true],
    ['a typed or bookmarked address', { 'sec-fetch-site': 'none' }, true],
    ['a client that is no browser', {}, true],
    ['an older browser from this site', { referer: 'http://localhost:80/home' }, true],
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }, false],
    ['an image on a sibling subdomain', { 'sec-fetch-site': 'same-site' }, false],
    ['an older browser from another site', { referer: 'https://evil.example/page' }, false],
    ['a malformed referer', { referer: 'not a url' }, false],
  ])('GET from %s', async (_name, headers, signsOut) => {
    const cookie = await signedIn();
    const out = await api.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, ...headers } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await me(cookie)).statusCode).toBe(signsOut ? 401 : 200);
  });

  it('POST signs out API clients, and is refused from another origin like every state change', async () => {
    const cookie = await signedIn();
    const foreign = await api.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
    const own = await api.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(own.json()).toEqual({ success: true });
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
