import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/connection.js';
import { migrateToLatest } from '../src/migrate.js';

/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (dropped on close) or, without it, an in-memory PGlite. Tests run unchanged on both.
 */
export interface TestDatabase extends DatabaseHandle {
  label: 'postgres' | 'pglite';
  url: string | null;
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const handle = createDatabase({ kind: 'pglite', dataDir: null });
    await migrateToLatest(handle.db);
    return { ...handle, label: 'pglite', url: null };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 30 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    label: 'postgres',
    url: url.toString(),
    close: async () => {
      await handle.close();
      // pool.end() returns before every backend has exited; a forced drop would then kill a client that
      // is still closing, and its FATAL 57P01 would surface as an unhandled error. Wait for them to go.
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await dropper.query<{ n: string }>(
          'select count(*) as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === '0') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists ${name}`);
      await dropper.end();
    },
  };
}
