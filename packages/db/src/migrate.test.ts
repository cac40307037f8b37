import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { migrateToLatest } from './migrate.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('are idempotent: a second run applies nothing', async () => {
    const again = await migrateToLatest(t.db);
    expect(again.results).toEqual([]);
  });

  it.each([
    [
      'a wallet below zero',
      `insert into accounts (kind, currency, user_id, balance) values ('wallet', 'coins', 'u1', -1)`,
      'accounts_non_negative',
    ],
    [
      'an escrow below zero',
      `insert into accounts (kind, currency, code, balance) values ('escrow', 'coins', 'escrow:x', -5)`,
      'accounts_non_negative',
    ],
    [
      'an unknown currency',
      `insert into accounts (kind, currency, code) values ('house', 'gold', 'house:x')`,
      'accounts_currency',
    ],
    [
      'a wallet without owner',
      `insert into accounts (kind, currency) values ('wallet', 'coins')`,
      'accounts_owner',
    ],
    [
      'a zero ledger entry',
      `insert into ledger_entries (transaction_id, account_id, amount) values (1, 1, 0)`,
      'ledger_entries_nonzero',
    ],
  ])('refuse %s with a CHECK', async (_name, statement, constraint) => {
    await sql`insert into users (id, is_guest) values ('u1', true) on conflict do nothing`.execute(t.db);
    await expect(sql.raw(statement).execute(t.db)).rejects.toMatchObject({ code: '23514', constraint });
  });

  it('keeps no stored balance on a house account: it is derived from its entries', async () => {
    await expect(
      sql`insert into accounts (kind, currency, code, balance) values ('house', 'coins', 'house:test', -500)`.execute(
        t.db,
      ),
    ).rejects.toMatchObject({ code: '23514', constraint: 'accounts_unbounded_derived' });
  });

  it('reads BIGINT money as bigint, beyond the range of a float', async () => {
    await sql`insert into accounts (kind, currency, user_id, balance) values ('wallet', 'sweeps', 'u1', 9007199254740993)`.execute(
      t.db,
    );
    const row = await t.db
      .selectFrom('accounts')
      .select('balance')
      .where('user_id', '=', 'u1')
      .where('currency', '=', 'sweeps')
      .executeTakeFirstOrThrow();
    expect(row.balance).toBe(9007199254740993n);
  });
});
