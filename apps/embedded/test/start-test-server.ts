import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readApiEnv } from '@casino/api';
import { createDatabase, sql } from '@casino/db';
import { createTestDatabase, migratedPgliteDump, type TestDatabase } from '@casino/db/test';
import type { PokerTiming } from '@casino/rooms';
import { startEmbeddedServer, type EmbeddedServer } from '../src/embedded-server.js';
import { pgliteDirOf } from '../src/env.js';

/**
 * The embedded product on a free port: on a fresh PostgreSQL database when TEST_DATABASE_URL is set,
 * otherwise on PGlite in a temporary DATA_DIR.
 */
export async function startTestServer(
  options: {
    webDistDir?: string | null;
    pokerTiming?: Partial<PokerTiming>;
    liveTiming?: Parameters<typeof startEmbeddedServer>[1]['liveTiming'];
    /** More environment variables, e.g. PURCHASE_RECONCILE_INTERVAL_MS. */
    env?: Record<string, string>;
    /** The server's clock (a test moves it); the system clock otherwise. */
    clock?: Parameters<typeof startEmbeddedServer>[1]['clock'];
  } = {},
): Promise<EmbeddedServer & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-test-'));
  let pg: TestDatabase | null = null;
  if (process.env.TEST_DATABASE_URL) pg = await createTestDatabase();
  const env = readApiEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(pg?.url ? { DATABASE_URL: pg.url } : {}),
    ...options.env,
  });
  if (!pg) {
    // The DATA_DIR starts from a migrated cluster (test-database.ts): ~2 s instead of ~5 s of initdb.
    const preload = createDatabase({
      kind: 'pglite',
      dataDir: pgliteDirOf(env),
      loadDataDir: await migratedPgliteDump(),
    });
    await sql`select 1`.execute(preload.db); // written out once PGlite has started on it
    await preload.close();
  }
  const server = await startEmbeddedServer(env, {
    webDistDir: options.webDistDir ?? null,
    ...(options.pokerTiming ? { pokerTiming: options.pokerTiming } : {}),
    ...(options.liveTiming ? { liveTiming: options.liveTiming } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    ...server,
    dataDir,
    close: async () => {
      await server.close();
      await pg?.close();
    },
  };
}
