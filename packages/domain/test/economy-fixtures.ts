import { sql, type Database, type Kysely } from '@casino/db';
import { createGuest } from '../src/accounts/accounts.js';
import { spinSlots } from '../src/games/slots/slots-play.js';
import type { Clock } from '../src/clock.js';
import { seed } from '../src/seed.js';

/** The seeded catalogue id of Diamond Deluxe (bets 0.25-100). */
export const DIAMOND_DELUXE = 6;

export const SEED_CONFIG = {
  demo: { email: 'demo@casino.local', password: 'demo-password' },
  admin: { email: 'admin@casino.local', password: 'admin-password' },
};

export const seedCatalogue = (db: Kysely<Database>) => seed(db, SEED_CONFIG);

/** A new player with the starting grant (10,000 coins, 10 sweepstakes coins). */
export const newPlayer = (db: Kysely<Database>): Promise<string> => createGuest(db);

/** A clock that stays where it is put. */
export function fixedClock(iso: string): Clock & { set(iso: string): void; advance(ms: number): void } {
  let now = new Date(iso);
  const clock = (() => new Date(now)) as Clock & { set(iso: string): void; advance(ms: number): void };
  clock.set = (next: string) => {
    now = new Date(next);
  };
  clock.advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return clock;
}

/** Real spins of Diamond Deluxe, settled through the ledger like any player's. */
export async function spin(db: Kysely<Database>, userId: string, times: number, betAmount = '1.00') {
  const results = [];
  for (let i = 0; i < times; i++)
    results.push(await spinSlots(db, userId, { betAmount, gameId: DIAMOND_DELUXE }));
  return results;
}

/** Moves a player's settled rounds (sessions and their events) to another moment, as if they settled then. */
export async function settleAt(db: Kysely<Database>, userId: string, at: Date): Promise<void> {
  await sql`update domain_events set created_at = ${at} where user_id = ${userId} and projected_at is null`.execute(
    db,
  );
  await sql`update game_sessions set created_at = ${at} where user_id = ${userId}`.execute(db);
}

export const pendingEvents = async (db: Kysely<Database>): Promise<number> =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from domain_events where projected_at is null`.execute(db))
      .rows[0]?.n ?? 0,
  );

export const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
