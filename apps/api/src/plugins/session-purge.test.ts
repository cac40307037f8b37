import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSessionPurge } from './session-purge.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const now = new Date('2026-03-01T12:00:00.000Z');
const insert = (sid: string, expiresAt: Date) =>
  t.db
    .insertInto('sessions')
    .values({ sid, user_id: null, data: JSON.stringify({}), expires_at: expiresAt, updated_at: now })
    .execute();
const sids = async () =>
  (await t.db.selectFrom('sessions').select('sid').orderBy('sid').execute()).map((r) => r.sid);
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the api purges expired sessions periodically', () => {
  it('deletes expired rows on its interval, never holds the process open, and stops on close', async () => {
    await insert('expired', new Date(now.getTime() - 1));
    await insert('live', new Date(now.getTime() + 60_000));
    const app = Fastify();
    const before = timers();
    registerSessionPurge(app, { db: t.db, clock: () => now, intervalMs: 20 });
    // The interval is unref'd: it adds no handle that keeps the event loop alive.
    expect(timers()).toBe(before);
    await app.ready();

    for (let i = 0; i < 100 && (await sids()).includes('expired'); i++) await sleep(20);
    expect(await sids()).toEqual(['live']);

    await app.close();
    await insert('expired-after-close', new Date(now.getTime() - 1));
    await sleep(120);
    expect(await sids()).toEqual(['expired-after-close', 'live']);
  });
});
