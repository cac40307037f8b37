import { DEFAULT_PREFERENCES, type PlayerPreferences } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';
import { signedInAs } from '../../../test/staff-sessions.js';

// Preferences (issue 18) and what they change: the feed's visibility (shared with the social settings)
// and the name on leaderboards; and who may buy coin packages (sweepstakes eligibility).
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { sweepsExcludedRegions: ['US-WA', 'US-MI'] } });
});
afterAll(() => api.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (cookie: string, method: Method, url: string, payload?: unknown, headers = {}) =>
  api.app.inject({
    method,
    url,
    headers: { ...headers, cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
async function guest() {
  const response = await api.app.inject({ method: 'POST', url: '/api/auth/guest' });
  return { cookie: sessionCookie(response), id: response.json<{ user: { id: string } }>().user.id };
}
const CHOICES: PlayerPreferences = {
  feedVisibility: 'nobody',
  leaderboardName: 'anonymous',
  marketingEmails: true,
  notifications: {
    friendRequests: { inApp: false, email: false },
    gameInvites: { inApp: true, email: true },
  },
  sound: false,
};

describe(`preferences api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('starts at the defaults (no marketing mail), saves every choice and records the consent change', async () => {
    const { cookie, id } = await guest();
    expect((await call(cookie, 'GET', '/api/account/preferences')).json()).toEqual({
      feedVisibility: 'friends',
      ...DEFAULT_PREFERENCES,
    });
    const saved = await call(cookie, 'PUT', '/api/account/preferences', CHOICES);
    expect(saved.json()).toEqual(CHOICES);
    expect((await call(cookie, 'GET', '/api/account/preferences')).json()).toEqual(CHOICES);
    // The feed visibility is the social settings' field.
    expect((await call(cookie, 'GET', '/api/social/settings')).json()).toEqual({ feedVisibility: 'nobody' });
    await call(cookie, 'PUT', '/api/social/settings', { feedVisibility: 'everyone' });
    expect((await call(cookie, 'GET', '/api/account/preferences')).json()).toMatchObject({
      feedVisibility: 'everyone',
    });
    const consent = await api.t.db
      .selectFrom('player_preferences')
      .select(['marketing_emails', 'marketing_emails_changed_at'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(consent.marketing_emails).toBe(true);
    expect(consent.marketing_emails_changed_at).toBeInstanceOf(Date);
  });

  it.each([
    ['a missing field', { ...CHOICES, sound: undefined }, 'body.sound'],
    ['an unknown visibility', { ...CHOICES, feedVisibility: 'public' }, 'body.feedVisibility'],
    ['an unknown leaderboard name', { ...CHOICES, leaderboardName: 'hidden' }, 'body.leaderboardName'],
    [
      'a channel that is not a boolean',
      { ...CHOICES, notifications: { ...CHOICES.notifications, gameInvites: { inApp: 'yes', email: true } } },
      'body.notifications.gameInvites.inApp',
    ],
    ['an extra field', { ...CHOICES, theme: 'dark' }, 'body'],
  ])('refuses %s, naming the field, and changes nothing', async (_name, body, field) => {
    const { cookie } = await guest();
    const response = await call(cookie, 'PUT', '/api/account/preferences', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.startsWith(field)).toBe(true);
    expect((await call(cookie, 'GET', '/api/account/preferences')).json()).toMatchObject(DEFAULT_PREFERENCES);
  });

  it('an anonymous player shows to others by an alias with no id or email; to themselves and staff as they are', async () => {
    const shy = await guest();
    const other = await guest();
    await api.t.db
      .updateTable('users')
      .set({
        first_name: 'Shy',
        last_name: 'Winner',
        email: 'shy.winner@casino.test',
        is_guest: false,
        password_hash: 'x',
      })
      .where('id', '=', shy.id)
      .execute();
    const now = new Date();
    await api.t.db
      .insertInto('leaderboard_stats')
      .values({
        year: now.getUTCFullYear(),
        month: now.getUTCMonth() + 1,
        category: 'slots',
        user_id: shy.id,
        total_won: '123400',
        total_bet: '1000',
        biggest_win: '100000',
        wins: 3,
        sessions: 5,
        reached_at: now,
      })
      .execute();
    const entryFor = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/leaderboards/all'))
        .json<Array<{ gameType: string; leaderboard: Array<Record<string, unknown>> }>>()
        .find((b) => b.gameType === 'slots')
        ?.leaderboard.find((e) => e.totalWon === '1234.00');

    expect(await entryFor(other.cookie)).toMatchObject({
      username: 'Shy W.',
      userId: shy.id,
      email: 's***@c***.test',
    });
    await call(shy.cookie, 'PUT', '/api/account/preferences', { ...CHOICES, leaderboardName: 'anonymous' });
    const seen = await entryFor(other.cookie);
    expect(seen?.username).toMatch(/^Anonymous player [0-9A-F]{6}$/);
    expect(seen?.userId).not.toBe(shy.id);
    expect(seen?.email).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('Shy');
    // The alias stays the same from one look to the next.
    expect((await entryFor(other.cookie))?.username).toBe(seen?.username);
    expect(await entryFor(shy.cookie)).toMatchObject({
      username: 'Shy W.',
      userId: shy.id,
      isCurrentUser: true,
    });
    const admin = await signedInAs(api, 'admin', 'leaderboard-viewer');
    expect(await entryFor(admin.cookie)).toMatchObject({
      username: 'Shy W.',
      email: 'shy.winner@casino.test',
    });
  });
});

describe(`notification choices reach the mail (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a friend request is mailed to a verified recipient who wants it, and not once turned off', async () => {
    const recipient = await guest();
    const email = `friendly-${recipient.id}@casino.test`;
    await api.t.db
      .updateTable('users')
      .set({ is_guest: false, email, password_hash: 'x', email_verified_at: new Date() })
      .where('id', '=', recipient.id)
      .execute();
    const mails = () =>
      api.t.db.selectFrom('mail_outbox').select('kind').where('to_address', '=', email).execute();
    const ask = async () => {
      const sender = await guest();
      const sent = await call(sender.cookie, 'POST', '/api/friends/requests', { userId: recipient.id });
      expect(sent.statusCode, sent.body).toBe(200);
    };
    await ask();
    expect(await mails()).toEqual([{ kind: 'friend-request' }]);
    await call(recipient.cookie, 'PUT', '/api/account/preferences', {
      ...CHOICES,
      notifications: { ...CHOICES.notifications, friendRequests: { inApp: true, email: false } },
    });
    await ask();
    expect(await mails()).toHaveLength(1);
  });
});

describe(`coin purchases need sweepstakes eligibility (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const buy = (cookie: string, key: string) =>
    call(cookie, 'POST', '/api/coin-packages/purchase', { packageId: 1 }, { 'idempotency-key': key });
  const balances = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/auth/user')).json<{ balance: string; sweepstakesCoins: string }>();

  it.each([
    ['a guest', null, null, 'registration_required', /^Register with your email and date of birth \(18\+\)/],
    ['a player with no region', 'registered', null, 'region_required', /^Tell us where you live/],
    [
      'a player in Washington',
      'registered',
      { country: 'US', state: 'WA' },
      'region_excluded',
      /not offered in Washington, United States/,
    ],
  ] as const)('refuses %s with 403 and charges nothing', async (_name, kind, region, error, message) => {
    const player = await guest();
    if (kind === 'registered')
      await api.t.db
        .updateTable('users')
        .set({
          is_guest: false,
          email: `buyer-${player.id}@casino.test`,
          password_hash: 'x',
          region_country: region?.country ?? null,
          region_state: region?.state ?? null,
        })
        .where('id', '=', player.id)
        .execute();
    const before = await balances(player.cookie);
    const response = await buy(player.cookie, `refused-${player.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error });
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(await balances(player.cookie)).toEqual(before);
    expect(
      await api.t.db.selectFrom('coin_purchases').select('id').where('user_id', '=', player.id).execute(),
    ).toEqual([]);
  });

  it('sells to a registered player of an allowed region, who declared it on the profile', async () => {
    const player = await guest();
    await api.t.db
      .updateTable('users')
      .set({ is_guest: false, email: `buyer-${player.id}@casino.test`, password_hash: 'x' })
      .where('id', '=', player.id)
      .execute();
    const declared = await call(player.cookie, 'PUT', '/api/account/profile', {
      firstName: 'Buy',
      lastName: 'Er',
      region: { country: 'US', state: 'TX' },
    });
    expect(declared.json()).toMatchObject({ eligibility: { eligible: true } });
    const bought = await buy(player.cookie, `allowed-${player.id}`);
    expect(bought.statusCode, bought.body).toBe(200);
  });
});
