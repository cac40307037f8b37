import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpFaultProxy } from '../test/tcp-fault-proxy.js';
import { testDatabaseUrl } from '../test/test-database.js';
import { createDatabase } from './connection.js';
import { DatabaseBusyError, isDatabaseBusy, isDatabaseUnavailable, poolWaitError } from './errors.js';

// A full pool is overload, not an outage: both are shed (503) and retried, but players and operators
// are told "busy", not "the casino lost its database" (issue 20: under 4,000 players a pool wait that
// timed out paused tables "while the casino reconnects to its database").

const poolTimeout = () => new Error('timeout exceeded when trying to connect');
const coded = (code: string) => Object.assign(new Error(code), { code });

describe('poolWaitError: what a timed-out wait for a pooled connection means', () => {
  it.each([
    [
      'the database answered another statement while we waited: the pool is full',
      poolTimeout(),
      100,
      150,
      true,
    ],
    ['it answered at the moment we asked', poolTimeout(), 100, 100, true],
    ['it has not answered since before we asked: it is away', poolTimeout(), 100, 99, false],
    ['it never answered this pool', poolTimeout(), 100, 0, false],
    ['another error is never a full pool', coded('ECONNREFUSED'), 100, 150, false],
  ])('%s', (_, error, askedAt, lastAnswerAt, busy) => {
    const result = poolWaitError(error, askedAt, lastAnswerAt);
    expect(result instanceof DatabaseBusyError).toBe(busy);
    if (!busy) expect(result).toBe(error);
    // Busy or away, the request cannot use the database now.
    expect(isDatabaseUnavailable(result)).toBe(true);
  });
});

describe('isDatabaseBusy', () => {
  it.each([
    ['a full pool', new DatabaseBusyError(poolTimeout()), true],
    ['the server out of connection slots (53300)', coded('53300'), true],
    [
      'a full pool behind a wrapper',
      new Error('could not sit down', { cause: new DatabaseBusyError(poolTimeout()) }),
      true,
    ],
    ['one of several errors', new AggregateError([coded('ECONNREFUSED'), coded('53300')]), true],
    ['a refused connection', coded('ECONNREFUSED'), false],
    ['a pool wait the database did not answer', poolTimeout(), false],
    ['a statement refused', coded('23505'), false],
    ['not an error', 'busy', false],
  ])('%s: %s', (_, error, busy) => {
    expect(isDatabaseBusy(error)).toBe(busy);
  });

  it('a busy database is still one the request cannot use (shed with 503, retried by the rooms)', () => {
    expect(isDatabaseUnavailable(new DatabaseBusyError(poolTimeout()))).toBe(true);
  });
});

const url = testDatabaseUrl();
describe.runIf(url)('a pool of one connection on PostgreSQL', () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('reports a wait that times out while the held connection keeps answering as busy', async () => {
    const handle = createDatabase({ kind: 'postgres', url: url!, poolSize: 1, connectTimeoutMs: 300 });
    closers.push(() => handle.close());
    // The only connection, busy answering statements for 0.8 s.
    const holder = handle.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 16; i++) {
        await sql`select 1`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const waited = await sql`select 1`.execute(handle.db).catch((error: unknown) => error);
    await holder;
    expect(waited).toBeInstanceOf(DatabaseBusyError);
    expect(isDatabaseBusy(waited)).toBe(true);
    // Once the connection is free again, the pool serves the next statement.
    await expect(sql`select 1 as one`.execute(handle.db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('reports a database that does not answer at all as unavailable, not busy', async () => {
    const target = new URL(url!);
    const proxy = await startTcpFaultProxy({ host: target.hostname, port: Number(target.port) });
    closers.push(() => proxy.close());
    proxy.mode = 'stall';
    const handle = createDatabase({
      kind: 'postgres',
      url: proxy.urlFor(url!),
      poolSize: 1,
      connectTimeoutMs: 300,
    });
    closers.push(() => handle.close());
    const error = await sql`select 1`.execute(handle.db).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseBusy(error)).toBe(false);
  });
});
