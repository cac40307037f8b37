import { fileURLToPath } from 'node:url';
import { startEmbeddedServer } from './embedded-server.js';
import { readEmbeddedEnv } from './env.js';

/** `npm start`: the whole product in one process (PGlite + in-process presence by default). */
const env = readEmbeddedEnv();
const server = await startEmbeddedServer(env, { webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)) });
console.log(`\n  Casino is running at ${server.url}\n  (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}; API docs at ${server.url}/api/docs)\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
