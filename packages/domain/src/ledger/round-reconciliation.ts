import { PlayCurrency } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { JACKPOT_RULES } from '@casino/engine';
import { houseCodeOfGame } from '../casino/house-accounts.js';
import { jackpotSeedsPosted } from '../games/slots/jackpot-pool.js';

/** A house account whose balance is not what the rounds recorded against it add up to. */
export interface HouseMismatch {
  /** The account code; a sweepstakes account's carries its currency (`house:roulette/sweeps`). */
  house: string;
  ledger: bigint;
  fromRounds: bigint;
}

/**
 * Every settled round is in the ledger, once: each game's house account holds exactly what its
 * recorded sessions took (stakes minus returns, free spins included) plus the stakes of its rounds
 * still open (a dealt blackjack hand, craps bets still up). A session recorded without its money, a
 * payment made twice or one without a session shows here. Live hold'em has no house: its sessions
 * (each player's share of a hand) must net to zero. Each currency is reconciled on its own (issue
 * 18): a game's house account of a currency against the sessions and open rounds of that currency.
 */
export async function reconcileRounds(
  db: Kysely<Database>,
): Promise<{ houseMismatches: HouseMismatch[]; holdemImbalance: bigint }> {
  const houseMismatches: HouseMismatch[] = [];
  let holdemImbalance = 0n;
  for (const currency of PlayCurrency.options) {
    const reconciled = await reconcileCurrency(db, currency);
    houseMismatches.push(...reconciled.houseMismatches);
    holdemImbalance += reconciled.holdemImbalance;
  }
  return { houseMismatches, holdemImbalance };
}

async function reconcileCurrency(
  db: Kysely<Database>,
  currency: PlayCurrency,
): Promise<{ houseMismatches: HouseMismatch[]; holdemImbalance: bigint }> {
  const label = (code: string) => (currency === 'coins' ? code : `${code}/${currency}`);
  const bySession = await db
    .selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select([
      'g.id',
      'g.slug',
      'g.type',
      sql<bigint>`sum(s.bet_amount - s.win_amount)::bigint`.as('taken'),
      // The Grand Jackpot (games/slots/jackpot-pool.ts): each slot session's share fed to the pool, the
      // pool paid to it (part of its win, paid by the pool, not the house) and the reseed after it.
      sql<bigint>`coalesce(sum((s.game_data->'jackpot'->>'contribution')::bigint), 0)::bigint`.as('fed'),
      sql<bigint>`coalesce(sum((s.game_data->'jackpot'->>'won')::bigint), 0)::bigint`.as('won'),
      sql<bigint>`coalesce(sum((s.game_data->'jackpot'->>'reseed')::bigint), 0)::bigint`.as('reseeded'),
    ])
    .where('s.currency', '=', currency)
    .groupBy(['g.id', 'g.slug', 'g.type'])
    .execute();
  const openStakes = await db
    .selectFrom('game_rounds')
    .select(['game', sql<bigint>`sum(staked)::bigint`.as('staked')])
    .where('status', '=', 'open')
    .where('currency', '=', currency)
    .groupBy('game')
    .execute();
  // House accounts keep no running balance (no hot row for every bet): their entries are the truth.
  const houses = await db
    .selectFrom('accounts as a')
    .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select(['a.code', sql<bigint>`coalesce(sum(e.amount), 0)::bigint`.as('balance')])
    .where('a.kind', '=', 'house')
    .where('a.currency', '=', currency)
    .groupBy('a.code')
    .execute();

  const expected = new Map<string, bigint>();
  const add = (code: string, units: bigint) => expected.set(code, (expected.get(code) ?? 0n) + units);
  let holdemImbalance = 0n;
  // The pool holds its initial seed, every share fed, minus what it paid, plus every reseed; the
  // `house:jackpot` account paid the seeds.
  const seeded = await jackpotSeedsPosted(db, currency);
  let pool = seeded;
  add('house:jackpot', -seeded);
  for (const row of bySession) {
    const code = houseCodeOfGame(row);
    const [fed, won, reseeded] = [BigInt(row.fed), BigInt(row.won), BigInt(row.reseeded)];
    pool += fed - won + reseeded;
    add('house:jackpot', -reseeded);
    if (code === null) holdemImbalance += BigInt(row.taken);
    else add(`house:${code}`, BigInt(row.taken) - fed + won);
  }
  // Open rounds are named by their game's house code (blackjack, craps, video-poker).
  for (const row of openStakes) add(`house:${row.game}`, BigInt(row.staked));

  const ledger = new Map(houses.map((h) => [h.code ?? '', BigInt(h.balance)]));
  const houseMismatches: HouseMismatch[] = [];
  const poolRow = await db
    .selectFrom('accounts as a')
    .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select(sql<bigint>`coalesce(sum(e.amount), 0)::bigint`.as('balance'))
    .where('a.kind', '=', 'escrow')
    .where('a.code', '=', JACKPOT_RULES.poolCode)
    .where('a.currency', '=', currency)
    .executeTakeFirst();
  const poolInLedger = BigInt(poolRow?.balance ?? 0n);
  if (poolInLedger !== pool)
    houseMismatches.push({
      house: label(`escrow:${JACKPOT_RULES.poolCode}`),
      ledger: poolInLedger,
      fromRounds: pool,
    });
  for (const house of new Set([...expected.keys(), ...ledger.keys()])) {
    const fromRounds = expected.get(house) ?? 0n;
    const inLedger = ledger.get(house) ?? 0n;
    if (fromRounds !== inLedger) houseMismatches.push({ house: label(house), ledger: inLedger, fromRounds });
  }
  return { houseMismatches, holdemImbalance };
}
