import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

/** Where the data lives: embedded PGlite (a directory, or memory when null) or a PostgreSQL server. */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabaseHandle {
  db: Kysely<Database>;
  target: DatabaseTarget['kind'];
  close(): Promise<void>;
}

const PG_INT8 = 20;
// Money is BIGINT minor units: read it as bigint, never as a float (ARCHITECTURE.md, "Money").
const parseInt8 = (value: string): bigint => BigInt(value);

export function createDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'pglite') {
    // PGlite creates its own directory but not the parents (DATA_DIR may not exist on a fresh clone).
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const pglite = new PGlite({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      parsers: { [PG_INT8]: parseInt8 },
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return { db, target: 'pglite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 20,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
        oid === PG_INT8
          ? parseInt8
          : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, target: 'postgres', close: () => db.destroy() };
}
