import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.js';
import { addressKey, networkOf } from './sign-in-limits.js';

let api: TestApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

const guest = (remoteAddress: string, headers: Record<string, string> = {}) =>
  api!.app.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress, headers });
const login = (remoteAddress: string, password: string, headers: Record<string, string> = {}) =>
  api!.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email: 'admin@casino.local', password },
  });
// Each refused password costs one scrypt hash (N=2^17, ~0.3 s alone); ten or more of them on two
// busy cores can outlast the default 30 s.
const SCRYPT_HEAVY_TIMEOUT_MS = 120_000;
const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}` });

describe('the address a limit counts', () => {
  it.each([
    ['IPv4 as is', '198.51.100.7', '198.51.100.7'],
    ['IPv4-mapped IPv6 as its IPv4', '::ffff:198.51.100.7', '198.51.100.7'],
    ['IPv6 by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['compressed IPv6 by its /64', '2001:db8::1', '2001:db8:0:0::/64'],
    ['the same /64, another host', '2001:db8:0:0:ffff::9', '2001:db8:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
  ])('%s', (_name, ip, expected) => {
    expect(networkOf(ip)).toBe(expected);
  });
});

describe('password guessing (once: 40 guesses against the admin with a spoofed X-Forwarded-For drew no 429)', () => {
  it(
    'counts by the socket address when no proxy is trusted, whatever X-Forwarded-For says',
    async () => {
      api = await createTestApi({ config: { authRateLimitPerMinute: 10, trustProxy: false } });
      const codes = [];
      for (let i = 0; i < 40; i++)
        codes.push((await login('10.20.30.40', `guess-${i}`, spoofed(i))).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes.slice(10).every((c) => c === 429)).toBe(true);
    },
    SCRYPT_HEAVY_TIMEOUT_MS,
  );

  it(
    'stops guesses at one account spread over many addresses, and the right password with them',
    async () => {
      api = await createTestApi({ config: { authRateLimitPerMinute: 1000, loginFailuresPerAccount: 10 } });
      const codes = [];
      for (let i = 0; i < 40; i++) codes.push((await login(`10.40.${i}.1`, `guess-${i}`)).statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(10);
      expect(codes.filter((c) => c === 429)).toHaveLength(30);
      const locked = await login('10.99.0.1', 'admin-password');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        error: 'rate_limited',
        message: expect.stringMatching(
          /^Too many failed sign-ins for this account\. Try again in \d+ seconds\.$/,
        ),
      });
      // Another account is not affected.
      const demo = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.99.0.2',
        payload: { email: 'demo@casino.local', password: 'demo-password' },
      });
      expect(demo.statusCode).toBe(200);
    },
    SCRYPT_HEAVY_TIMEOUT_MS,
  );

  it('believes X-Forwarded-For only from a named proxy', async () => {
    api = await createTestApi({ config: { authRateLimitPerMinute: 3, trustProxy: ['172.28.0.10'] } });
    // Through the proxy: each client is counted by its own address.
    for (let i = 0; i < 5; i++)
      expect((await login('172.28.0.10', 'wrong', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode).toBe(
        401,
      );
    // Straight from elsewhere: the header is the client's own claim and is ignored.
    const direct = [];
    for (let i = 0; i < 5; i++) direct.push((await login('192.0.2.1', 'wrong', spoofed(i))).statusCode);
    expect(direct).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('guest creation (each guest is granted coins)', () => {
  it('limits guests per address per day, an IPv6 /64 counting as one address', async () => {
    api = await createTestApi({ config: { guestLimits: { perAddressPerDay: 3, sitewidePerMinute: 1000 } } });
    const codes = [];
    for (let i = 1; i <= 4; i++) codes.push((await guest(`2001:db8:5:6::${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await guest('2001:db8:5:7::1')).statusCode).toBe(200);
    const refused = await guest('2001:db8:5:6:ffff::1');
    expect(refused.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/from your network today/),
    });
  });

  it('limits guests across the whole site per minute, whatever the addresses', async () => {
    api = await createTestApi({ config: { guestLimits: { perAddressPerDay: 1000, sitewidePerMinute: 5 } } });
    const codes = [];
    for (let i = 1; i <= 8; i++) codes.push((await guest(`198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const users = await api.t.db.selectFrom('users').select('id').where('is_guest', '=', true).execute();
    expect(users).toHaveLength(5);
  });
});

describe('signing in while Redis is away (once: 500 on guest, login and register)', () => {
  it('keeps answering, with the limits counted in this process', async () => {
    api = await createTestApi({ config: { redisUrl: 'redis://127.0.0.1:1', authRateLimitPerMinute: 3 } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await guest('10.7.7.7')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await login('10.7.7.8', 'admin-password')).statusCode).toBe(200);
    const register = await api.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.7.7.9',
      payload: {
        email: 'redis-away@casino.test',
        password: 'long-enough-pass',
        firstName: 'Red',
        lastName: 'Is',
        dateOfBirth: '1990-01-01',
      },
    });
    expect(register.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'degraded',
      database: 'up',
      redis: 'down',
    });
  });
});

describe('a client that disconnects before the rate limit runs (once: a 500)', () => {
  it('has no address any more, which still gets a key instead of a TypeError', () => {
    // What Fastify reports once the socket is gone; @fastify/rate-limit's own key generator called
    // toLowerCase() on it.
    expect(addressKey({ ip: undefined } as unknown as FastifyRequest)).toBe('gone');
  });
});
