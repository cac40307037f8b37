import { ACCOUNT_SUSPENDED_MESSAGE, SocialConnectionList, SocialProviderList } from '@casino/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/test-api.js';

// Social login against a local OpenID provider (oauth2-mock-server, no internet): google by
// discovery, facebook by explicit endpoints, apple and instagram not configured. The mock names
// whoever the test says signs in next (`as(subject)`), as the provider's `sub`.

const provider = new OAuth2Server();
const subjectByCode = new Map<string, string>();
let nextSubject = 'nobody';
let api: TestApi;

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, 'localhost');
  provider.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
    const code = redirect.url.searchParams.get('code');
    if (code) subjectByCode.set(code, nextSubject);
  });
  provider.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: { body?: { code?: string } }) => {
      const subject = subjectByCode.get(req.body?.code ?? '');
      if (subject)
        Object.assign(token.payload, { sub: subject, email: `${subject}@mail.test`, name: 'Jane Doe' });
    },
  );
  const issuer = provider.issuer.url ?? '';
  api = await createTestApi({
    config: {
      socialLogin: {
        callbackBaseUrl: null,
        providers: {
          google: {
            issuer,
            clientId: 'google-client',
            clientSecret: 'google-secret',
            authorizationUrl: null,
            tokenUrl: null,
            userinfoUrl: null,
            jwksUrl: null,
            scope: 'openid email profile',
            formPost: false,
          },
          facebook: {
            issuer,
            clientId: 'facebook-client',
            clientSecret: 'facebook-secret',
            authorizationUrl: `${issuer}/authorize`,
            tokenUrl: `${issuer}/token`,
            userinfoUrl: `${issuer}/userinfo`,
            jwksUrl: `${issuer}/jwks`,
            scope: 'openid email',
            formPost: false,
          },
        },
      },
    },
  });
});
afterAll(async () => {
  await api.close();
  await provider.stop();
});

const COOKIE = 'casino.sid';
const cookieOf = (res: LightMyRequestResponse, previous: string | undefined): string | undefined => {
  const set = res.cookies.find((c) => c.name === COOKIE);
  return set ? `${COOKIE}=${encodeURIComponent(set.value)}` : previous;
};
const get = (url: string, cookie: string | undefined) =>
  api.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
};
const outcomeOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(new URL(String(res.headers.location), 'http://localhost').searchParams);

interface Started {
  cookie: string | undefined;
  /** The provider's answer: the callback path with code and state. */
  callback: string;
}

