import { fileURLToPath } from 'node:url';
import { createProcessLogger, dataDirOf, logSettingsOf } from '@casino/api';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock.js';
import { readEmbeddedEnv } from './env.js';

/** `npm start`: the whole product in one process (PGlite + in-process presence by default). */
const env = readEmbeddedEnv();
// LOG_FORMAT/LOG_LEVEL as the api reads them: readable lines for `npm start`, JSON in production.
const { logFormat } = logSettingsOf(env);
const logger = createProcessLogger(logSettingsOf(env));
// A promise some library forgot to handle must not take the whole process down (README, "Outages").
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled rejection (the process keeps running)');
});
// PGlite under DATA_DIR admits one process: a second one would abort inside PGlite, so it stops here.
let lock: DataDirLock | null = null;
if (!env.DATABASE_URL) {
  try {
    lock = acquireDataDirLock(dataDirOf(env));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`\n  Cannot start: ${error.message}\n`);
    process.exit(1);
  }
}
// Loaded only once the directory is ours: a refused start exits without loading the whole server.
const { startEmbeddedServer } = await import('./embedded-server.js');
const server = await startEmbeddedServer(env, {
  webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  logger,
});
const database = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`;
if (logFormat === 'pretty') {
  console.log(
    `\n  Casino is running at ${server.url}\n  (${database}; API docs at ${server.url}/api/docs)\n`,
  );
} else {
  logger.info({ url: server.url, database }, 'listening');
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  lock?.release();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
