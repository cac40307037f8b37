import { LIVE_GAME_KEYS } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { betLimitsOf, gameOf } from '@casino/games';

/**
 * The public live tables every deployment opens: one per live game of the registry and currency,
 * named after it, with its bet limits in that currency. The coin tables sit at ids 1..3 in the
 * registry's order; the sweepstakes ones (issue 18) take the next ids (4..6 on a fresh database;
 * after the highest where private tables took those). Idempotent (run at every start; one public
 * table per game and currency, a unique index); a table already there keeps what it is.
 */
export async function seedLiveTables(db: Kysely<Database>): Promise<void> {
  for (const [index, key] of LIVE_GAME_KEYS.entries()) {
    const limits = betLimitsOf(key, 'coins');
    await db
      .insertInto('live_tables')
      .values({
        id: index + 1,
        game_key: key,
        name: gameOf(key).name,
        min_bet: BigInt(limits.min),
        max_bet: BigInt(limits.max),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const [index, key] of LIVE_GAME_KEYS.entries()) {
    const limits = betLimitsOf(key, 'sweeps');
    const id = LIVE_GAME_KEYS.length + index + 1;
    await sql`insert into live_tables (id, game_key, name, currency, min_bet, max_bet)
      select case when exists (select 1 from live_tables where id = ${id}) then (select max(id) + 1 from live_tables)
                  else ${id} end,
             ${key}, ${`${gameOf(key).name} · Sweepstakes`}, 'sweeps', ${BigInt(limits.min)}, ${BigInt(limits.max)}
      on conflict do nothing`.execute(db);
  }
}
