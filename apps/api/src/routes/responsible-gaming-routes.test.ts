import type { RgSessionStatus, RgStatus, SetRgLimitResponse } from '@casino/contracts';
import type { Clock } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEligible } from '../../test/eligible-player.js';
import { signedInAs } from '../../test/staff-sessions.js';
import { createTestApi, sessionCookie, type TestApi } from '../../test/test-api.js';

// Every responsible-gaming call and refusal over HTTP, on an api whose clock the test moves.

let now = new Date('2027-05-12T10:00:00Z');
const clock: Clock = () => new Date(now);
const HOUR = 60 * 60_000;
const loggedOut: string[] = [];
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({
    clock,
    config: { projectorIntervalMs: 0 },
    onLogout: (id) => loggedOut.push(id),
  });
});
afterAll(() => api.close());

const guest = async () => {
  const response = await api.app.inject({ method: 'POST', url: '/api/auth/guest' });
  return { cookie: sessionCookie(response), id: response.json<{ user: { id: string } }>().user.id };
};
/** A registered player (a guest's session cannot outlive the clock's jumps; a password signs in again). */
const registered = async () => {
  const signed = await signedInAs(api, 'player');
  return {
    id: signed.userId,
    cookie: signed.cookie,
    signInAgain: async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: signed.email, password: 'staff-password-123' },
      });
      return sessionCookie(response);
    },
  };
};
const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  api.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const setLimit = (cookie: string, body: unknown) =>
  call(cookie, 'POST', '/api/responsible-gaming/limits', body);
const statusOf = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/responsible-gaming')).json<RgStatus>();
const spin = (cookie: string, betAmount = '10.00') =>
  call(cookie, 'POST', '/api/slots/spin', { gameId: 6, betAmount });
const buy = (cookie: string, packageId: number, key: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/coin-packages/purchase',
    headers: { cookie, 'idempotency-key': key },
    payload: { packageId },
  });

