import { migrateToLatest, openPostgres } from '@casino/db';
import { seedCatalogue } from '@casino/domain';
import { readRoomsEnv, roomsConfigFromEnv } from './env.js';
import { createRoomServer } from './room-server.js';

/** `npm run start:rooms`: one rooms process of the scaled-out topology (PostgreSQL + Redis). */
const env = readRoomsEnv();
// Colyseus's presence stats and other fire-and-forget promises reject while Redis is away; a lost
// stats update is no reason to drop every player at this process's tables (README, "Outages").
process.on('unhandledRejection', (reason) => {
  console.error('unhandled rejection (the process keeps running):', reason);
});
const database = await openPostgres(env.DATABASE_URL, (message) => console.warn(message), {
  prepareStatements: env.DATABASE_PREPARED_STATEMENTS === 'true',
});
// Whichever process starts first brings the schema and the catalogues up to date (both are idempotent,
// and Kysely's migration lock serialises concurrent starts).
await migrateToLatest(database.db);
await seedCatalogue(database.db);
const rooms = createRoomServer({ config: roomsConfigFromEnv(env), db: database.db });
await rooms.listen(env.PORT, env.HOST);
console.log(
  `rooms listening on ${env.HOST}:${env.PORT}${env.REDIS_URL ? ' (Redis presence and driver)' : ''}`,
);

const stop = async () => {
  await rooms.shutdown();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
