import { fileURLToPath } from 'node:url';
import { migrateToLatest, openPostgres } from '@casino/db';
import { seed } from '@casino/domain';
import { Redis } from 'ioredis';
import { buildApi } from './app.js';
import { createRedisTableBus } from './poker/table-bus.js';
import { createRedisPresenceStore } from './live/redis-presence-store.js';
import { apiConfigFromEnv, readApiEnv } from './env.js';

/** `npm run start:api`: one api process of the scaled-out topology (PostgreSQL + Redis). */
const env = readApiEnv();
if (!env.DATABASE_URL)
  throw new Error(
    'DATABASE_URL is required for a standalone api process (npm start runs the embedded default)',
  );
const config = apiConfigFromEnv(env, {
  webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
});
// A promise some library forgot to handle must not take the whole process down (README, "Outages").
process.on('unhandledRejection', (reason) => {
  console.error('unhandled rejection (the process keeps running):', reason);
});
const database = await openPostgres(env.DATABASE_URL, (message) => console.warn(message), {
  prepareStatements: env.DATABASE_PREPARED_STATEMENTS === 'true',
});
await migrateToLatest(database.db);
await seed(database.db, config.seed);

// Logout reaches the rooms processes over Redis, on the channel their presence listens to.
const publisher = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
// Its outages are logged by the api's own Redis connection (app.ts); here they are only expected.
publisher?.on('error', () => undefined);
// The poker REST calls reach whichever rooms process hosts the table, over the same Redis.
const tableBus = env.REDIS_URL ? createRedisTableBus(env.REDIS_URL) : null;
// Who is online, in the hashes the rooms processes write their connections to.
const presenceStore = env.REDIS_URL ? createRedisPresenceStore(env.REDIS_URL) : null;
const app = await buildApi({
  config,
  db: database.db,
  // Lost while Redis is away: the rooms' session sweep then closes the player's connections.
  // With sids (the player ended other sessions of theirs), only those sessions' connections close.
  onLogout: (userId, sids) =>
    void publisher
      ?.publish('casino:logout', JSON.stringify(sids ? { userId, sids } : userId))
      .catch(() => undefined),
  tableBus,
  ...(presenceStore ? { presenceStore } : {}),
});
await app.listen({ port: env.PORT, host: env.HOST });

const stop = async () => {
  await app.close();
  publisher?.disconnect();
  await tableBus?.close();
  await presenceStore?.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
