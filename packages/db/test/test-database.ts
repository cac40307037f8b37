import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Where the dump of a freshly migrated PGlite is kept between test files. A new PGlite spends ~3 s in
 * initdb (~5 s on disk); starting from this dump takes ~1.3 s (~2.3 s), and the unit stage opens one per
 * db-backed test file, the browser tests one embedded server per file.
 * The name carries a hash of the migrations and of the PGlite build, so a change to either makes a new one.
 */
function pgliteSnapshotPath(): string {
  const hash = createHash('sha256');
  const migrationsDir = fileURLToPath(new URL('../src/migrations/', import.meta.url));
  for (const file of readdirSync(migrationsDir).sort())
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  hash.update(import.meta.resolve('@electric-sql/pglite'));
  return path.join(tmpdir(), `casino-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * The dump of a freshly migrated PGlite (made once per machine and migrations, then read from the
 * file): for `createDatabase({ kind: 'pglite', loadDataDir })`, in memory or into an empty DATA_DIR.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const snapshot = pgliteSnapshotPath();
  try {
    return new Blob([readFileSync(snapshot)]);
  } catch {
    // first db-backed test file of this machine (or of these migrations): make the dump below
  }
  const handle = createDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrateToLatest(handle.db);
    const fresh = await handle.dumpDataDir!();
    // Written aside and renamed, so a test file running beside this one never reads half a dump.
    const aside = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aside, Buffer.from(await fresh.arrayBuffer()));
    renameSync(aside, snapshot);
    return fresh;
  } finally {
    await handle.close();
  }
}

async function createTestPglite(): Promise<TestDatabase> {
  const handle = createDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await migratedPgliteDump() });
  await migrateToLatest(handle.db); // a no-op when the dump is current; it checks that it is
  return { ...handle, label: 'pglite', url: null };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) return createTestPglite();
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
