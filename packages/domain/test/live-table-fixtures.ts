import { sql, type Database, type Kysely } from '@casino/db';
import {
  liveRouletteExposure,
  liveRoulettePayout,
  liveRoulettePocket,
  rouletteSpotKey,
  rouletteSpotOf,
  type RouletteBet,
} from '@casino/engine';
import { betLimitsOf } from '@casino/games';
import type { LiveBetInput, PlacedLiveBet } from '../src/live-tables/bets.js';
import { closeLiveBetting, recordLiveOutcome, type LiveRoundOpened } from '../src/live-tables/rounds.js';
import type { LiveTableLease } from '../src/live-tables/table-lease.js';

/** The seeded public tables (live-tables/public-tables.ts). */
export const ROULETTE_TABLE = 1;
export const BLACKJACK_TABLE = 2;
export const BACCARAT_TABLE = 3;

const limits = betLimitsOf('live-roulette');
export const ROULETTE_LIMITS = { min: BigInt(limits.min), max: BigInt(limits.max) };

/** A roulette bet as the room's adapter turns it into escrow rows: kind, spot without amount, spot key. */
export const rouletteRow = (bet: RouletteBet): LiveBetInput => ({
  kind: bet.type,
  spec: { ...rouletteSpotOf(bet) },
  stake: BigInt(bet.amount),
  spotKey: rouletteSpotKey(bet),
});

const asRouletteBet = (row: Pick<LiveBetInput, 'kind' | 'spec' | 'stake'>): RouletteBet => ({
  ...(row.spec as Omit<RouletteBet, 'type' | 'amount'>),
  type: row.kind as RouletteBet['type'],
  amount: Number(row.stake),
});

/** The engine's roulette exposure over escrow rows. */
export const rouletteExposure = (rows: readonly LiveBetInput[]): bigint =>
  BigInt(liveRouletteExposure(rows.map(asRouletteBet)));

/** Closes betting, spins from the round's seed and persists the pocket and each bet's payout. */
export async function spinRound(
  db: Kysely<Database>,
  lease: LiveTableLease,
  opened: LiveRoundOpened,
): Promise<{ pocket: number; bets: PlacedLiveBet[]; payouts: Map<string, bigint> }> {
  if (opened.draw.kind !== 'seed') throw new Error('not a roulette round');
  const bets = await closeLiveBetting(db, lease, opened.roundId);
  const pocket = liveRoulettePocket(opened.draw);
  const payouts = new Map(bets.map((b) => [b.betId, BigInt(liveRoulettePayout(asRouletteBet(b), pocket))]));
  await recordLiveOutcome(
    db,
    lease,
    opened.roundId,
    { pocket },
    [...payouts].map(([betId, payout]) => ({ betId, payout })),
  );
  return { pocket, bets, payouts };
}

/** A live round's escrow balance (0 before its first bet). */
export async function roundEscrowOf(db: Kysely<Database>, roundId: string): Promise<bigint> {
  const row = await db
    .selectFrom('accounts')
    .select('balance')
    .where('kind', '=', 'escrow')
    .where('code', '=', `live-round:${roundId}`)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** The sum of a house account's entries (house accounts keep no stored balance). */
export async function houseOf(db: Kysely<Database>, code: string): Promise<bigint> {
  const { rows } = await sql<{ total: string }>`
    select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
    join accounts a on a.id = e.account_id where a.code = ${`house:${code}`} and a.currency = 'coins'`.execute(
    db,
  );
  return BigInt(rows[0]?.total ?? '0');
}

/** Frees a table's lease as an expired one (a host killed with kill -9 stops renewing). */
export async function expireLease(db: Kysely<Database>, tableId: number): Promise<void> {
  await db
    .updateTable('live_tables')
    .set({ lease_until: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', tableId)
    .execute();
}

let betCounter = 0;
/** A fresh clientBetId. */
export const betId = (): string => `bet-${Date.now()}-${++betCounter}`;
