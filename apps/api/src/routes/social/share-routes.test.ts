import { CONTACT_INVITES_PER_DAY } from '@casino/contracts';
import { deliverDueMail, localMailboxTransport, SHARES_PER_HOUR } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

// Sharing and contact invitations through the api, on PGlite or on real PostgreSQL
// (TEST_DATABASE_URL), where the racing requests truly run at once.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { outboxIntervalMs: 0 } });
});
afterAll(() => api.close());

const guest = async () => sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
let registered = 0;
const registeredPlayer = async (email = `player${++registered}-${Date.now()}@example.test`) => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      password: 'correct horse battery',
      firstName: 'Grace',
      lastName: 'Hopper',
      dateOfBirth: '1990-01-01',
    },
  });
  expect(response.statusCode).toBe(200);
  return { cookie: sessionCookie(response), email: email.toLowerCase() };
};
const userIdOf = async (cookie: string) =>
  (await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{ id: string }>()
    .id;
const post = (url: string, cookie: string, payload: unknown) =>
  api.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const share = (cookie: string, payload: unknown) => post('/api/social/share', cookie, payload);
const invite = (cookie: string, payload: unknown) => post('/api/social/invite-friends', cookie, payload);
const aShare = { type: 'big_win', platforms: ['twitter'], shareText: 'I won big!' };

describe(`POST /api/social/share (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    {
      name: 'no platform',
      body: { ...aShare, platforms: [] },
      message: 'body.platforms: Please select at least one platform to share to.',
    },
    {
      name: 'blank content',
      body: { ...aShare, shareText: '   ' },
      message: 'body.shareText: Please add some content to share.',
    },
    {
      name: 'an unknown platform',
      body: { ...aShare, platforms: ['myspace'] },
      message: /^body\.platforms\.0: /,
    },
    { name: 'an unknown type', body: { ...aShare, type: 'jackpot' }, message: /^body\.type: / },
    {
      name: 'a repeated platform',
      body: { ...aShare, platforms: ['twitter', 'twitter'] },
      message: /must not repeat/,
    },
  ])('refuses $name with 400 and records nothing', async ({ body, message }) => {
    const cookie = await guest();
    const response = await share(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', message });
    const rows = await api.t.db
      .selectFrom('social_shares')
      .select('id')
      .where('user_id', '=', await userIdOf(cookie))
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses a signed-out share', async () => {
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/social/share', payload: aShare })).statusCode,
    ).toBe(401);
  });

  it("records the share, counts it in the social level, writes a feed item and answers each platform's link", async () => {
    const cookie = await guest();
    const userId = await userIdOf(cookie);
    const response = await share(cookie, {
      type: 'achievement',
      platforms: ['facebook', 'twitter', 'whatsapp', 'instagram'],
      shareText: '  Level 10 & counting!  ',
      data: { title: 'Pro', gameType: 'slots' },
    });
    expect(response.json()).not.toHaveProperty('error');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ id: string; links: Array<{ platform: string; url: string }> }>();
    const origin = 'https://casino.example';
    const text = encodeURIComponent('Level 10 & counting!');
    expect(body.links).toEqual([
      {
        platform: 'facebook',
        url: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(origin)}&quote=${text}`,
      },
      {
        platform: 'twitter',
        url: `https://twitter.com/intent/tweet?text=${text}&url=${encodeURIComponent(origin)}`,
      },
      {
        platform: 'whatsapp',
        url: `https://wa.me/?text=${encodeURIComponent(`Level 10 & counting! ${origin}`)}`,
      },
      { platform: 'instagram', url: 'https://www.instagram.com/' },
    ]);
    const row = await api.t.db
      .selectFrom('social_shares')
      .selectAll()
      .where('id', '=', BigInt(body.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: userId, type: 'achievement', share_text: 'Level 10 & counting!' });
    expect(row.platforms).toEqual(['facebook', 'twitter', 'whatsapp', 'instagram']);
    const feed = await api.t.db
      .selectFrom('social_feed_items')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(feed.find((item) => item.kind === 'share')?.payload).toMatchObject({
      shareType: 'achievement',
      title: 'Pro',
      gameType: 'slots',
    });
    const activity = await api.t.db
      .selectFrom('social_activity')
      .select('shares')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(activity.shares).toBe(1);
  });

  it(`records at most ${SHARES_PER_HOUR} shares an hour, even when ${SHARES_PER_HOUR + 5} arrive at once`, async () => {
    const cookie = await guest();
    const responses = await Promise.all(
      Array.from({ length: SHARES_PER_HOUR + 5 }, () => share(cookie, aShare)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(SHARES_PER_HOUR);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toMatchObject({ error: 'rate_limited' });
    const activity = await api.t.db
      .selectFrom('social_activity')
      .select('shares')
      .where('user_id', '=', await userIdOf(cookie))
      .executeTakeFirstOrThrow();
    expect(activity.shares).toBe(SHARES_PER_HOUR);
  });
});

