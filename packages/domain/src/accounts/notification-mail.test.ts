import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest } from './accounts.js';
import { mailTo, registeredPlayer } from './account-test-players.js';
import { mailNotice, type MailedNotice } from './notification-mail.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const origin = 'https://casino.example';
const request: MailedNotice = { kind: 'friend-request', fromName: 'Grace H.' };
const invite: MailedNotice = {
  kind: 'game-invite',
  fromName: 'Grace H.',
  gameType: 'blackjack',
  roomCode: 'ABC234',
  betAmount: '50.00',
  route: '/live-casino/9',
};
let n = 0;

describe(`notification mail on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it.each([
    ['a friend request, verified, defaults (on)', request, { verified: true }, null, true],
    ['a game invite, verified, defaults (off)', invite, { verified: true }, null, false],
    ['a game invite, verified, turned on', invite, { verified: true }, { game_invites_email: true }, true],
    [
      'a friend request, verified, turned off',
      request,
      { verified: true },
      { friend_requests_email: false },
      false,
    ],
    ['a friend request to an unverified email', request, { verified: false }, null, false],
    ['a friend request to a suspended account', request, { verified: true, suspended: true }, null, false],
  ] as const)('%s', async (_name, notice, account, choices, mailed) => {
    const email = `notice-${++n}@casino.test`;
    const userId = await registeredPlayer(t.db, email, 'pw-for-notices', { verified: account.verified });
    if ('suspended' in account)
      await t.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', userId).execute();
    if (choices)
      await t.db
        .insertInto('player_preferences')
        .values({ user_id: userId, ...choices })
        .execute();
    expect(await mailNotice(t.db, userId, notice, { origin })).toBe(mailed);
    const mails = await mailTo(t.db, email);
    expect(mails).toHaveLength(mailed ? 1 : 0);
    if (mails[0] && notice.kind === 'game-invite') {
      expect(mails[0].subject).toBe('Grace H. invites you to Blackjack');
      expect(mails[0].text_body).toContain(`${origin}/live-casino/9`);
    }
    if (mails[0] && notice.kind === 'friend-request') {
      expect(mails[0].subject).toBe('Grace H. wants to be your friend');
      expect(mails[0].text_body).toContain(`${origin}/settings`);
    }
  });

  it('mails a guest nothing (no email)', async () => {
    expect(await mailNotice(t.db, await createGuest(t.db), request, { origin })).toBe(false);
  });
});
