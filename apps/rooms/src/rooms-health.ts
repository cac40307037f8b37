import type { ServerResponse } from 'node:http';
import { databaseAnswers, type Database, type Kysely } from '@casino/db';

export type DependencyState = 'up' | 'down' | 'unused';

/**
 * GET /healthz of a standalone rooms process: 200 while the database and Redis answer; 503 naming
 * what is down otherwise. Without the database no chips can move; without Redis no new player can be
 * matched to a room (players already at a table stay connected either way, README "Outages").
 */
export async function answerHealth(
  res: ServerResponse,
  deps: { db: Kysely<Database>; redis: () => DependencyState },
): Promise<void> {
  const database: DependencyState = (await databaseAnswers(deps.db)) ? 'up' : 'down';
  const redis = deps.redis();
  const down = [database === 'down' && 'database', redis === 'down' && 'Redis'].filter(Boolean);
  const body =
    down.length === 0
      ? { status: 'ok', database, redis }
      : {
          error: 'service_unavailable',
          message: `Unreachable: ${down.join(' and ')}`,
          database,
          redis,
        };
  res
    .writeHead(down.length === 0 ? 200 : 503, { 'content-type': 'application/json' })
    .end(JSON.stringify(body));
}
