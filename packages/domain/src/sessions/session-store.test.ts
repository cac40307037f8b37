import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSessionStore, purgeExpiredSessions, type SessionData } from './session-store.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const now = new Date('2026-03-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe(`purgeExpiredSessions on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('removes exactly the sessions whose expiry has passed (an expiry of now counts as passed)', async () => {
    const rows = [
      { sid: 'long-gone', expires: at(-7 * 24 * 3600_000) },
      { sid: 'just-expired', expires: at(-1) },
      { sid: 'expires-now', expires: at(0) },
      { sid: 'one-ms-left', expires: at(1) },
      { sid: 'fresh', expires: at(12 * 3600_000) },
    ];
    await t.db
      .insertInto('sessions')
      .values(
        rows.map((r) => ({
          sid: r.sid,
          user_id: null,
          data: JSON.stringify({}),
          expires_at: r.expires,
          updated_at: now,
        })),
      )
      .execute();

    expect(await purgeExpiredSessions(t.db, now)).toBe(3);
    const left = await t.db.selectFrom('sessions').select('sid').orderBy('sid').execute();
    expect(left.map((r) => r.sid)).toEqual(['fresh', 'one-ms-left']);

    // Idempotent: nothing more to purge at the same instant; later, the rest goes too.
    expect(await purgeExpiredSessions(t.db, now)).toBe(0);
    expect(await purgeExpiredSessions(t.db, at(12 * 3600_000))).toBe(2);
  });
});

describe(`DatabaseSessionStore reads on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('reads arriving together share a statement and each gets its own session (or none)', async () => {
    const store = new DatabaseSessionStore<SessionData & { marker: string }>(t.db, () => now);
    const set = promisify(store.set.bind(store));
    await set('reader-a', { marker: 'a' });
    await set('reader-b', { marker: 'b' });
    await t.db
      .updateTable('sessions')
      .set({ expires_at: at(-1) })
      .where('sid', '=', 'reader-b')
      .execute();
    const get = promisify(store.get.bind(store));
    const [a, again, b, missing] = await Promise.all(
      ['reader-a', 'reader-a', 'reader-b', 'nobody'].map((sid) => get(sid)),
    );
    expect(a).toMatchObject({ marker: 'a' });
    expect(again).toMatchObject({ marker: 'a' });
    expect(b).toBeNull(); // expired
    expect(missing).toBeNull();
  });
});

describe(`DatabaseSessionStore sign-in address on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it.each([
    {
      name: 'address and user agent',
      data: { ip: '203.0.113.9', userAgent: 'Firefox/140' },
      ip: '203.0.113.9',
      ua: 'Firefox/140',
    },
    { name: 'neither (a session from before issue 15)', data: {}, ip: null, ua: null },
  ])('writes the columns from the session data: $name', async ({ data, ip, ua }) => {
    const store = new DatabaseSessionStore(t.db, () => now);
    const sid = `addr-${ip ?? 'none'}`;
    await promisify(store.set.bind(store))(sid, { signedInAt: now.getTime(), ...data });
    const row = await t.db
      .selectFrom('sessions')
      .select(['ip', 'user_agent'])
      .where('sid', '=', sid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ ip, user_agent: ua });
  });
});
