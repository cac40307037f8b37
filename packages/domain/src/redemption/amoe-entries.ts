import type { AmoeEntries, AmoeEntry } from '@casino/contracts';
import { pgErrorCode, PgErrorCode, sql, type AmoeEntryRow, type Database, type Kysely } from '@casino/db';
import { addDays, calendarDayOf, startOfDay } from '../calendar-day.js';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';
import { newAmoeCode } from './amoe-codes.js';
import { assertSweepstakesEligible } from './redemption-eligibility.js';

/** The mail-in entry's configured terms (AMOE_* in the api's env). */
export interface AmoeRules {
  coinsPerEntryUnits: bigint;
  dailyLimit: number;
  mailingAddress: string;
  excludedRegions: readonly string[];
}

export const toAmoeEntry = (
  row: Pick<AmoeEntryRow, 'id' | 'code' | 'status' | 'created_at' | 'credited_at' | 'coins'>,
): AmoeEntry => ({
  id: row.id.toString(),
  code: row.code,
  status: row.status,
  requestedAt: row.created_at.toISOString(),
  creditedAt: row.credited_at?.toISOString() ?? null,
  coins: row.coins === null ? null : formatMoney(row.coins),
});

const countToday = (db: Kysely<Database>, userId: string, today: string) =>
  db
    .selectFrom('amoe_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('requested_day', '=', sql<Date>`${today}::date`)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/** GET /api/amoe/entries: the player's latest 30 codes and what they may still request today. */
export async function listAmoeEntries(
  db: Kysely<Database>,
  userId: string,
  rules: AmoeRules,
  clock: Clock,
): Promise<AmoeEntries> {
  const today = calendarDayOf(clock());
  const rows = await db
    .selectFrom('amoe_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(30)
    .execute();
  const requestedToday = await countToday(db, userId, today);
  return {
    entries: rows.map(toAmoeEntry),
    dailyLimit: rules.dailyLimit,
    requestedToday,
    nextRequestAt: requestedToday < rules.dailyLimit ? null : startOfDay(addDays(today, 1)).toISOString(),
    coinsPerEntry: formatMoney(rules.coinsPerEntryUnits),
    mailingAddress: rules.mailingAddress,
  };
}

/**
 * POST /api/amoe/entries: a registered player asks for a mail-in entry code, at most `dailyLimit` a
 * UTC day. The player's row is locked while today's codes are counted, so two requests at once
 * cannot both take the last one.
 */
export async function requestAmoeEntry(
  db: Kysely<Database>,
  userId: string,
  rules: AmoeRules,
  clock: Clock,
): Promise<AmoeEntry> {
  await assertSweepstakesEligible(db, userId, 'amoe', rules.excludedRegions);
  const today = calendarDayOf(clock());
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
        if ((await countToday(trx, userId, today)) >= rules.dailyLimit)
          throw new DomainError(
            'conflict',
            `You have requested ${rules.dailyLimit === 1 ? "today's mail-in entry code" : `all ${rules.dailyLimit} of today's mail-in entry codes`} (${rules.dailyLimit} a day). The next one can be requested from ${startOfDay(addDays(today, 1)).toISOString()}.`,
          );
        const row = await trx
          .insertInto('amoe_entries')
          .values({ user_id: userId, code: newAmoeCode(), requested_day: today, status: 'issued' })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toAmoeEntry(row);
      });
    } catch (error) {
      // A code drawn twice (about 1 in 2^59): draw another.
      if (attempt < 3 && pgErrorCode(error) === PgErrorCode.uniqueViolation) continue;
      throw error;
    }
  }
}
