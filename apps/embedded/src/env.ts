import { join } from 'node:path';
import { dataDirOf, readApiEnv, type ApiEnv } from '@casino/api';

/** The embedded process reads the api's environment variables (the only ones it has). */
export function readEmbeddedEnv(): ApiEnv {
  return readApiEnv(process.env);
}

/** Where PGlite keeps its files when DATABASE_URL is not set: `$DATA_DIR/pglite`, kept across restarts. */
export const pgliteDirOf = (env: ApiEnv): string => join(dataDirOf(env), 'pglite');
