import { createDatabase } from '@casino/db';
import { readRoomsEnv, roomsConfigFromEnv } from './env.js';
import { createRoomServer } from './room-server.js';

/** `npm run start:rooms`: one rooms process of the scaled-out topology (PostgreSQL + Redis). */
const env = readRoomsEnv();
const database = createDatabase({ kind: 'postgres', url: env.DATABASE_URL });
const rooms = createRoomServer({ config: roomsConfigFromEnv(env), db: database.db });
await rooms.listen(env.PORT, env.HOST);
console.log(`rooms listening on ${env.HOST}:${env.PORT}${env.REDIS_URL ? ' (Redis presence and driver)' : ''}`);

const stop = async () => {
  await rooms.shutdown();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