describe(`POST /api/social/invite-friends (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    { name: 'no contacts', body: {} },
    { name: 'only blank items', body: { emails: [' ', ''], phones: ['  '] } },
  ])('refuses $name with the spec message', async ({ body }) => {
    const response = await invite(await guest(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: 'body.emails: Please add at least one email or phone number.',
    });
  });

  it('queues a mail or text per new contact and skips the rest, each with its reason', async () => {
    const { email: taken } = await registeredPlayer();
    const cookie = await guest();
    const userId = await userIdOf(cookie);
    await api.t.db
      .updateTable('users')
      .set({ referral_code: `R${Date.now()}` })
      .where('id', '=', userId)
      .execute();
    const first = await invite(cookie, { emails: ['Old@Example.test'], message: '' });
    expect(first.json()).toEqual({ invitationsSent: 1, skipped: [] });

    const response = await invite(cookie, {
      emails: [
        ' New@Example.test ',
        'new@example.test',
        'not-an-email',
        taken.toUpperCase(),
        'old@example.test',
        '',
      ],
      phones: ['+1 415 555 0123', '(415) 555-0123', '12', '+44 7911 123456'],
      message: 'Come play blackjack with me',
      platform: 'casino',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      invitationsSent: 3,
      skipped: [
        { address: 'new@example.test', reason: 'duplicate' },
        { address: 'not-an-email', reason: 'invalid' },
        // A number without a country code is read in PHONE_DEFAULT_REGION (US): the same number.
        { address: '(415) 555-0123', reason: 'duplicate' },
        { address: '12', reason: 'invalid' },
        { address: taken, reason: 'already-registered' },
        { address: 'old@example.test', reason: 'already-invited' },
      ],
    });
    const invitations = await api.t.db
      .selectFrom('contact_invitations')
      .select(['channel', 'address'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(invitations).toEqual([
      { channel: 'email', address: 'old@example.test' },
      { channel: 'email', address: 'new@example.test' },
      { channel: 'sms', address: '+14155550123' },
      { channel: 'sms', address: '+447911123456' },
    ]);
    const mail = await api.t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'new@example.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/invited you to play/);
    expect(mail.text_body).toContain('Come play blackjack with me');
    expect(mail.text_body).toMatch(/https:\/\/casino\.example\/\?ref=R\d+/);
    const sms = await api.t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('to_number', '=', '+447911123456')
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain('Come play blackjack with me');
  });

  it(`never passes ${CONTACT_INVITES_PER_DAY} a day, even with two requests at once`, async () => {
    const cookie = await guest();
    const userId = await userIdOf(cookie);
    const batch = (tag: string) =>
      invite(cookie, {
        emails: Array.from({ length: 15 }, (_, i) => `race-${tag}-${i}-${userId}@example.test`),
      });
    const [a, b] = await Promise.all([batch('a'), batch('b')]);
    const bodies = [a.json(), b.json()] as Array<{
      invitationsSent: number;
      skipped: Array<{ reason: string }>;
    }>;
    expect(bodies.map((x) => x.invitationsSent).reduce((s, n) => s + n, 0)).toBe(CONTACT_INVITES_PER_DAY);
    expect(bodies.flatMap((x) => x.skipped).filter((s) => s.reason === 'daily-limit')).toHaveLength(
      30 - CONTACT_INVITES_PER_DAY,
    );
    const rows = await api.t.db
      .selectFrom('contact_invitations')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(CONTACT_INVITES_PER_DAY);
    const later = await invite(cookie, { phones: ['+14155550999'] });
    expect(later.json()).toEqual({
      invitationsSent: 0,
      skipped: [{ address: '+14155550999', reason: 'daily-limit' }],
    });
  });
});

describe('GET /api/mailbox (no SMTP: the local mailbox)', () => {
  it('shows a registered player the mail kept here for their own email, newest first', async () => {
    const address = `invitee-${Date.now()}@example.test`;
    const inviter = await guest();
    expect(
      (await invite(inviter, { emails: [address], message: 'See you at the tables' })).json(),
    ).toMatchObject({
      invitationsSent: 1,
    });
    // Earlier cases queued more than one batch: send until nothing is due.
    const clock = () => new Date(Date.now() + 1_000);
    while ((await deliverDueMail(api.t.db, localMailboxTransport(), clock)).sent > 0);
    const { cookie } = await registeredPlayer(address);
    const response = await api.app.inject({ method: 'GET', url: '/api/mailbox', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const box = response.json<{ address: string; messages: Array<{ subject: string; text: string }> }>();
    expect(box.address).toBe(address);
    expect(box.messages).toHaveLength(1);
    expect(box.messages[0]?.text).toContain('See you at the tables');
    const other = await api.app.inject({
      method: 'GET',
      url: '/api/mailbox',
      headers: { cookie: await guest() },
    });
    expect(other.json()).toEqual({ address: null, messages: [] });
  });

  it('is off when SMTP is configured', async () => {
    const smtpApi = await createTestApi({
      config: { outboxIntervalMs: 0, mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'x@casino.test' } },
    });
    try {
      const cookie = sessionCookie(await smtpApi.app.inject({ method: 'POST', url: '/api/auth/guest' }));
      const response = await smtpApi.app.inject({ method: 'GET', url: '/api/mailbox', headers: { cookie } });
      expect(response.statusCode).toBe(404);
    } finally {
      await smtpApi.close();
    }
  });
});