describe(`responsible gaming api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers a new player with no limits, no block, and the rules in force', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const { cookie } = await guest();
    const status = await statusOf(cookie);
    expect(status.wager.coins.day).toEqual({
      amount: null,
      pending: null,
      used: '0.00',
      resetsAt: '2027-05-13T00:00:00.000Z',
    });
    expect(status.purchase.week.resetsAt).toBe('2027-05-17T00:00:00.000Z');
    expect(status.block).toBeNull();
    expect(status.rules).toEqual({
      raiseDelayHours: 24,
      exclusionLiftAfterMonths: 6,
      coolingOffDays: 7,
      sessionPauseMinutes: 30,
    });
    const session = await call(cookie, 'GET', '/api/responsible-gaming/session');
    expect(session.json<RgSessionStatus>()).toMatchObject({
      block: null,
      realityCheck: { intervalMinutes: null },
    });
  });

  it.each([
    ['GET', '/api/responsible-gaming', undefined],
    ['GET', '/api/responsible-gaming/session', undefined],
    ['POST', '/api/responsible-gaming/limits', { kind: 'session', minutes: 30 }],
    ['POST', '/api/responsible-gaming/reality-check', { minutes: 30 }],
    ['POST', '/api/responsible-gaming/reality-check/continue', {}],
    ['POST', '/api/responsible-gaming/break', { days: 2 }],
    ['POST', '/api/responsible-gaming/self-exclusion', { length: '1-year', confirm: true }],
    ['POST', '/api/responsible-gaming/self-exclusion/lift', {}],
    ['POST', '/api/responsible-gaming/self-exclusion/lift/cancel', {}],
  ] as const)('%s %s answers 401 signed out', async (method, url, payload) => {
    const response = await api.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [
      'an unknown kind',
      '/api/responsible-gaming/limits',
      { kind: 'deposit', period: 'day', amount: '5' },
      /^body\.kind/,
    ],
    [
      'a negative amount',
      '/api/responsible-gaming/limits',
      { kind: 'wager', currency: 'coins', period: 'day', amount: '-1' },
      /^body\.amount/,
    ],
    [
      'a zero amount',
      '/api/responsible-gaming/limits',
      { kind: 'purchase', period: 'week', amount: '0' },
      /^body\.amount/,
    ],
    [
      'three decimals',
      '/api/responsible-gaming/limits',
      { kind: 'purchase', period: 'week', amount: '1.005' },
      /^body\.amount/,
    ],
    [
      'an unknown period',
      '/api/responsible-gaming/limits',
      { kind: 'purchase', period: 'year', amount: '5' },
      /^body\.period/,
    ],
    [
      'an unknown currency',
      '/api/responsible-gaming/limits',
      { kind: 'wager', currency: 'btc', period: 'day', amount: '5' },
      /^body\.currency/,
    ],
    [
      'a session under 15 minutes',
      '/api/responsible-gaming/limits',
      { kind: 'session', minutes: 5 },
      /^body\.minutes: must be at least 15 minutes/,
    ],
    [
      'a fractional session',
      '/api/responsible-gaming/limits',
      { kind: 'session', minutes: 20.5 },
      /^body\.minutes/,
    ],
    [
      'a reality check over 8 hours',
      '/api/responsible-gaming/reality-check',
      { minutes: 600 },
      /^body\.minutes: must be at most 480 minutes/,
    ],
    [
      'a break of 0 days',
      '/api/responsible-gaming/break',
      { days: 0 },
      /^body\.days: must be at least 1 day/,
    ],
    [
      'a break of 31 days',
      '/api/responsible-gaming/break',
      { days: 31 },
      /^body\.days: must be at most 30 days/,
    ],
    [
      'an exclusion of 2 months',
      '/api/responsible-gaming/self-exclusion',
      { length: '2-months', confirm: true },
      /^body\.length/,
    ],
    [
      'an exclusion not confirmed',
      '/api/responsible-gaming/self-exclusion',
      { length: '1-year', confirm: false },
      /^body\.confirm: must be true/,
    ],
    ['an unknown field', '/api/responsible-gaming/break', { days: 2, reason: 'x' }, /^body/],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_name, url, body, message) => {
    const { cookie } = await guest();
    const response = await call(cookie, 'POST', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(message),
    });
    const status = await statusOf(cookie);
    expect(status.block).toBeNull();
    expect(status.session.limitMinutes).toBeNull();
  });

  it('stops a slot at the daily wager limit with a 409 naming it; a raise waits 24 hours by the clock', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const player = await registered();
    let { cookie } = player;
    const set = await setLimit(cookie, { kind: 'wager', currency: 'coins', period: 'day', amount: '25.00' });
    expect(set.statusCode).toBe(200);
    expect(set.json<SetRgLimitResponse>()).toMatchObject({
      change: 'applied',
      appliesAt: '2027-05-12T10:00:00.000Z',
      status: { wager: { coins: { day: { amount: '25.00', used: '0.00' } } } },
    });
    expect((await spin(cookie)).statusCode).toBe(200);
    expect((await spin(cookie)).statusCode).toBe(200);
    const refused = await spin(cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'wager_limit_reached',
      message:
        'This bet would take you past your daily wager limit of 25.00 GC (20.00 GC played today). The limit resets Thu 13 May 2027, 00:00 UTC.',
    });
    expect((await spin(cookie, '5.00')).statusCode).toBe(200);

    // Raising it waits a day; meanwhile the pending change shows with when it applies.
    now = new Date('2027-05-12T11:00:00Z');
    const raised = await setLimit(cookie, {
      kind: 'wager',
      currency: 'coins',
      period: 'day',
      amount: '100.00',
    });
    expect(raised.json<SetRgLimitResponse>()).toMatchObject({
      change: 'pending',
      appliesAt: '2027-05-13T11:00:00.000Z',
      status: {
        wager: {
          coins: {
            day: { amount: '25.00', pending: { amount: '100.00', appliesAt: '2027-05-13T11:00:00.000Z' } },
          },
        },
      },
    });
    expect((await spin(cookie, '1.00')).statusCode).toBe(409);
    // A new day resets what was played, not the limit: 25.00 still holds until 11:00.
    now = new Date('2027-05-13T10:59:59Z');
    cookie = await player.signInAgain();
    expect((await spin(cookie, '25.00')).statusCode).toBe(200);
    expect((await spin(cookie, '1.00')).json()).toMatchObject({ error: 'wager_limit_reached' });
    now = new Date('2027-05-13T11:00:00Z');
    expect((await spin(cookie, '50.00')).statusCode).toBe(200);
    expect((await statusOf(cookie)).wager.coins.day).toMatchObject({
      amount: '100.00',
      pending: null,
      used: '75.00',
    });
  });

  it('stops purchases at a purchase limit, in dollars, and lets a purchase within it through', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const { cookie, id } = await guest();
    // Only an eligible player buys coin packages (registered, in a region where purchases are offered).
    await makeEligible(api.t.db, id);
    const packages = (await call(cookie, 'GET', '/api/coin-packages')).json<
      Array<{ id: number; priceUsd: string }>
    >();
    const [cheapest] = [...packages].sort((a, b) => Number(a.priceUsd) - Number(b.priceUsd));
    if (!cheapest) throw new Error('no packages');
    const limit = (Number(cheapest.priceUsd) * 1.5).toFixed(2);
    await setLimit(cookie, { kind: 'purchase', period: 'month', amount: limit });
    expect((await buy(cookie, cheapest.id, 'rg-purchase-1')).statusCode).toBe(200);
    const refused = await buy(cookie, cheapest.id, 'rg-purchase-2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'purchase_limit_reached',
      message: `This purchase would take you past your monthly purchase limit of $${limit} ($${cheapest.priceUsd} spent this month). The limit resets Tue 1 Jun 2027, 00:00 UTC.`,
    });
    expect((await statusOf(cookie)).purchase.month).toMatchObject({ amount: limit, used: cheapest.priceUsd });
  });

  it('a break refuses play and purchases with a 403 saying when it ends, and closes the room connections', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const player = await registered();
    const { id } = player;
    let { cookie } = player;
    const taken = await call(cookie, 'POST', '/api/responsible-gaming/break', { days: 3 });
    expect(taken.statusCode).toBe(200);
    expect(taken.json<RgStatus>().block).toEqual({
      kind: 'break',
      length: '3-days',
      startedAt: '2027-05-12T10:00:00.000Z',
      endsAt: '2027-05-15T10:00:00.000Z',
      liftableFrom: null,
      liftRequestedAt: null,
    });
    expect(loggedOut).toContain(id);
    const message =
      'You are taking a break until Sat 15 May 2027, 10:00 UTC. Games, purchases and promotions are closed until then.';
    const refusals = [
      await spin(cookie),
      await call(cookie, 'POST', '/api/blackjack/deal', { betAmount: '10.00' }),
      await call(cookie, 'POST', '/api/roulette/spin', { betAmount: '10.00', betType: 'red', betValue: 0 }),
      await call(cookie, 'POST', '/api/p2p-challenges/create', {
        gameType: 'chess',
        betAmount: '10',
        betType: 'coins',
        skillLevel: 'any',
      }),
      await buy(cookie, 1, 'rg-break-purchase'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'taking_a_break', message });
    }
    // The account pages still answer.
    expect((await call(cookie, 'GET', '/api/auth/user')).statusCode).toBe(200);
    expect(
      (await call(cookie, 'GET', '/api/responsible-gaming/session')).json<RgSessionStatus>().block?.endsAt,
    ).toBe('2027-05-15T10:00:00.000Z');
    // Nothing shortens it.
    const shorter = await call(cookie, 'POST', '/api/responsible-gaming/break', { days: 1 });
    expect(shorter.statusCode).toBe(409);
    now = new Date('2027-05-15T10:00:00Z');
    cookie = await player.signInAgain();
    expect((await spin(cookie)).statusCode).toBe(200);
  });

  it('a self-exclusion needs its confirmation; an indefinite one is lifted only after six months and the cooling-off', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const player = await registered();
    let { cookie } = player;
    const excluded = await call(cookie, 'POST', '/api/responsible-gaming/self-exclusion', {
      length: 'indefinite',
      confirm: true,
    });
    expect(excluded.json<RgStatus>().block).toMatchObject({
      kind: 'exclusion',
      endsAt: null,
      liftableFrom: '2027-11-12T10:00:00.000Z',
    });
    expect((await spin(cookie)).json()).toEqual({
      error: 'self_excluded',
      message: 'You have excluded yourself indefinitely. Games, purchases and promotions are closed.',
    });
    const early = await call(cookie, 'POST', '/api/responsible-gaming/self-exclusion/lift');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'An indefinite self-exclusion can be lifted 6 months after it began: from Fri 12 Nov 2027, 10:00 UTC.',
    );
    expect(
      (await call(cookie, 'POST', '/api/responsible-gaming/self-exclusion/lift/cancel')).statusCode,
    ).toBe(409);
    now = new Date('2027-11-12T10:00:00Z');
    cookie = await player.signInAgain();
    const lifted = await call(cookie, 'POST', '/api/responsible-gaming/self-exclusion/lift');
    expect(lifted.json<RgStatus>().block).toMatchObject({
      endsAt: '2027-11-19T10:00:00.000Z',
      liftRequestedAt: '2027-11-12T10:00:00.000Z',
    });
    expect((await spin(cookie)).statusCode).toBe(403);
    const kept = await call(cookie, 'POST', '/api/responsible-gaming/self-exclusion/lift/cancel');
    expect(kept.json<RgStatus>().block).toMatchObject({ endsAt: null, liftRequestedAt: null });
    await call(cookie, 'POST', '/api/responsible-gaming/self-exclusion/lift');
    now = new Date('2027-11-19T10:00:01Z');
    cookie = await player.signInAgain();
    expect((await spin(cookie)).statusCode).toBe(200);
  });

  it('a session limit stops play with a 409, and the reality check tells time played and the net result', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const { cookie } = await guest();
    await setLimit(cookie, { kind: 'session', minutes: 60 });
    const check = await call(cookie, 'POST', '/api/responsible-gaming/reality-check', { minutes: 20 });
    expect(check.json<RgStatus>().realityCheck).toEqual({ intervalMinutes: 20 });
    const first = (await spin(cookie)).json<{ balance: string }>();
    now = new Date('2027-05-12T10:21:00Z');
    const after = (await spin(cookie)).json<{ balance: string }>();
    const session = (await call(cookie, 'GET', '/api/responsible-gaming/session')).json<RgSessionStatus>();
    expect(session.playSession).toMatchObject({
      startedAt: '2027-05-12T10:00:00.000Z',
      minutesPlayed: 21,
      nextRealityCheckAt: '2027-05-12T10:20:00.000Z',
      limitReached: false,
    });
    // The net result is the session's money in and out of the games: 10,000 GC at the start.
    expect(session.playSession.net.coins).toBe((Number(after.balance) - 10_000).toFixed(2));
    expect(first.balance).toBeDefined();
    const kept = await call(cookie, 'POST', '/api/responsible-gaming/reality-check/continue');
    expect(kept.json<RgSessionStatus>().playSession.nextRealityCheckAt).toBe('2027-05-12T10:41:00.000Z');
    now = new Date('2027-05-12T10:45:00Z');
    expect((await spin(cookie)).statusCode).toBe(200);
    now = new Date('2027-05-12T11:00:00Z');
    const stopped = await spin(cookie);
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json()).toEqual({
      error: 'session_limit_reached',
      message:
        'You reached your session limit of 1 h. Play resumes Wed 12 May 2027, 11:15 UTC, after a 30 min pause.',
    });
  });

  it('raising the session limit waits, lowering it applies at once', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const player = await registered();
    const { cookie } = player;
    await setLimit(cookie, { kind: 'session', minutes: 60 });
    const raised = (await setLimit(cookie, { kind: 'session', minutes: 120 })).json<SetRgLimitResponse>();
    expect(raised.status.session).toEqual({
      limitMinutes: 60,
      pending: { limitMinutes: 120, appliesAt: '2027-05-13T10:00:00.000Z' },
    });
    const lowered = (await setLimit(cookie, { kind: 'session', minutes: 30 })).json<SetRgLimitResponse>();
    expect(lowered).toMatchObject({
      change: 'applied',
      status: { session: { limitMinutes: 30, pending: null } },
    });
    const removed = (await setLimit(cookie, { kind: 'session', minutes: null })).json<SetRgLimitResponse>();
    expect(removed).toMatchObject({
      change: 'pending',
      status: { session: { limitMinutes: 30, pending: { limitMinutes: null } } },
    });
    now = new Date(now.getTime() + 24 * HOUR);
    expect((await statusOf(await player.signInAgain())).session).toEqual({
      limitMinutes: null,
      pending: null,
    });
  });

  it("shows support and admins a player's tools read-only, and 404s an unknown player", async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const { cookie, id } = await guest();
    await setLimit(cookie, { kind: 'wager', currency: 'sweeps', period: 'week', amount: '5.00' });
    await call(cookie, 'POST', '/api/responsible-gaming/break', { days: 2 });
    for (const role of ['support', 'admin'] as const) {
      const staff = await signedInAs(api, role);
      const view = await call(staff.cookie, 'GET', `/api/admin/players/${id}/responsible-gaming`);
      expect(view.statusCode).toBe(200);
      const body = view.json<{ status: RgStatus; changes: Array<{ action: string }> }>();
      expect(body.status.wager.sweeps.week.amount).toBe('5.00');
      expect(body.status.block?.kind).toBe('break');
      expect(body.changes.map((c) => c.action)).toEqual(['break_started', 'limit_applied']);
      expect(
        (await call(staff.cookie, 'GET', '/api/admin/players/nobody/responsible-gaming')).statusCode,
      ).toBe(404);
    }
    const player = await signedInAs(api, 'player');
    expect((await call(player.cookie, 'GET', `/api/admin/players/${id}/responsible-gaming`)).statusCode).toBe(
      403,
    );
  });
});
