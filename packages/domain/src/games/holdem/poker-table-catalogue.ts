import type { PlayCurrency, PokerTable } from '@casino/contracts';
import { sql, type Database, type Kysely, type PokerTableRow } from '@casino/db';
import { DomainError } from '../../errors.js';
import { formatMoney, MINOR_UNITS_PER_COIN } from '../../money.js';

/** A cash table as the operator configures it (whole coins or sweepstakes coins, not minor units). */
export interface PokerTableEntry {
  id: number;
  name: string;
  /** What the table plays with; coins when absent. */
  currency?: PlayCurrency;
  smallBlind: number;
  bigBlind: number;
  maxPlayers: number;
  minBuyIn: number;
  maxBuyIn: number;
}

/**
 * The tables every deployment opens. The spec shows $2/$5 with a default buy-in of 500 (document 2,
 * section 9); the others give players a cheaper table, a heads-up table, a full ring and a high roller.
 */
export const POKER_TABLE_CATALOGUE: readonly PokerTableEntry[] = [
  {
    id: 1,
    name: 'Royal Flush Lounge',
    smallBlind: 2,
    bigBlind: 5,
    maxPlayers: 6,
    minBuyIn: 100,
    maxBuyIn: 1000,
  },
  {
    id: 2,
    name: 'Heads-Up Showdown',
    smallBlind: 2,
    bigBlind: 5,
    maxPlayers: 2,
    minBuyIn: 100,
    maxBuyIn: 1000,
  },
  {
    id: 3,
    name: 'Full Ring Classic',
    smallBlind: 1,
    bigBlind: 2,
    maxPlayers: 9,
    minBuyIn: 40,
    maxBuyIn: 500,
  },
  {
    id: 4,
    name: 'High Roller Suite',
    smallBlind: 5,
    bigBlind: 10,
    maxPlayers: 6,
    minBuyIn: 500,
    maxBuyIn: 2500,
  },
  // Sweepstakes tables (issue 18), at sweepstakes stakes within the registry's hold'em limits of
  // 0.20-5.00 SC a big blind: buy-ins of 20 to 200 big blinds, as the coin tables'.
  {
    id: 5,
    name: 'Sweepstakes Lounge',
    currency: 'sweeps',
    smallBlind: 0.1,
    bigBlind: 0.2,
    maxPlayers: 6,
    minBuyIn: 4,
    maxBuyIn: 40,
  },
  {
    id: 6,
    name: 'Sweepstakes Heads-Up',
    currency: 'sweeps',
    smallBlind: 0.25,
    bigBlind: 0.5,
    maxPlayers: 2,
    minBuyIn: 10,
    maxBuyIn: 100,
  },
];

const units = (coins: number): bigint => BigInt(Math.round(coins * 100));

/**
 * Adds the catalogue's tables a database does not have yet (idempotent, run at every start). A table
 * already there keeps what the back office made of it (name, stakes, closed): the database is the
 * operator's, the catalogue only its first contents. A sweepstakes table added to a database that
 * already gave its id to a private table takes the next free id (found by its name and currency).
 */
export async function seedPokerTables(
  db: Kysely<Database>,
  entries: readonly PokerTableEntry[] = POKER_TABLE_CATALOGUE,
): Promise<void> {
  for (const t of entries) {
    const currency = t.currency ?? 'coins';
    const values = {
      name: t.name,
      currency,
      small_blind: units(t.smallBlind),
      big_blind: units(t.bigBlind),
      max_players: t.maxPlayers,
      min_buy_in: units(t.minBuyIn),
      max_buy_in: units(t.maxBuyIn),
    };
    const inserted = await db
      .insertInto('poker_tables')
      .values({ id: t.id, ...values })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted || currency === 'coins') continue;
    const taken = await db
      .selectFrom('poker_tables')
      .select('currency')
      .where('id', '=', t.id)
      .executeTakeFirst();
    const named = await db
      .selectFrom('poker_tables')
      .select('id')
      .where('name', '=', t.name)
      .where('currency', '=', currency)
      .where('room_code', 'is', null)
      .executeTakeFirst();
    if (taken?.currency === currency || named) continue;
    await sql`insert into poker_tables (id, name, currency, small_blind, big_blind, max_players, min_buy_in, max_buy_in)
      select coalesce(max(id), 0) + 1, ${values.name}, ${currency}, ${values.small_blind}, ${values.big_blind},
             ${values.max_players}, ${values.min_buy_in}, ${values.max_buy_in} from poker_tables
      on conflict do nothing`.execute(db);
  }
}

/**
 * "$2/$5": whole coins without decimals, as the spec displays stakes. A sweepstakes table's stakes
 * carry no currency sign, only its unit: "0.10/0.20 SC".
 */
export function formatStakes(smallBlind: bigint, bigBlind: bigint, currency: PlayCurrency = 'coins'): string {
  if (currency !== 'coins') return `${formatMoney(smallBlind)}/${formatMoney(bigBlind)} SC`;
  const show = (u: bigint) =>
    u % MINOR_UNITS_PER_COIN === 0n ? (u / MINOR_UNITS_PER_COIN).toString() : formatMoney(u);
  return `$${show(smallBlind)}/$${show(bigBlind)}`;
}

export async function findPokerTable(db: Kysely<Database>, tableId: number): Promise<PokerTableRow> {
  const row = await db
    .selectFrom('poker_tables')
    .selectAll()
    .where('id', '=', tableId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'Poker table not found');
  return row;
}

export async function listActivePokerTables(db: Kysely<Database>): Promise<PokerTableRow[]> {
  return db.selectFrom('poker_tables').selectAll().where('is_active', '=', true).orderBy('id').execute();
}

/**
 * The lobby list: seats taken as the hosting room last wrote them, and the spec's averagePot and
 * handsPerHour computed from the hand histories (24 hours and the last hour).
 */
export async function listPokerTables(db: Kysely<Database>, now: Date): Promise<PokerTable[]> {
  // Private tables (issue 16) are joined by their room code, never listed.
  const rows = (await listActivePokerTables(db)).filter((row) => row.room_code === null);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const stats = await db
    .selectFrom('poker_hands')
    .select([
      'table_id',
      sql<string>`coalesce(avg(pot), 0)::bigint::text`.as('average_pot'),
      sql<string>`count(*) filter (where ended_at > ${hourAgo})`.as('last_hour'),
    ])
    .where('status', '=', 'completed')
    .where('ended_at', '>', dayAgo)
    .groupBy('table_id')
    .execute();
  const byTable = new Map(stats.map((s) => [s.table_id, s]));
  return rows.map((row) => {
    const s = byTable.get(row.id);
    const open = row.lease_until !== null && row.lease_until.getTime() > now.getTime();
    return {
      id: row.id,
      name: row.name,
      currency: row.currency,
      stakes: formatStakes(row.small_blind, row.big_blind, row.currency),
      smallBlind: formatMoney(row.small_blind),
      bigBlind: formatMoney(row.big_blind),
      currentPlayers: open ? row.seated_players : 0,
      maxPlayers: row.max_players,
      minBuyIn: formatMoney(row.min_buy_in),
      maxBuyIn: formatMoney(row.max_buy_in),
      averagePot: formatMoney(BigInt(s?.average_pot ?? '0')),
      handsPerHour: Number(s?.last_hour ?? 0),
      isOpen: open,
    };
  });
}
