import { LIVE_GAME_KEYS } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { betLimitsOf, gameOf } from '@casino/games';

/**
 * The public live tables every deployment opens: one per live game of the registry, named after it,
 * with its bet limits, at ids 1..3 in the registry's order (private tables take the ids after the
 * highest). Idempotent (run at every start); a table already there keeps what it is.
 */
export async function seedLiveTables(db: Kysely<Database>): Promise<void> {
  for (const [index, key] of LIVE_GAME_KEYS.entries()) {
    const limits = betLimitsOf(key);
    await db
      .insertInto('live_tables')
      .values({
        id: index + 1,
        game_key: key,
        name: gameOf(key).name,
        min_bet: BigInt(limits.min),
        max_bet: BigInt(limits.max),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
