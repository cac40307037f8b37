import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/test-database.js';
import { createDatabase, type DatabaseHandle } from './connection.js';
import {
  MAX_PREPARED_PER_CONNECTION,
  MAX_TEXTS_COUNTED,
  PREPARE_AFTER_USES,
  StatementPreparer,
  statementNameOf,
} from './prepared-statements.js';

const SELECT = 'select "id" from "users" where "id" = $1';

/** The answers of `uses` sends of one text on one connection. */
function sendAgain(preparer: StatementPreparer, text: string, values: unknown[], uses: number) {
  const onConnection = new Set<string>();
  return Array.from({ length: uses }, () => {
    const named = preparer.nameFor(text, values, onConnection);
    if (named) onConnection.add(named.name);
    return named?.name ?? null;
  });
}

describe('StatementPreparer: which statements go out prepared', () => {
  it.each([
    ['a select with parameters, from its second use', SELECT, ['a'], [null, statementNameOf(SELECT)]],
    [
      'an insert',
      'insert into "t" ("a") values ($1)',
      [1],
      [null, statementNameOf('insert into "t" ("a") values ($1)')],
    ],
    [
      'a statement with a leading with',
      '  WITH x as (select $1::int) select * from x',
      [1],
      [null, statementNameOf('  WITH x as (select $1::int) select * from x')],
    ],
    ['a statement without parameters', 'select 1', [], [null, null, null]],
    ['a transaction statement', 'begin', [], [null, null, null]],
    ['a statement that is not data (DDL)', 'create table "t" ("a" int default $1)', [1], [null, null, null]],
    ['a set', 'set local lock_timeout = $1', ['1s'], [null, null, null]],
    [
      'an upsert onto a partial unique index (its predicate must be a constant)',
      'insert into "t" ("a") values ($1) on conflict ("a") where "status" = $2 do nothing',
      [1, 'active'],
      [null, null, null],
    ],
  ])('%s', (_, text, values, names) => {
    expect(sendAgain(new StatementPreparer(), text, values, names.length)).toEqual(names);
  });

  it(`prepares a text from its ${PREPARE_AFTER_USES}th use, under one name for every connection`, () => {
    const preparer = new StatementPreparer();
    expect(preparer.nameFor(SELECT, ['a'], new Set())).toBeNull();
    const first = preparer.nameFor(SELECT, ['b'], new Set());
    const second = preparer.nameFor(SELECT, ['c'], new Set(['other']));
    expect(first).toEqual({ name: statementNameOf(SELECT), text: SELECT, values: ['b'] });
    expect(second?.name).toBe(first?.name);
    expect(second?.values).toEqual(['c']);
  });

  it('names differ by text, and a later generation of a connection uses new names', () => {
    const preparer = new StatementPreparer();
    const other = 'select "id" from "users" where "email" = $1';
    expect(statementNameOf(SELECT)).not.toBe(statementNameOf(other));
    preparer.nameFor(SELECT, ['a'], new Set());
    expect(preparer.nameFor(SELECT, ['a'], new Set(), 2)?.name).toBe(`${statementNameOf(SELECT)}_2`);
  });

  it(`a connection holding ${MAX_PREPARED_PER_CONNECTION} statements sends new texts unnamed, and keeps using its own`, () => {
    const preparer = new StatementPreparer();
    const full = new Set<string>();
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION; i++) {
      const text = `select $1::int + ${i}`;
      preparer.nameFor(text, [1], full);
      const named = preparer.nameFor(text, [1], full);
      full.add(named!.name);
    }
    const fresh = 'select $1::int - 1';
    preparer.nameFor(fresh, [1], full);
    expect(preparer.nameFor(fresh, [1], full)).toBeNull();
    expect(preparer.nameFor('select $1::int + 0', [1], full)?.name).toBe(
      statementNameOf('select $1::int + 0'),
    );
    // Another connection has room for it.
    expect(preparer.nameFor(fresh, [1], new Set())?.name).toBe(statementNameOf(fresh));
  });

  it(`counts at most ${MAX_TEXTS_COUNTED} texts seen once (one-off statements are forgotten, not kept)`, () => {
    const preparer = new StatementPreparer();
    preparer.nameFor(SELECT, ['a'], new Set());
    for (let i = 0; i < MAX_TEXTS_COUNTED; i++) preparer.nameFor(`select $1::int * ${i}`, [1], new Set());
    // The count started over: SELECT's first use was forgotten with the others.
    expect(preparer.nameFor(SELECT, ['a'], new Set())).toBeNull();
    expect(preparer.nameFor(SELECT, ['a'], new Set())?.name).toBe(statementNameOf(SELECT));
  });
});

