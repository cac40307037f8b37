import { createSessionSigner, selfExclude, systemClock, takeBreak } from '@casino/domain';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlayer, seedTables, SECRET } from '../test/poker-harness.js';
import { roomPlayerOf } from './room-auth.js';

// Every room's onAuth (poker tables, live tables, challenge rooms, the challenge lobby): a player on
// a break or self-excluded is not let in, with the message saying until when.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedTables(t.db);
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, signer: createSessionSigner([SECRET]), clock: systemClock });

describe('room sign-in and responsible gaming', () => {
  it('lets a player in, and refuses them during a break or a self-exclusion', async () => {
    const free = await makePlayer(t.db);
    expect(await roomPlayerOf(deps(), { cookie: free.cookie })).toEqual({ userId: free.userId });

    const resting = await makePlayer(t.db);
    await takeBreak(t.db, resting.userId, 2, systemClock);
    await expect(roomPlayerOf(deps(), { cookie: resting.cookie })).rejects.toThrow(
      /^You are taking a break until .+ UTC\. Games, purchases and promotions are closed until then\.$/,
    );

    const excluded = await makePlayer(t.db);
    await selfExclude(t.db, excluded.userId, 'indefinite', systemClock);
    await expect(roomPlayerOf(deps(), { cookie: excluded.cookie })).rejects.toThrow(
      'You have excluded yourself indefinitely. Games, purchases and promotions are closed.',
    );
  });
});
