import type { LiveGameKey, PlayCurrency } from '@casino/contracts';
import { sql, type Database, type Kysely, type LiveTableRow, type Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { recoverLiveTable, type LiveTableRecovery } from './recovery.js';

/**
 * Which rooms process hosts a live table, as for poker tables (games/holdem/table-lease.ts): a process
 * claims a table whose lease is free or expired, renews it while its room lives and releases it when
 * the room closes. Claiming recovers the table first, in the same transaction (issue 16: a rooms
 * process killed mid-round loses nothing): a round whose outcome and payouts were persisted
 * ('settling') is settled from them; a round still taking bets or being played is voided and every
 * stake returned. A blackjack hand is never resumed mid-round: it is voided and refunded too.
 *
 * A lease is lost only when another process claims the table; every call that changes a round with
 * the lease (open, close, outcome) locks the table row and checks its owner, so whichever of a claim
 * and such a call comes second sees the other's result.
 */
export interface LiveTableLease {
  tableId: number;
  owner: string;
}

/** A live table as its room runs it: limits in minor units. */
export interface LiveTableInfo {
  id: number;
  gameKey: LiveGameKey;
  name: string;
  /** Private tables only; null for the public ones. */
  roomCode: string | null;
  createdBy: string | null;
  /** What the table plays with (issue 18): its limits, bets, escrow and settlements are in it. */
  currency: PlayCurrency;
  minBet: bigint;
  maxBet: bigint;
  /** The number of the table's latest round (0 before the first). */
  roundNumber: number;
}

export interface LiveTableForRoom {
  lease: LiveTableLease;
  table: LiveTableInfo;
  /** What claiming did to the round a previous host left unfinished. */
  recovery: LiveTableRecovery;
}

export const liveTableInfo = (row: LiveTableRow): LiveTableInfo => ({
  id: row.id,
  gameKey: row.game_key,
  name: row.name,
  roomCode: row.room_code,
  createdBy: row.created_by,
  currency: row.currency,
  minBet: row.min_bet,
  maxBet: row.max_bet,
  roundNumber: row.round_number,
});

const leaseUntil = (ttlMs: number) => sql<Date>`now() + ${`${ttlMs} milliseconds`}::interval`;
const leaseFree = sql<boolean>`(lease_until is null or lease_until < now())`;

/** Claims a free (or expired) open table and recovers it; null when another process holds it or it closed. */
export async function claimLiveTable(
  db: Kysely<Database>,
  tableId: number,
  owner: string,
  ttlMs: number,
): Promise<LiveTableForRoom | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('live_tables')
      .set({ lease_owner: owner, lease_until: leaseUntil(ttlMs), last_active_at: sql<Date>`now()` })
      .where('id', '=', tableId)
      .where('closed_at', 'is', null)
      .where(leaseFree)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    const recovery = await recoverLiveTable(trx, tableId);
    return { lease: { tableId, owner }, table: liveTableInfo(row), recovery };
  });
}

/** Extends several leases in one statement; returns the tables still held (any other is lost: its room stops). */
export async function renewLiveTableLeases(
  db: Kysely<Database>,
  leases: readonly LiveTableLease[],
  ttlMs: number,
): Promise<Set<number>> {
  if (leases.length === 0) return new Set();
  const pairs = sql.join(leases.map((l) => sql`(${l.tableId}::int, ${l.owner}::text)`));
  const { rows } = await sql<{ id: number }>`
    update live_tables t set lease_until = now() + ${`${ttlMs} milliseconds`}::interval
    from (values ${pairs}) as held(id, owner)
    where t.id = held.id and t.lease_owner = held.owner
    returning t.id`.execute(db);
  return new Set(rows.map((r) => r.id));
}

/**
 * Lets a table go cleanly (room disposed, process shutting down): the unfinished round is settled or
 * voided as a claim would, and the lease is freed for the next host, in one transaction. Null when
 * this process no longer held it.
 */
export async function releaseLiveTable(
  db: Kysely<Database>,
  lease: LiveTableLease,
): Promise<LiveTableRecovery | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockHeldTable(trx, lease))) return null;
    const recovery = await recoverLiveTable(trx, lease.tableId);
    await trx
      .updateTable('live_tables')
      .set({ lease_owner: null, lease_until: null })
      .where('id', '=', lease.tableId)
      .execute();
    return recovery;
  });
}

/**
 * Closes a private table for good (nobody at it for the idle time): its round is recovered, its
 * open shoe ends (the seed becomes public) and no process hosts it again.
 */
export async function closeLiveTable(
  db: Kysely<Database>,
  lease: LiveTableLease,
): Promise<LiveTableRecovery | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockHeldTable(trx, lease))) return null;
    const recovery = await recoverLiveTable(trx, lease.tableId);
    await trx
      .updateTable('live_shoes')
      .set({ ended_at: sql<Date>`now()` })
      .where('table_id', '=', lease.tableId)
      .where('ended_at', 'is', null)
      .execute();
    await trx
      .updateTable('live_tables')
      .set({ lease_owner: null, lease_until: null, closed_at: sql<Date>`now()` })
      .where('id', '=', lease.tableId)
      .execute();
    return recovery;
  });
}

/** Open tables no live process hosts (free or expired leases). */
export async function unhostedLiveTableIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('live_tables')
    .select('id')
    .where('closed_at', 'is', null)
    .where(leaseFree)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Notes that someone is at the table (a private table closes after a time with nobody). */
export async function touchLiveTable(db: Kysely<Database>, lease: LiveTableLease): Promise<void> {
  await db
    .updateTable('live_tables')
    .set({ last_active_at: sql<Date>`now()` })
    .where('id', '=', lease.tableId)
    .where('lease_owner', '=', lease.owner)
    .execute();
}

/** Locks the table row when this process still holds it; its row otherwise (for the caller to refuse). */
export async function lockHeldTable(
  trx: Transaction<Database>,
  lease: LiveTableLease,
): Promise<LiveTableRow | null> {
  const row = await trx
    .selectFrom('live_tables')
    .selectAll()
    .where('id', '=', lease.tableId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row || row.lease_owner !== lease.owner) return null;
  return row;
}

/** The refusal when another process took the table: the room must stop at once. */
export const liveLeaseLost = () =>
  new DomainError('conflict', 'This table is now hosted elsewhere.', { reason: 'lease_lost' });
