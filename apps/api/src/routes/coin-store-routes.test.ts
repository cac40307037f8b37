import {
  auditLedger,
  createSandboxPaymentProvider,
  purchaseCoinPackage,
  STALE_PURCHASE_ATTEMPT_MS,
  type Clock,
  type PaymentProvider,
} from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligiblePlayer } from '../../test/eligible-player.js';
import { createTestApi, type TestApi } from '../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// Buyers are registered players of a region where sweepstakes play is offered (issue 18).
const newPlayer = async () => (await eligiblePlayer(api.app, api.t.db)).cookie;
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
      // The first package: 200% extra coins (the welcome bonus) and 100 free spins.
      balance: '43000.00',
      sweepstakesCoins: '20.00',
      paymentProvider: { testMode: true },
      promotionBonuses: [{ promotion: 'welcome', coins: '22000.00', freeSpins: 100 }],
    });
    const replay = await buy(cookie, { packageId: 2 }, 'web-1700000000-abcdef');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await me(cookie)).toMatchObject({ balance: '43000.00', sweepstakesCoins: '20.00' });
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
    expect(await me(cookie)).toMatchObject({ balance: '25000.00' });
  });

  it('pays once for 20 simultaneous purchases with one key: each answer is the first answer or 202 pending', async () => {
    const cookie = await newPlayer();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => buy(cookie, { packageId: 4 }, 'twenty-at-once-0001')),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(responses.map((r) => r.json<{ purchaseId: string }>().purchaseId));
    expect(ids.size).toBe(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(202);
      expect(r.json()).toMatchObject({
        status: 'pending',
        packageId: 4,
        message: expect.any(String) as unknown,
      });
    }
    expect(await me(cookie)).toMatchObject({ balance: '220000.00', sweepstakesCoins: '60.00' });
    // After the first has finished, the key replays.
    expect((await buy(cookie, { packageId: 4 }, 'twenty-at-once-0001')).json()).toMatchObject({
      coinsReceived: '70000.00',
    });
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });
});

/** A purchase whose api process died mid-payment: after the sandbox approved it, or before it was sent. */
async function interruptedPurchase(
  t: TestApi['t'],
  clock: Clock,
  userId: string,
  key: string,
  when: 'after-charge' | 'before-charge',
): Promise<void> {
  const sandbox = createSandboxPaymentProvider(t.db);
  let died!: () => void;
  const dead = new Promise<void>((resolve) => (died = resolve));
  const dying: PaymentProvider = {
    ...sandbox,
    charge: async (request) => {
      if (when === 'after-charge') await sandbox.charge(request);
      died();
      // Nothing after the crash runs.
      return new Promise<never>(() => undefined);
    },
  };
  void purchaseCoinPackage(t.db, { userId, packageId: 1, idempotencyKey: key, provider: dying, clock });
  await dead;
}

describe(`coin store api: interrupted purchases (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let now = Date.now();
  const clock: Clock = () => new Date(now);
  let recon: TestApi;
  beforeAll(async () => {
    recon = await createTestApi({ clock, config: { purchaseReconcileIntervalMs: 25 } });
  });
  afterAll(() => recon.close());

  const player = () => eligiblePlayer(recon.app, recon.t.db);
  const post = (cookie: string, key: string) =>
    recon.app.inject({
      method: 'POST',
      url: '/api/coin-packages/purchase',
      headers: { cookie, 'idempotency-key': key },
      payload: { packageId: 1 },
    });
  const balancesOf = async (cookie: string) =>
    (await recon.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
      balance: string;
    }>();
  const state = (cookie: string, id: string) =>
    recon.app.inject({ method: 'GET', url: `/api/coin-packages/purchases/${id}`, headers: { cookie } });

  it.each([
    {
      name: 'charged before the crash: completed, and the same key answers the credited purchase',
      when: 'after-charge',
      final: 'completed',
      status: 200,
      balance: '25000.00',
    },
    {
      name: 'never charged: failed, the player told they were not charged',
      when: 'before-charge',
      final: 'failed',
      status: 402,
      balance: '10000.00',
    },
  ] as const)('$name', async ({ when, final, status, balance }) => {
    const { cookie, id: userId } = await player();
    const key = `interrupted-${when}`;
    await interruptedPurchase(recon.t, clock, userId, key, when);

    // The same key while the dead attempt still holds it: the pending state, not 409.
    const pending = await post(cookie, key);
    expect(pending.statusCode).toBe(202);
    expect(pending.headers['idempotent-replayed']).toBe('true');
    const { purchaseId } = pending.json<{ purchaseId: string }>();
    expect(pending.json()).toEqual({
      status: 'pending',
      purchaseId,
      packageId: 1,
      message: expect.stringMatching(/being confirmed/) as unknown,
    });
    expect((await state(cookie, purchaseId)).json()).toMatchObject({
      status: 'pending',
      packageName: 'Starter Pack',
    });
    const list = await recon.app.inject({
      method: 'GET',
      url: '/api/coin-packages/purchases',
      headers: { cookie },
    });
    expect(list.json()).toEqual([expect.objectContaining({ purchaseId, status: 'pending' })]);

    // Past the dead attempt's hold, the api's reconciler settles it with the provider.
    now += STALE_PURCHASE_ATTEMPT_MS + 1;
    await expect
      .poll(async () => (await state(cookie, purchaseId)).json<{ status: string }>().status, {
        timeout: 10_000,
      })
      .toBe(final);

    const again = await post(cookie, key);
    expect(again.statusCode).toBe(status);
    if (final === 'completed') {
      expect(again.json()).toMatchObject({
        purchaseId,
        coinsReceived: '5000.00',
        sweepstakesCoinsReceived: '5.00',
      });
      expect((await state(cookie, purchaseId)).json()).toMatchObject({ status: 'completed', message: null });
    } else {
      expect(again.json()).toEqual({
        error: 'payment_not_completed',
        message: expect.stringMatching(/you were not charged/) as unknown,
      });
      expect((await state(cookie, purchaseId)).json()).toMatchObject({
        status: 'failed',
        message: expect.stringMatching(/you were not charged/) as unknown,
      });
    }
    expect(await balancesOf(cookie)).toMatchObject({ balance });
    expect((await auditLedger(recon.t.db)).ok).toBe(true);
  });

  it.each([
    ["another player's purchase", 'other', 404, 'not_found'],
    ['an id that does not exist', '999999999', 404, 'not_found'],
    ['an id that is not a number', 'abc', 400, 'validation_error'],
  ])('refuses to show %s', async (_name, which, status, error) => {
    const owner = await player();
    const bought = await post(owner.cookie, 'shown-to-owner-only');
    const { purchaseId } = bought.json<{ purchaseId: string }>();
    const other = await player();
    const response = await state(other.cookie, which === 'other' ? purchaseId : which);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
  });
});