/** GET /auth/:provider, then the provider's authorize step as `subject`: where it sends the browser back. */
async function start(name: string, subject: string, cookie?: string, query = ''): Promise<Started> {
  const res = await get(`/auth/${name}${query}`, cookie);
  expect(res.statusCode, res.body).toBe(302);
  const authorize = new URL(String(res.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  nextSubject = subject;
  const answer = await fetch(authorize, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return { cookie: cookieOf(res, cookie), callback: pathOf(answer.headers.get('location') ?? '') };
}

async function finish(started: Started) {
  const res = await get(started.callback, started.cookie);
  expect(res.statusCode, res.body).toBe(302);
  return { res, cookie: cookieOf(res, started.cookie), outcome: outcomeOf(res) };
}

const signInAs = async (name: string, subject: string, cookie?: string) =>
  finish(await start(name, subject, cookie));

async function me(cookie: string | undefined) {
  const res = await get('/api/auth/user', cookie);
  return res.statusCode === 200 ? res.json<{ id: string; balance: string; isGuest: boolean }>() : null;
}

async function connections(cookie: string | undefined) {
  const res = await get('/api/social/connections', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return SocialConnectionList.parse(res.json());
}

let registered = 0;
async function registerPlayer(): Promise<string> {
  registered += 1;
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: `linker${registered}@social.test`,
      password: 'a-good-password-1',
      firstName: 'Link',
      lastName: 'Er',
      dateOfBirth: '1990-01-01',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieOf(res, undefined) ?? '';
}

const bonusPayments = async (userId: string) =>
  (
    await api.t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `social-connect-bonus:${userId}`)
      .execute()
  ).length;

describe(`social login (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists which providers work and why the others do not', async () => {
    const res = await get('/api/social/providers', undefined);
    const list = SocialProviderList.parse(res.json());
    expect(list.map((p) => [p.provider, p.available])).toEqual([
      ['google', true],
      ['facebook', true],
      ['apple', false],
      ['instagram', false],
    ]);
    expect(list.find((p) => p.provider === 'instagram')?.reason).toMatch(/Instagram offers no sign-in/);
    expect(list.find((p) => p.provider === 'apple')?.reason).toBe(
      'Apple sign-in is not set up on this server.',
    );
  });

  it('an unconfigured provider redirects back with provider_unavailable instead of failing', async () => {
    const res = await get('/auth/apple', undefined);
    expect(res.statusCode).toBe(302);
    expect(outcomeOf(res)).toEqual({ error: 'provider_unavailable', provider: 'apple' });
  });

  it('signs up a new player with the bonus, then signs into the same account again', async () => {
    const first = await signInAs('google', 'sub-new-player');
    expect(first.outcome).toEqual({ signedIn: 'google', bonus: '1' });
    const user = await me(first.cookie);
    // A social sign-up has no date of birth: a guest account until it registers (18+).
    expect(user).toMatchObject({ isGuest: true, balance: '10500.00' });
    const list = await connections(first.cookie);
    expect(list).toMatchObject([{ platform: 'google', isActive: true, accountLabel: 'Jane Doe' }]);

    const again = await signInAs('google', 'sub-new-player');
    expect(again.outcome).toEqual({ signedIn: 'google' });
    expect(again.cookie).not.toBe(first.cookie);
    expect(await me(again.cookie)).toMatchObject({ id: user?.id, balance: '10500.00' });
    expect(await bonusPayments(user?.id ?? '')).toBe(1);
  });

  it('never matches an account by email: another subject with the same email is another account', async () => {
    const a = await signInAs('google', 'sub-email-a');
    const b = await signInAs('facebook', 'sub-email-a');
    expect((await me(a.cookie))?.id).not.toBe((await me(b.cookie))?.id);
  });

  it('links a provider to a signed-in player once, and refuses an identity linked elsewhere', async () => {
    const cookie = await registerPlayer();
    const before = await me(cookie);
    const linked = await finish(await start('facebook', 'sub-linker', cookie, '?link=1'));
    expect(linked.outcome).toEqual({ connected: 'facebook', bonus: '1' });
    expect(await me(linked.cookie)).toMatchObject({ id: before?.id, balance: '10500.00', isGuest: false });

    const other = await registerPlayer();
    const refused = await finish(await start('facebook', 'sub-linker', other));
    expect(refused.outcome).toEqual({ error: 'identity_linked_elsewhere', provider: 'facebook' });
    expect(await connections(other)).toEqual([]);

    const second = await finish(await start('facebook', 'sub-linker-2', linked.cookie));
    expect(second.outcome).toEqual({ error: 'provider_already_linked', provider: 'facebook' });
  });

  it('unlinks, refuses to unlink the last way in, and never pays the bonus again on relink', async () => {
    const social = await signInAs('google', 'sub-only-way');
    const [only] = await connections(social.cookie);
    const refused = await api.app.inject({
      method: 'DELETE',
      url: `/api/social/connections/${only?.id}`,
      headers: { cookie: social.cookie ?? '' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'last_sign_in_method' });

    const cookie = await registerPlayer();
    const linked = await finish(await start('google', 'sub-relinker', cookie));
    const [connection] = await connections(linked.cookie);
    const unlink = () =>
      api.app.inject({
        method: 'DELETE',
        url: `/api/social/connections/${connection?.id}`,
        headers: { cookie: linked.cookie ?? '' },
      });
    expect((await unlink()).statusCode).toBe(200);
    expect(await connections(linked.cookie)).toEqual([]);
    expect((await unlink()).statusCode).toBe(404);

    const relinked = await finish(await start('google', 'sub-relinker', linked.cookie));
    expect(relinked.outcome).toEqual({ connected: 'google' });
    expect(await me(relinked.cookie)).toMatchObject({ balance: '10500.00' });
  });

  it.each([
    { name: 'a changed state', tamper: (path: string) => path.replace(/state=[^&]+/, 'state=forged') },
    { name: 'no state', tamper: (path: string) => path.replace(/&?state=[^&]+/, '') },
  ])('refuses $name with state_mismatch and signs nobody in', async ({ tamper }) => {
    const started = await start('google', 'sub-tampered');
    const res = await get(tamper(started.callback), started.cookie);
    expect(outcomeOf(res)).toEqual({ error: 'state_mismatch', provider: 'google' });
    expect(await me(cookieOf(res, started.cookie))).toBeNull();
    // The flow is spent: the genuine answer afterwards is refused too.
    expect((await finish(started)).outcome).toEqual({ error: 'state_mismatch', provider: 'google' });
  });

  it('refuses a replayed callback', async () => {
    const started = await start('google', 'sub-replay');
    const first = await finish(started);
    expect(first.outcome.signedIn).toBe('google');
    const replay = await get(started.callback, first.cookie);
    expect(outcomeOf(replay)).toEqual({ error: 'state_mismatch', provider: 'google' });
    const elsewhere = await get(started.callback, undefined);
    expect(outcomeOf(elsewhere)).toEqual({ error: 'state_mismatch', provider: 'google' });
  });

  it('refuses a callback for another provider than the one started', async () => {
    const started = await start('google', 'sub-crossed');
    const res = await get(started.callback.replace('/auth/google/', '/auth/facebook/'), started.cookie);
    expect(outcomeOf(res)).toEqual({ error: 'state_mismatch', provider: 'facebook' });
  });

  it('reports the provider saying no', async () => {
    const started = await start('google', 'sub-denied');
    const state = new URLSearchParams(started.callback.split('?')[1]).get('state') ?? '';
    const res = await get(`/auth/google/callback?error=access_denied&state=${state}`, started.cookie);
    expect(outcomeOf(res)).toEqual({ error: 'provider_denied', provider: 'google' });
  });

  it('refuses a suspended account as the password login does', async () => {
    const first = await signInAs('google', 'sub-suspended');
    const user = await me(first.cookie);
    await api.t.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspended_reason: 'test' })
      .where('id', '=', user?.id ?? '')
      .execute();
    const again = await signInAs('google', 'sub-suspended');
    expect(again.outcome).toEqual({ error: 'account_suspended', provider: 'google' });
    expect(ACCOUNT_SUSPENDED_MESSAGE).toMatch(/suspended/);
    expect(await me(again.cookie)).toBeNull();
  });

  it("turns Apple's cross-site form_post answer into the GET callback", async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/auth/apple/callback',
      headers: {
        origin: 'https://appleid.apple.com',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'code=abc&state=xyz&user=%7B%22name%22%3A%7B%22firstName%22%3A%22Ann%22%7D%7D',
    });
    expect(res.statusCode, res.body).toBe(303);
    const location = new URL(String(res.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/auth/apple/callback');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: 'abc',
      state: 'xyz',
      user: '{"name":{"firstName":"Ann"}}',
    });
  });

  it('pays the connect bonus once when two links of one account finish at once', async () => {
    const cookie = await registerPlayer();
    const user = await me(cookie);
    // Two tabs of the same player: each its own session, each linking another provider.
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `linker${registered}@social.test`, password: 'a-good-password-1' },
    });
    const secondTab = cookieOf(login, undefined);
    const a = await start('google', 'sub-race-google', cookie);
    const b = await start('facebook', 'sub-race-facebook', secondTab);
    const [ra, rb] = await Promise.all([finish(a), finish(b)]);
    expect([ra.outcome.connected, rb.outcome.connected].sort()).toEqual(['facebook', 'google']);
    expect([ra.outcome.bonus, rb.outcome.bonus].filter(Boolean)).toEqual(['1']);
    expect(await bonusPayments(user?.id ?? '')).toBe(1);
    expect(await me(cookie)).toMatchObject({ balance: '10500.00' });
    expect(await connections(cookie)).toHaveLength(2);
  });

  it('creates one account when two first sign-ins of one identity finish at once', async () => {
    const a = await start('google', 'sub-race-signup');
    const b = await start('google', 'sub-race-signup');
    const [ra, rb] = await Promise.all([finish(a), finish(b)]);
    expect(ra.outcome.signedIn).toBe('google');
    expect(rb.outcome.signedIn).toBe('google');
    const [ua, ub] = [await me(ra.cookie), await me(rb.cookie)];
    expect(ua?.id).toBe(ub?.id);
    expect(ua).toMatchObject({ balance: '10500.00' });
    expect(await bonusPayments(ua?.id ?? '')).toBe(1);
  });
});
