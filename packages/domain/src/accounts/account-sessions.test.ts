import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionUser } from '../sessions/session-lookup.js';
import { createSessionSigner } from '../sessions/session-signer.js';
import { liveSessionIds } from '../sessions/live-sessions.js';
import { DatabaseSessionStore, purgeExpiredSessions } from '../sessions/session-store.js';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../sessions/session-policy.js';
import { authenticate } from './accounts.js';
import {
  endAccountSession,
  endOtherSessions,
  listAccountSessions,
  sessionHandleOf,
} from './account-sessions.js';
import { liveSids, mailTo, registeredPlayer, signedInSession } from './account-test-players.js';
import { changePassword } from './password-change.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const T0 = new Date('2026-05-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let n = 0;

/** A player signed in on three devices. */
async function playerOnThreeDevices() {
  const email = `sessions-${++n}@casino.test`;
  const userId = await registeredPlayer(t.db, email, 'first-password', { verified: true });
  const sids = { laptop: `${userId}-laptop`, phone: `${userId}-phone`, tablet: `${userId}-tablet` };
  await signedInSession(t.db, sids.laptop, userId, T0, { ip: '203.0.113.5', userAgent: 'Firefox/140' });
  await signedInSession(t.db, sids.phone, userId, at(1_000), { ip: '198.51.100.7', userAgent: 'Safari/18' });
  await signedInSession(t.db, sids.tablet, userId, at(2_000));
  return { userId, email, sids };
}

describe(`listing sessions on ${label}`, () => {
  it('lists the live ones, the current first, by opaque handles', async () => {
    const { userId, sids } = await playerOnThreeDevices();
    // One of them signed in past the 7-day absolute lifetime (still within its idle expiry row).
    await signedInSession(t.db, `${userId}-old`, userId, at(5_000), {
      signedInAt: at(5_000).getTime() - SESSION_ABSOLUTE_LIFETIME_MS - 1,
    });
    const list = await listAccountSessions(t.db, userId, sids.phone, at(10_000));
    expect(list.map((s) => s.id)).toEqual([
      sessionHandleOf(sids.phone),
      sessionHandleOf(sids.tablet),
      sessionHandleOf(sids.laptop),
    ]);
    expect(list[0]).toMatchObject({ current: true, ip: '198.51.100.7', userAgent: 'Safari/18' });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.id === sessionHandleOf(sids.laptop))).toMatchObject({
      ip: '203.0.113.5',
      signedInAt: T0.toISOString(),
    });
    expect(JSON.stringify(list)).not.toContain(sids.phone);
  });
});

describe(`ending sessions on ${label}`, () => {
  it('"sign out everywhere else" ends every session but the current one', async () => {
    const { userId, sids } = await playerOnThreeDevices();
    const ended = await endOtherSessions(t.db, userId, sids.laptop, at(5_000));
    expect(ended.sort()).toEqual([sids.phone, sids.tablet].sort());
    expect(await liveSids(t.db, userId, at(5_000))).toEqual([sids.laptop]);
    expect(await endOtherSessions(t.db, userId, sids.laptop, at(6_000))).toEqual([]);
  });

  it('ends one other session by its handle; the current one and unknown ones are refused', async () => {
    const { userId, sids } = await playerOnThreeDevices();
    expect(
      await endAccountSession(t.db, userId, sessionHandleOf(sids.tablet), sids.laptop, at(5_000)),
    ).toEqual([sids.tablet]);
    expect(await liveSids(t.db, userId, at(5_000))).toEqual([sids.laptop, sids.phone]);
    await expect(
      endAccountSession(t.db, userId, sessionHandleOf(sids.laptop), sids.laptop, at(5_000)),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(
      endAccountSession(t.db, userId, sessionHandleOf(sids.tablet), sids.laptop, at(6_000)),
    ).rejects.toMatchObject({ code: 'not_found' });
    // Another player's session cannot be ended by its handle.
    const other = await playerOnThreeDevices();
    await expect(
      endAccountSession(t.db, userId, sessionHandleOf(other.sids.phone), sids.laptop, at(6_000)),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await liveSids(t.db, other.userId, at(6_000))).toHaveLength(3);
  });

  it('an ended session stays ended: a request of it still in flight cannot write it back', async () => {
    const { userId, sids } = await playerOnThreeDevices();
    await endOtherSessions(t.db, userId, sids.laptop, at(5_000));
    // The phone's request, started before the end, saves its (rolling) session afterwards.
    const store = new DatabaseSessionStore(t.db, () => at(6_000));
    await promisify(store.set.bind(store))(sids.phone, { userId, signedInAt: at(1_000).getTime(), ip: 'x' });
    expect(await promisify(store.get.bind(store))(sids.phone)).toBeNull();
    expect(await liveSessionIds(t.db, [sids.phone, sids.laptop], () => at(6_000))).toEqual(
      new Set([sids.laptop]),
    );
    // The rooms' cookie check refuses it too.
    const signer = createSessionSigner(['x'.repeat(32)]);
    const cookie = `casino.sid=${encodeURIComponent(signer.sign(sids.phone))}`;
    expect(await findSessionUser(t.db, cookie, signer, () => at(6_000))).toBeNull();
    // The tombstone goes after an hour, not before.
    await purgeExpiredSessions(t.db, at(5_000 + 59 * 60_000));
    expect(
      await t.db.selectFrom('sessions').select('sid').where('sid', '=', sids.phone).execute(),
    ).toHaveLength(1);
    await purgeExpiredSessions(t.db, at(5_000 + 60 * 60_000));
    expect(
      await t.db.selectFrom('sessions').select('sid').where('sid', '=', sids.phone).execute(),
    ).toHaveLength(0);
  });
});

describe(`changing the password on ${label}`, () => {
  const origin = 'https://casino.example';

  it('keeps the current session, ends the others, and tells the verified address', async () => {
    const { userId, email, sids } = await playerOnThreeDevices();
    const ended = await changePassword(
      t.db,
      userId,
      { currentPassword: 'first-password', newPassword: 'second-password' },
      { currentSid: sids.phone, origin, now: at(5_000) },
    );
    expect(ended.sort()).toEqual([sids.laptop, sids.tablet].sort());
    expect(await liveSids(t.db, userId, at(5_000))).toEqual([sids.phone]);
    expect(await authenticate(t.db, email, 'second-password')).toBe(userId);
    expect((await mailTo(t.db, email)).map((m) => m.kind)).toEqual(['password-changed']);
  });

  it.each([
    [
      'a wrong current password',
      'not-my-password',
      'second-password',
      'body.currentPassword: is not your current password',
    ],
    [
      'the same password again',
      'first-password',
      'first-password',
      'body.newPassword: must differ from your current password',
    ],
  ])('refuses %s and ends nothing', async (_name, currentPassword, newPassword, message) => {
    const { userId, email, sids } = await playerOnThreeDevices();
    await expect(
      changePassword(
        t.db,
        userId,
        { currentPassword, newPassword },
        { currentSid: sids.phone, origin, now: at(5_000) },
      ),
    ).rejects.toMatchObject({ code: 'validation_error', message });
    expect(await liveSids(t.db, userId, at(5_000))).toHaveLength(3);
    expect(await authenticate(t.db, email, 'first-password')).toBe(userId);
  });
});