const url = testDatabaseUrl();
describe.runIf(url)('prepared statements on PostgreSQL (a pool of one connection)', () => {
  // Made in beforeAll: the describe body also runs, to collect, where there is no PostgreSQL.
  let handle: DatabaseHandle;
  let db: DatabaseHandle['db'];
  beforeAll(() => {
    handle = createDatabase({ kind: 'postgres', url: url!, poolSize: 1 });
    db = handle.db;
  });
  afterAll(() => handle.close());

  const preparedHere = async () =>
    (
      await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements order by prepare_time`.execute(db)
    ).rows.map((r) => r.statement);

  it('runs a repeated statement from one prepared statement, with each call its own values', async () => {
    const table = `prep_${Date.now()}`;
    await sql`create table ${sql.table(table)} (id int primary key, label text)`.execute(db);
    await sql`insert into ${sql.table(table)} select g, 'row ' || g from generate_series(1, 5) g`.execute(db);
    const answers: string[] = [];
    for (let id = 1; id <= 5; id++) {
      const rows = await db
        .selectFrom(table as 'users')
        .select(sql<string>`label`.as('label'))
        .where(sql`id`, '=', id)
        .execute();
      answers.push(rows[0]!.label);
    }
    expect(answers).toEqual(['row 1', 'row 2', 'row 3', 'row 4', 'row 5']);
    const prepared = await preparedHere();
    expect(prepared.filter((s) => s.includes(table) && s.includes('label'))).toHaveLength(1);
    await sql`drop table ${sql.table(table)}`.execute(db);
  });

  it('a prepared statement that fails leaves the connection working, and fails again the same way', async () => {
    const divide = (n: number) => sql<{ q: number }>`select 10 / ${n}::int as q`.execute(db);
    await expect(divide(2)).resolves.toMatchObject({ rows: [{ q: 5 }] });
    await expect(divide(0)).rejects.toMatchObject({ code: '22012' });
    await expect(divide(0)).rejects.toMatchObject({ code: '22012' });
    await expect(divide(5)).resolves.toMatchObject({ rows: [{ q: 2 }] });
    // A text that does not parse is refused each time and never kept.
    const broken = () => sql`select from where ${1}`.execute(db);
    await expect(broken()).rejects.toMatchObject({ code: '42601' });
    await expect(broken()).rejects.toMatchObject({ code: '42601' });
    await expect(divide(10)).resolves.toMatchObject({ rows: [{ q: 1 }] });
  });

  it('a column added under a running process (a rolling deploy): a select * is sent again, not failed', async () => {
    const table = `prep_deploy_${Date.now()}`;
    await sql`create table ${sql.table(table)} (id int primary key)`.execute(db);
    await sql`insert into ${sql.table(table)} values (1)`.execute(db);
    const read = () =>
      db
        .selectFrom(table as 'users')
        .selectAll()
        .where(sql`id`, '=', 1)
        .execute();
    for (let i = 0; i < 3; i++) expect(await read()).toEqual([{ id: 1 }]);
    await sql`alter table ${sql.table(table)} add column label text default 'new'`.execute(db);
    // On its own: refused by PostgreSQL (cached plan must not change result type), sent again unnamed.
    expect(await read()).toEqual([{ id: 1, label: 'new' }]);
    // The connection prepares it again under a new name, and it keeps answering.
    for (let i = 0; i < 3; i++) expect(await read()).toEqual([{ id: 1, label: 'new' }]);
    // Inside a transaction the refusal stands once (the transaction is aborted), then the new names serve.
    await sql`alter table ${sql.table(table)} add column extra int default 7`.execute(db);
    await expect(
      db.transaction().execute((trx) =>
        trx
          .selectFrom(table as 'users')
          .selectAll()
          .where(sql`id`, '=', 1)
          .execute(),
      ),
    ).rejects.toMatchObject({ code: '0A000' });
    expect(
      await db.transaction().execute((trx) =>
        trx
          .selectFrom(table as 'users')
          .selectAll()
          .where(sql`id`, '=', 1)
          .execute(),
      ),
    ).toEqual([{ id: 1, label: 'new', extra: 7 }]);
    await sql`drop table ${sql.table(table)}`.execute(db);
  });

  it('an upsert onto a partial unique index works (sent unnamed)', async () => {
    const table = `prep_partial_${Date.now()}`;
    await sql`create table ${sql.table(table)} (a int, status text)`.execute(db);
    await sql`create unique index on ${sql.table(table)} (a) where status = 'active'`.execute(db);
    for (let i = 0; i < 4; i++)
      await db
        .insertInto(table as 'users')
        .values({ a: 1, status: 'active' } as never)
        .onConflict((oc) =>
          oc
            .column('a' as 'id')
            .where('status' as never, '=', 'active' as never)
            .doNothing(),
        )
        .execute();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    expect(rows[0]!.n).toBe(1);
    await sql`drop table ${sql.table(table)}`.execute(db);
  });

  it('prepareStatements: false sends every statement unnamed', async () => {
    const plain = createDatabase({ kind: 'postgres', url: url!, poolSize: 1, prepareStatements: false });
    try {
      for (let i = 0; i < 4; i++) await sql`select ${i}::int as n`.execute(plain.db);
      const { rows } = await sql<{
        n: string;
      }>`select count(*)::text as n from pg_prepared_statements`.execute(plain.db);
      expect(rows[0]!.n).toBe('0');
    } finally {
      await plain.close();
    }
  });
});
