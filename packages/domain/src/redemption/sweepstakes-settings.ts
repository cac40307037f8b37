import { sql, type Database, type Kysely } from '@casino/db';

/**
 * The playthrough multiple the ledger records grants with (sweeps-grants.ts). The api writes its
 * configured value here when it starts, so every process (and a grant paid from a rooms process)
 * applies the same rule; a grant keeps the requirement it was given with if the rule changes later.
 */
export async function applyPlaythroughMultiple(db: Kysely<Database>, multiple: number): Promise<void> {
  if (!Number.isFinite(multiple) || multiple < 0 || multiple > 100)
    throw new RangeError(`the playthrough multiple must be from 0 to 100, got ${multiple}`);
  await sql`
    insert into sweepstakes_settings (id, playthrough_multiple, updated_at)
    values (true, ${multiple.toFixed(2)}::numeric, now())
    on conflict (id) do update set playthrough_multiple = excluded.playthrough_multiple, updated_at = now()
    where sweepstakes_settings.playthrough_multiple <> excluded.playthrough_multiple`.execute(db);
}

/** The multiple in force, e.g. 1 (1x). */
export async function playthroughMultipleOf(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('sweepstakes_settings').select('playthrough_multiple').executeTakeFirst();
  return row ? Number(row.playthrough_multiple) : 1;
}
