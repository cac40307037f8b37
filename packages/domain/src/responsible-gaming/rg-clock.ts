import type { Database, Kysely } from '@casino/db';
import { systemClock, type Clock } from '../clock.js';
import { perDatabase } from '../per-database.js';

/**
 * The clock the wager and purchase gates judge periods, sessions and pending changes by. The wager
 * paths (a spin, a live bet, a buy-in) do not carry a clock of their own, so the process that owns
 * the database handle sets it once (the api from its injected clock; rooms keep the system clock);
 * tests move it to check that a raised limit waits.
 */
const clocks = perDatabase<{ clock: Clock }>(() => ({ clock: systemClock }));

export const responsibleGamingClockOf = (db: Kysely<Database>): Clock => clocks(db).clock;

export function useResponsibleGamingClock(db: Kysely<Database>, clock: Clock): void {
  clocks(db).clock = clock;
}
