import { seed, type Clock } from '@casino/domain';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import type { LightMyRequestResponse } from 'fastify';
import { buildApi, type BuildApiOptions } from '../src/app.js';
import type { ApiInstance } from '../src/api-context.js';
import { ApiConfig } from '../src/config.js';

export const testConfig = (overrides: Partial<ApiConfig> = {}): ApiConfig =>
  ApiConfig.parse({
    sessionSecrets: ['test-secret-test-secret-test-secret-0001'],
    allowedOrigins: ['https://casino.example'],
    trustProxy: false,
    webDistDir: null,
    logLevel: 'silent',
    authRateLimitPerMinute: 1000,
    // Test files create a guest per case from one address; the limit's own tests set it low.
    guestLimits: { perAddressPerDay: 100_000, sitewidePerMinute: 100_000 },
    redisUrl: null,
    // The scheduled ledger audit's own tests turn it on.
    ledgerAuditIntervalMs: 0,
    seed: {
      demo: { email: 'demo@casino.local', password: 'demo-password' },
      admin: { email: 'admin@casino.local', password: 'admin-password' },
    },
    ...overrides,
  });

export interface TestApi {
  app: ApiInstance;
  t: TestDatabase;
  close(): Promise<void>;
}

/** A seeded database and an api over it, answering app.inject() without a socket. */
export async function createTestApi(
  options: {
    config?: Partial<ApiConfig>;
    clock?: Clock;
    onLogout?: (userId: string, sids?: readonly string[]) => void;
    onRoute?: BuildApiOptions['onRoute'];
    tableBus?: BuildApiOptions['tableBus'];
    presenceStore?: BuildApiOptions['presenceStore'];
    notifications?: BuildApiOptions['notifications'];
  } = {},
): Promise<TestApi> {
  const t = await createTestDatabase();
  const config = testConfig(options.config);
  await seed(t.db, config.seed);
  const app = await buildApi({
    config,
    db: t.db,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.onLogout ? { onLogout: options.onLogout } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.tableBus ? { tableBus: options.tableBus } : {}),
    ...(options.presenceStore ? { presenceStore: options.presenceStore } : {}),
    ...(options.notifications ? { notifications: options.notifications } : {}),
  });
  await app.ready();
  return {
    app,
    t,
    close: async () => {
      await app.close();
      await t.close();
    },
  };
}

/** The session cookie a response set, as a Cookie header for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'casino.sid');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `casino.sid=${encodeURIComponent(cookie.value)}`;
}
