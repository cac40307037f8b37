import type { Database, Kysely, Transaction } from '@casino/db';

/**
 * Another process's transaction caught in the middle: it runs `work`, then stays open, its locks and
 * uncommitted rows held, until `release()` commits it. Needs a second connection (PostgreSQL).
 */
export async function holdTransaction(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<{ release(): Promise<void> }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction().execute(async (trx) => {
    await work(trx);
    held();
    await released;
  });
  await Promise.race([holding, done]);
  return {
    release: async () => {
      release();
      await done;
    },
  };
}
