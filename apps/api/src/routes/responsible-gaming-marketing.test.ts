import type { LiveNotification } from '@casino/contracts';
import { MemoryHashStore, NOT_TAKING_INVITES, payQualifiedReferrals, PlayerPresence } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayerNotifications } from '../live/player-notifications.js';
import { signedInAs, type SignedIn } from '../../test/staff-sessions.js';
import { createTestApi, type TestApi } from '../../test/test-api.js';

// No marketing during a break or self-exclusion: game invites neither to nor from the player, no
// pushed friend-request notification, no inviting contacts, referral rewards held until it ends.

let now = new Date('2027-05-12T10:00:00Z');
const clock = () => new Date(now);
const store = new MemoryHashStore();
const published: Array<{ userId: string; type: LiveNotification['type'] }> = [];
const local = createPlayerNotifications(null);
let api: TestApi;
let rooms: PlayerPresence;

beforeAll(async () => {
  api = await createTestApi({
    clock,
    presenceStore: store,
    notifications: {
      publish: (userId, notification) => {
        published.push({ userId, type: notification.type });
        local.publish(userId, notification);
      },
      subscribe: (userId, listener) => local.subscribe(userId, listener),
    },
  });
  rooms = new PlayerPresence(store, api.t.db, clock);
});
afterAll(() => api.close());

const post = (player: SignedIn, url: string, payload: object = {}) =>
  api.app.inject({ method: 'POST', url, headers: { cookie: player.cookie }, payload });
const befriend = (a: SignedIn, b: SignedIn) =>
  api.t.db
    .insertInto('friendships')
    .values([
      { user_id: a.userId, friend_id: b.userId },
      { user_id: b.userId, friend_id: a.userId },
    ])
    .execute();
const online = (player: SignedIn) => rooms.connected(player.userId, `room:${player.userId}`, null);
const takeBreak = async (player: SignedIn) =>
  expect((await post(player, '/api/responsible-gaming/break', { days: 2 })).statusCode).toBe(200);

describe(`no marketing during a break or self-exclusion (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses game invites to and from the player', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const [resting, friend] = [await signedInAs(api, 'player'), await signedInAs(api, 'player')];
    await befriend(resting, friend);
    await online(resting);
    await online(friend);
    await takeBreak(resting);
    const invite = (from: SignedIn, to: SignedIn) =>
      post(from, '/api/friends/invite', { friendId: to.userId, gameType: 'roulette', betAmount: '50' });
    const toResting = await invite(friend, resting);
    expect(toResting.statusCode).toBe(409);
    expect(toResting.json()).toEqual({ error: 'conflict', message: NOT_TAKING_INVITES });
    const fromResting = await invite(resting, friend);
    expect(fromResting.statusCode).toBe(403);
    expect(fromResting.json<{ error: string }>().error).toBe('taking_a_break');
    expect(published.filter((p) => p.type === 'game-invite')).toEqual([]);
  });

  it('pushes no friend-request notification to the player (the request waits in their list)', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const [resting, asker, control] = [
      await signedInAs(api, 'player'),
      await signedInAs(api, 'player'),
      await signedInAs(api, 'player'),
    ];
    await takeBreak(resting);
    expect((await post(asker, '/api/friends/requests', { userId: resting.userId })).statusCode).toBe(200);
    expect((await post(asker, '/api/friends/requests', { userId: control.userId })).statusCode).toBe(200);
    expect(published).toContainEqual({ userId: control.userId, type: 'friend-request' });
    expect(published).not.toContainEqual({ userId: resting.userId, type: 'friend-request' });
    const list = await api.app.inject({
      method: 'GET',
      url: '/api/friends/requests',
      headers: { cookie: resting.cookie },
    });
    expect(JSON.stringify(list.json())).toContain(asker.userId);
  });

  it('refuses inviting contacts to play during a self-exclusion', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const excluded = await signedInAs(api, 'player');
    await post(excluded, '/api/responsible-gaming/self-exclusion', { length: '6-months', confirm: true });
    const refused = await post(excluded, '/api/social/invite-friends', {
      emails: ['someone@example.com'],
      phones: [],
      message: '',
      platform: 'email',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe('self_excluded');
    expect(
      await api.t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', 'someone@example.com')
        .execute(),
    ).toEqual([]);
  });

  it('holds a referral reward while the referrer is on a break and pays it after', async () => {
    now = new Date('2027-05-12T10:00:00Z');
    const [referrer, referred] = [await signedInAs(api, 'player'), await signedInAs(api, 'player')];
    await api.t.db
      .insertInto('referrals')
      .values({ referred_user_id: referred.userId, referrer_user_id: referrer.userId, created_at: now })
      .execute();
    await api.t.db
      .insertInto('social_activity')
      .values({ user_id: referred.userId, rounds_played: 5 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ rounds_played: 5 }))
      .execute();
    await takeBreak(referrer);
    const pay = () =>
      api.t.db.transaction().execute((trx) => payQualifiedReferrals(trx, [referred.userId], clock()));
    expect(await pay()).toEqual([]);
    now = new Date('2027-05-14T10:00:01Z');
    expect(await pay()).toEqual([referred.userId]);
  });
});
