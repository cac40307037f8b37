import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../accounts/accounts.js';
import { systemClock } from '../clock.js';
import {
  linkIdentity,
  signInWithIdentity,
  unlinkIdentity,
  type ProviderIdentity,
} from './social-identities.js';

// Provider identities and the connect bonus under concurrency (issue 17): many callbacks at once
// create one account, pay one bonus, and never match an account by email.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const now = new Date('2026-11-25T08:00:00Z');
const identity = (fields: Partial<ProviderIdentity> & { subject: string }): ProviderIdentity => ({
  provider: 'google',
  email: null,
  firstName: 'Jane',
  lastName: 'Doe',
  ...fields,
});
const bonuses = async (userId: string) =>
  (
    await t.db
      .selectFrom('ledger_transactions')
      .select(['id', 'kind'])
      .where('idempotency_key', '=', `social-connect-bonus:${userId}`)
      .execute()
  ).map((row) => row.kind);
let players = 0;
const newPlayer = () => {
  players += 1;
  return register(
    t.db,
    {
      email: `identities${players}@social.test`,
      password: 'a-good-password-1',
      firstName: 'Pat',
      lastName: 'Player',
      dateOfBirth: '1990-01-01',
    },
    { clock: systemClock },
  );
};

describe(`provider identities (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('six first sign-ins of one identity at once make one account, paid once', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => signInWithIdentity(t.db, identity({ subject: 'race-1' }), { now })),
    );
    const ids = new Set(results.map((r) => r.userId));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await bonuses([...ids][0] ?? '')).toEqual(['social_connect_bonus']);
  });

  it('links of three providers at once pay the bonus once', async () => {
    const userId = await newPlayer();
    const links = await Promise.all(
      (['google', 'facebook', 'apple'] as const).map((provider) =>
        linkIdentity(t.db, userId, identity({ provider, subject: `race-2-${provider}` }), now),
      ),
    );
    expect(links.filter((l) => l.bonusPaid)).toHaveLength(1);
    expect(await bonuses(userId)).toHaveLength(1);
  });

  it('one identity linked by two players at once goes to one of them', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const outcomes = await Promise.allSettled(
      [a, b].map((userId) => linkIdentity(t.db, userId, identity({ subject: 'race-3' }), now)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      code: 'identity_linked_elsewhere',
    });
  });

  it('never signs into an account by email', async () => {
    const userId = await newPlayer();
    const signIn = await signInWithIdentity(
      t.db,
      identity({ subject: 'email-only', email: `identities${players}@social.test` }),
      { now },
    );
    expect(signIn.created).toBe(true);
    expect(signIn.userId).not.toBe(userId);
  });

  it('two unlinks of the last two identities at once leave one (no password)', async () => {
    const { userId } = await signInWithIdentity(t.db, identity({ subject: 'unlink-race' }), { now });
    await linkIdentity(t.db, userId, identity({ provider: 'facebook', subject: 'unlink-race-fb' }), now);
    const ids = await t.db
      .selectFrom('social_identities')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const outcomes = await Promise.allSettled(
      ids.map((row) => unlinkIdentity(t.db, userId, row.id.toString(), now)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const left = await t.db
      .selectFrom('social_identities')
      .select('id')
      .where('user_id', '=', userId)
      .where('unlinked_at', 'is', null)
      .execute();
    expect(left).toHaveLength(1);
  });
});
