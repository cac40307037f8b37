import { buildApi, type ApiInstance, type ApiEnv, apiConfigFromEnv, type Logger } from '@casino/api';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '@casino/db';
import { seed, type Clock } from '@casino/domain';
import { createRoomServer, RoomsConfig, type PokerTiming, type RoomServer } from '@casino/rooms';
import { pgliteDirOf } from './env.js';

/** Migration names for one log line: all of a few, or the first and last of many. */
function describeNames(names: readonly string[]): string {
  return names.length <= 4 ? names.join(', ') : `${names[0]} … ${names.at(-1)}`;
}

export interface EmbeddedServer {
  api: ApiInstance;
  rooms: RoomServer;
  database: DatabaseHandle;
  url: string;
  close(): Promise<void>;
}

type LiveTiming = Parameters<typeof createRoomServer>[0]['liveTiming'];

/**
 * The whole product in one process on one port: the api (and the built web app) and the rooms
 * share one http server; PGlite under DATA_DIR unless DATABASE_URL names a PostgreSQL server.
 */
export async function startEmbeddedServer(
  env: ApiEnv,
  options: {
    webDistDir: string | null;
    clock?: Clock;
    pokerTiming?: Partial<PokerTiming>;
    /** Live tables' round timing (tests shorten the betting window, the reveal and the results). */
    liveTiming?: LiveTiming;
    /** Where start-up and the rooms report (`npm start` passes one in the configured format). */
    logger?: Logger;
  },
): Promise<EmbeddedServer> {
  const log = options.logger;
  const database = env.DATABASE_URL
    ? createDatabase({
        kind: 'postgres',
        url: env.DATABASE_URL,
        prepareStatements: env.DATABASE_PREPARED_STATEMENTS === 'true',
        onConnectionError: (error) =>
          log
            ? log.warn(`database connection lost: ${error.message}`)
            : console.warn(`database connection lost: ${error.message}`),
      })
    : createDatabase({ kind: 'pglite', dataDir: pgliteDirOf(env) });
  const migrated = await migrateToLatest(database.db);
  const applied = (migrated.results ?? []).map((r) => r.migrationName);
  log?.info(
    applied.length === 0
      ? 'database schema up to date'
      : `applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${describeNames(applied)}`,
  );
  const config = apiConfigFromEnv(env, { webDistDir: options.webDistDir });
  await seed(database.db, config.seed);
  log?.info(
    `seeded the game catalogue and the accounts: demo ${config.seed.demo.email}, admin ${config.seed.admin.email}`,
  );

  // The api is built first (the rooms attach to its http server); logout reaches the rooms through this.
  const roomsHolder: { current?: RoomServer } = {};
  const api = await buildApi({
    config,
    db: database.db,
    ...(options.clock ? { clock: options.clock } : {}),
    onLogout: (userId, sids) => roomsHolder.current?.disconnectUser(userId, sids),
    // The poker REST calls reach the table rooms through the rooms' own presence (in-process or Redis).
    tableBus: {
      publish: async (channel, message) => {
        await roomsHolder.current?.presence.publish(channel, message);
      },
      subscribe: async (channel, callback) => {
        await roomsHolder.current?.presence.subscribe(channel, callback);
      },
      unsubscribe: async (channel, callback) => {
        await roomsHolder.current?.presence.unsubscribe(channel, callback);
      },
      // The live tables' status their rooms write (GET /api/live-tables).
      hgetall: async (key) => (await roomsHolder.current?.presence.hgetall(key)) ?? {},
    },
    // Who is online: the same shared presence the rooms record their connections in.
    presenceStore: {
      hset: (key, field, value) => roomsHolder.current?.presence.hset(key, field, value),
      hdel: (key, field) => roomsHolder.current?.presence.hdel(key, field),
      hgetall: async (key) => (await roomsHolder.current?.presence.hgetall(key)) ?? {},
    },
  });
  const rooms = createRoomServer({
    config: RoomsConfig.parse({
      sessionSecrets: config.sessionSecrets,
      allowedOrigins: config.allowedOrigins,
      redisUrl: env.REDIS_URL ?? null,
      publicAddress: null,
      maxMessageBytes: 4096,
      sweepsExcludedRegions: config.sweepsExcludedRegions,
    }),
    db: database.db,
    ...(options.clock ? { clock: options.clock } : {}),
    httpServer: api.server,
    ...(options.pokerTiming ? { pokerTiming: options.pokerTiming } : {}),
    ...(options.liveTiming ? { liveTiming: options.liveTiming } : {}),
    ...(log ? { log: (level: 'info' | 'warn' | 'error', message: string) => log[level](message) } : {}),
  });
  roomsHolder.current = rooms;
  await api.ready();
  await rooms.listen(env.PORT, env.HOST);
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  return {
    api,
    rooms,
    database,
    url: `http://localhost:${port}`,
    close: async () => {
      await rooms.shutdown();
      await api.close();
      await database.close();
    },
  };
}
