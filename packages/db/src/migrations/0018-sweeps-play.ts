import { sql, type Kysely } from 'kysely';

/** The tables whose rows are played with one currency, and what each row is. */
const PLAYED_WITH = [
  'game_sessions',
  'game_rounds',
  'poker_tables',
  'poker_hands',
  'live_tables',
  'jackpot_wins',
];

/**
 * Playing with sweepstakes coins (issue 18): every game takes coins or sweepstakes coins, so what a
 * round, a table or a hand is played with is recorded beside it.
 * - game_sessions.currency: the currency of a settled round (its bet and win amounts are in it);
 * - game_rounds.currency: an open blackjack, video poker or craps round's, fixed at its first stake;
 * - poker_tables.currency / live_tables.currency: what a table plays with (buy-ins, bets, limits);
 * - poker_hands.currency: the table's, kept on each hand record;
 * - jackpot_wins.currency: which Grand Jackpot pool (one per currency) the win was paid from.
 * Every existing row was played with coins. The public tables of each currency are one per game:
 * the seed adds the sweepstakes ones beside the coin ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PLAYED_WITH) {
    await db.schema
      .alterTable(table)
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('coins'))
      .execute();
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_currency`)}
      check (currency in ('coins', 'sweeps'))`.execute(db);
  }
  await sql`create unique index live_tables_public_per_currency on live_tables (game_key, currency)
    where room_code is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists live_tables_public_per_currency`.execute(db);
  for (const table of PLAYED_WITH) await db.schema.alterTable(table).dropColumn('currency').execute();
}
