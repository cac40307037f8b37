import type { Database, Kysely } from '@casino/db';

/**
 * Process-local state that belongs to one database (caches, batchers, per-player turns): made on
 * first use for each database and kept as long as that database's handle lives. A Kysely instance
 * and the transactions it opens share one dialect adapter, so the adapter is the key.
 */
export function perDatabase<T>(create: (db: Kysely<Database>) => T): (db: Kysely<Database>) => T {
  const states = new WeakMap<object, T>();
  return (db) => {
    const adapter = db.getExecutor().adapter;
    let state = states.get(adapter);
    if (state === undefined) states.set(adapter, (state = create(db)));
    return state;
  };
}
