import { CurrentUser } from '@casino/contracts';
import { auditLedger } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../test/test-api.js';

let now = new Date('2026-11-21T12:00:00Z');
const loggedOut: string[] = [];
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => now, onLogout: (id) => loggedOut.push(id) });
});
afterAll(() => api.close());

const guest = async () => {
  const response = await api.app.inject({ method: 'POST', url: '/api/auth/guest' });
  expect(response.statusCode).toBe(200);
  return {
    response,
    cookie: sessionCookie(response),
    user: CurrentUser.parse(response.json<{ user: unknown }>().user),
  };
};
const me = (cookie?: string) =>
  api.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });
const adult = {
  password: 'correct horse battery',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
};

describe(`auth (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('creates a distinct guest per call with the starting grant, paid through the ledger', async () => {
    const a = await guest();
    const b = await guest();
    expect(a.user.id).not.toBe(b.user.id);
    expect(a.user).toMatchObject({
      balance: '10000.00',
      sweepstakesCoins: '10.00',
      isGuest: true,
      isAdmin: false,
      isVip: false,
    });
    const set = a.response.cookies.find((c) => c.name === 'casino.sid');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // 192 random bits in the id (base64url, 32 characters) before the signature.
    expect(set?.value.split('.')[0]).toMatch(/^[\w-]{32}$/);
    expect((await me(a.cookie)).json()).toMatchObject({ id: a.user.id, balance: '10000.00' });
    expect(await auditLedger(api.t.db)).toMatchObject({ ok: true });
  });

  it('answers 401 with the error shape when signed out', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
  });

  it('registers an adult, signs them in, and refuses the same email twice', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...adult, email: 'Ada@Example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { email: 'ada@example.com', isGuest: false, balance: '10000.00' },
    });
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...adult, email: 'ada@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'email_taken' });
  });

  it.each([
    ['17 years and 364 days old', '2008-11-22'],
    ['born in the future', '2030-01-01'],
  ])('refuses to register a player %s and creates nothing', async (_name, dateOfBirth) => {
    const before = await api.t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...adult, email: `kid-${dateOfBirth}@example.com`, dateOfBirth },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'underage' });
    const after = await api.t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('lets a guest register and keep the same account and balance', async () => {
    const g = await guest();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: g.cookie },
      payload: { ...adult, email: 'former-guest@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: g.user.id, isGuest: false, balance: '10000.00', email: 'former-guest@example.com' },
    });
  });

  it('logs in with the right password under a new session id, and refuses a wrong one', async () => {
    const wrong = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada@example.com', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: 'Invalid email or password' });
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(unknown.json()).toEqual(wrong.json());

    const g = await guest();
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: g.cookie },
      payload: { email: 'ADA@example.com', password: adult.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ success: true });
    const cookie = sessionCookie(login);
    expect(cookie).not.toBe(g.cookie);
    expect((await me(cookie)).json()).toMatchObject({ email: 'ada@example.com' });
  });

  it('signs in the seeded demo player and admin', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@casino.local', password: 'admin-password' },
    });
    expect((await me(sessionCookie(login))).json()).toMatchObject({ isAdmin: true, firstName: 'Casino' });
    const demo = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@casino.local', password: 'demo-password' },
    });
    expect((await me(sessionCookie(demo))).json()).toMatchObject({ isAdmin: false, firstName: 'Demo' });
  });

  it('logs out: redirects to /, ends the stored session and tells the rooms', async () => {
    const g = await guest();
    const out = await api.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: g.cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await me(g.cookie)).statusCode).toBe(401);
    expect(loggedOut).toContain(g.user.id);
    const rows = await api.t.db
      .selectFrom('sessions')
      .select('sid')
      .where('user_id', '=', g.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('ends a session after 12 idle hours, and keeps an active one alive', async () => {
    const idle = await guest();
    const active = await guest();
    const start = now;
    for (let hour = 6; hour <= 24; hour += 6) {
      now = new Date(start.getTime() + hour * 3600_000);
      expect((await me(active.cookie)).statusCode).toBe(200);
    }
    expect((await me(idle.cookie)).statusCode).toBe(401);
    now = start;
  });

  it('ends even an active session 7 days after sign-in', async () => {
    const g = await guest();
    const start = now;
    // A request every 11 hours never lets the idle timeout run out.
    for (let hour = 11; hour < 7 * 24; hour += 11) {
      now = new Date(start.getTime() + hour * 3600_000);
      expect((await me(g.cookie)).statusCode).toBe(200);
    }
    now = new Date(start.getTime() + 7 * 86_400_000 + 60_000);
    expect((await me(g.cookie)).statusCode).toBe(401);
    now = start;
  });
});
