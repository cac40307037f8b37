import { auditLedger } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const newPlayer = async () => sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
const buy = (cookie: string, payload: unknown, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/coin-packages/purchase',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });
const me = async (cookie: string) =>
  (await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
    balance: string;
    sweepstakesCoins: string;
  }>();

describe(`coin store api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists the packages and says the sandbox is test mode', async () => {
    const cookie = await newPlayer();
    const packages = await api.app.inject({ method: 'GET', url: '/api/coin-packages', headers: { cookie } });
    expect(packages.statusCode).toBe(200);
    expect(packages.headers['x-payment-test-mode']).toBe('true');
    expect(
      packages.json<Array<{ id: number; priceUsd: string; sweepstakesCoins: string; isPopular: boolean }>>(),
    ).toHaveLength(5);
    const provider = await api.app.inject({
      method: 'GET',
      url: '/api/payment-provider',
      headers: { cookie },
    });
    expect(provider.json()).toEqual({ name: 'sandbox', displayName: 'Sandbox (test mode)', testMode: true });
    expect((await api.app.inject({ method: 'GET', url: '/api/coin-packages' })).statusCode).toBe(401);
  });

  it('buys a package once per Idempotency-Key, replaying the same answer', async () => {
    const cookie = await newPlayer();
    const first = await buy(cookie, { packageId: 2 }, 'web-1700000000-abcdef');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      coinsReceived: '11000.00',
      sweepstakesCoinsReceived: '10.00',
      balance: '21000.00',
      sweepstakesCoins: '20.00',
      paymentProvider: { testMode: true },
    });
    const replay = await buy(cookie, { packageId: 2 }, 'web-1700000000-abcdef');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await me(cookie)).toMatchObject({ balance: '21000.00', sweepstakesCoins: '20.00' });
  });

  it.each([
    [
      'no Idempotency-Key',
      { packageId: 1 },
      undefined,
      400,
      'validation_error',
      /^headers\.idempotency-key: is required/,
    ],
    ['a key too short', { packageId: 1 }, 'abc', 400, 'validation_error', /^headers\.idempotency-key: /],
    [
      'a key with spaces',
      { packageId: 1 },
      'has spaces in it',
      400,
      'validation_error',
      /^headers\.idempotency-key: /,
    ],
    ['no packageId', {}, 'key-no-package-1', 400, 'validation_error', /^body\.packageId: /],
    [
      'an extra field',
      { packageId: 1, coins: '999999' },
      'key-extra-field-1',
      400,
      'validation_error',
      /^body\.coins: /,
    ],
    ['a package that does not exist', { packageId: 42 }, 'key-unknown-pkg-1', 404, 'unknown_package', /42/],
  ])('refuses %s and changes nothing', async (_name, payload, key, status, error, message) => {
    const cookie = await newPlayer();
    const response = await buy(cookie, payload, key);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message: expect.stringMatching(message) as unknown });
    expect(await me(cookie)).toMatchObject({ balance: '10000.00', sweepstakesCoins: '10.00' });
  });

  it('refuses the same key with a different body with 422, and pays nothing more', async () => {
    const cookie = await newPlayer();
    expect((await buy(cookie, { packageId: 1 }, 'same-key-different-body')).statusCode).toBe(200);
    const other = await buy(cookie, { packageId: 3 }, 'same-key-different-body');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await me(cookie)).toMatchObject({ balance: '15000.00' });
  });

  it('pays once for 20 simultaneous purchases with one key: each answer is the first answer or 409', async () => {
    const cookie = await newPlayer();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => buy(cookie, { packageId: 4 }, 'twenty-at-once-0001')),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json<{ purchaseId: string }>().purchaseId)).size).toBe(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ error: 'idempotency_in_flight' });
    }
    expect(await me(cookie)).toMatchObject({ balance: '80000.00', sweepstakesCoins: '60.00' });
    // After the first has finished, the key replays.
    expect((await buy(cookie, { packageId: 4 }, 'twenty-at-once-0001')).json()).toMatchObject({
      coinsReceived: '70000.00',
    });
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });
});
