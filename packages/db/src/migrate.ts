import type { Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

/** Applies every pending migration; throws with the failing migration's name when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`migration ${failed?.migrationName ?? '(before any migration ran)'} failed: ${reason}`, {
      cause: result.error,
    });
  }
  return result;
}
