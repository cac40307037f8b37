import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSessionIds } from './live-sessions.js';
import { findSessionUser } from './session-lookup.js';
import { SESSION_COOKIE_NAME } from './session-policy.js';
import { createSessionSigner } from './session-signer.js';
import { DatabaseSessionStore, type SessionData } from './session-store.js';

// Issue 15: a suspended player's session, even one a request in flight wrote back after the
// suspension ended it, signs nobody in: not the api's session store, not a room's upgrade, and the
// rooms' sweep closes whatever connection is left.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const now = new Date();
const clock = () => now;
const signer = createSessionSigner(['suspended-sessions-test-secret-0123456789']);

async function playerWithSession(suspended: boolean) {
  const userId = randomUUID();
  const sid = randomUUID();
  await t.db
    .insertInto('users')
    .values({
      id: userId,
      is_guest: true,
      suspended_at: suspended ? now : null,
      suspended_reason: suspended ? 'test' : null,
    })
    .execute();
  await t.db
    .insertInto('sessions')
    .values({
      sid,
      user_id: userId,
      data: JSON.stringify({ userId, signedInAt: now.getTime() }),
      expires_at: new Date(now.getTime() + 3_600_000),
      updated_at: now,
    })
    .execute();
  return { userId, sid, cookie: `${SESSION_COOKIE_NAME}=${encodeURIComponent(signer.sign(sid))}` };
}

const storeRead = (sid: string): Promise<SessionData | null | undefined> => {
  const store = new DatabaseSessionStore(t.db, clock);
  return promisify(store.get.bind(store))(sid);
};

describe(`a suspended player's session (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    ['an active player', false],
    ['a suspended player', true],
  ])('of %s is read as it is stored, or as absent', async (_name, suspended) => {
    const active = await playerWithSession(suspended);
    const session = await storeRead(active.sid);
    const user = await findSessionUser(t.db, active.cookie, signer, clock);
    const live = await liveSessionIds(t.db, [active.sid], clock);
    if (suspended) {
      expect([session, user, live.has(active.sid)]).toEqual([null, null, false]);
    } else {
      expect(session).toMatchObject({ userId: active.userId });
      expect(user).toEqual({ userId: active.userId, sid: active.sid });
      expect(live.has(active.sid)).toBe(true);
    }
  });
});
