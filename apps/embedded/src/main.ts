import { fileURLToPath } from 'node:url';
import { dataDirOf } from '@casino/api';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock.js';
import { readEmbeddedEnv } from './env.js';

/** `npm start`: the whole product in one process (PGlite + in-process presence by default). */
const env = readEmbeddedEnv();
// A promise some library forgot to handle must not take the whole process down (README, "Outages").
process.on('unhandledRejection', (reason) => {
  console.error('unhandled rejection (the process keeps running):', reason);
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
});
console.log(
  `\n  Casino is running at ${server.url}\n  (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}; API docs at ${server.url}/api/docs)\n`,
);

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
