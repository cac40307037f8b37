import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { isQueryTimeout, poolWaitError } from './errors.js';
import { preparingQuery, StatementPreparer } from './prepared-statements.js';
import type { Database } from './schema.js';

/** Where the data lives: embedded PGlite (a directory, or memory when null) or a PostgreSQL server. */
export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** Start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty cluster. */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long to wait for a connection (a new one, or a free one of the pool) before failing. */
      connectTimeoutMs?: number;
      /** How long one statement may go unanswered before it fails and its connection is dropped (0: never). */
      queryTimeoutMs?: number;
      /** Told of every connection that dies (server restarted, network cut); the pool replaces it. */
      onConnectionError?: (error: Error) => void;
      /** Prepare the statements this process runs often (prepared-statements.ts); default true. */
      prepareStatements?: boolean;
    };

export interface DatabaseHandle {
  db: Kysely<Database>;
  target: DatabaseTarget['kind'];
  close(): Promise<void>;
  /** PGlite only: a dump of the data directory, to start another database from (loadDataDir). */
  dumpDataDir?: () => Promise<Blob>;
}

/** Defaults of the documented outage behaviour (README, "Outages"). */
export const DATABASE_TIMEOUTS = {
  connectTimeoutMs: 5_000,
  queryTimeoutMs: 15_000,
  /** A transaction left idle this long (a frozen process) is ended by the server, releasing its locks. */
  idleInTransactionMs: 30_000,
} as const;

const PG_INT8 = 20;
// Money is BIGINT minor units: read it as bigint, never as a float (ARCHITECTURE.md, "Money").
const parseInt8 = (value: string): bigint => BigInt(value);

type PoolClientInternals = pg.PoolClient & { connection?: { stream?: { destroy(): void } } };

/**
 * Every connection gets an error listener for its whole life: pg emits 'error' on a client whose
 * server went away, and a checked-out client has no pool listener, so without this one a database
 * restart crashes the process. A statement that timed out on our side (the server is unreachable)
 * also kills its connection: an answer arriving later would otherwise be read as the next
 * statement's, so the pool must not hand that connection out again.
 */
function guardConnections(
  pool: pg.Pool,
  onError: (error: Error) => void,
  preparer: StatementPreparer | null,
): void {
  // When the database last answered a statement of this pool: a wait for a connection that times out
  // while it answers others is a full pool (poolWaitError), not a database that is away.
  let lastAnswerAt = 0;
  pool.on('error', onError);
  pool.on('connect', (client: PoolClientInternals) => {
    client.on('error', onError);
    // A statement this process runs often goes out prepared (prepared-statements.ts).
    const query = preparer
      ? preparingQuery(client as Parameters<typeof preparingQuery>[0], preparer)
      : (client.query.bind(client) as (...args: unknown[]) => unknown);
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise)
        result.then(
          () => (lastAnswerAt = Date.now()),
          (error: unknown) => {
            if (isQueryTimeout(error)) client.connection?.stream?.destroy();
          },
        );
      return result;
    };
  });
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args); // the callback form (Kysely uses the promise one)
    const askedAt = Date.now();
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      throw poolWaitError(error, askedAt, lastAnswerAt);
    });
  };
}

export function createDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'pglite') {
    // PGlite creates its own directory but not the parents (DATA_DIR may not exist on a fresh clone).
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const pglite = new PGlite({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      parsers: { [PG_INT8]: parseInt8 },
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      target: 'pglite',
      close: () => db.destroy(),
      dumpDataDir: async () => pglite.dumpDataDir('none'),
    };
  }
  const queryTimeoutMs = target.queryTimeoutMs ?? DATABASE_TIMEOUTS.queryTimeoutMs;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 20,
    connectionTimeoutMillis: target.connectTimeoutMs ?? DATABASE_TIMEOUTS.connectTimeoutMs,
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
    idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
        oid === PG_INT8
          ? parseInt8
          : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
    },
  });
  guardConnections(
    pool,
    target.onConnectionError ?? (() => undefined),
    target.prepareStatements === false ? null : new StatementPreparer(),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, target: 'postgres', close: () => db.destroy() };
}

/**
 * Waits until the database answers (a process started while PostgreSQL is down or restarting waits
 * for it instead of exiting); `onWait` is told of each failed attempt.
 */
export async function waitForDatabase(
  db: Kysely<Database>,
  onWait: (attempt: number, error: unknown) => void = () => undefined,
  intervalMs = 1_000,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      onWait(attempt, error);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** Whether the database answers a trivial query within `timeoutMs` (health checks). */
export async function databaseAnswers(db: Kysely<Database>, timeoutMs = 2_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    const probe = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The PostgreSQL database of a long-running process (api, rooms): every lost connection is told to
 * `warn`, and it is returned once it answers (a process started while the database is down or
 * restarting waits for it instead of exiting).
 */
export async function openPostgres(
  url: string,
  warn: (message: string) => void,
  options: { prepareStatements?: boolean } = {},
): Promise<DatabaseHandle> {
  const database = createDatabase({
    kind: 'postgres',
    url,
    prepareStatements: options.prepareStatements !== false,
    onConnectionError: (error) => warn(`database connection lost: ${error.message}`),
  });
  await waitForDatabase(database.db, (attempt, error) => {
    if (attempt === 1) warn(`waiting for the database: ${String(error)}`);
  });
  return database;
}
