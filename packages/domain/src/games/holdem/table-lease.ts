import { sql, type Database, type Kysely } from '@casino/db';
import { refundTable } from './table-chips.js';
import { voidOpenHands } from './hand-records.js';

/**
 * Which rooms process hosts a table. A process claims a table whose lease is free or expired, renews
 * it every few seconds while its room lives, and releases it when the room closes. A process that dies
 * (kill -9) stops renewing; once the lease expires any process may claim the table, and claiming
 * starts by voiding the unfinished hand and returning every chip at the table to its owner's wallet,
 * in the same transaction (issue 6: a crash loses nothing).
 *
 * A lease is lost only when another process claims the table: until then its owner may renew it and
 * move chips even after it expired, so a host that could not reach the database for longer than the
 * lease (an outage) carries on when the database returns. That is safe because claiming and every
 * chip movement lock the table row: whichever comes second sees the other's result.
 */
export interface TableRecovery {
  voidedHands: number;
  refunds: Array<{ userId: string; amount: bigint }>;
}

export type ClaimResult = { claimed: false } | { claimed: true; recovery: TableRecovery };

export async function claimTable(
  db: Kysely<Database>,
  tableId: number,
  owner: string,
  ttlMs: number,
): Promise<ClaimResult> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('poker_tables')
      .set({
        lease_owner: owner,
        lease_until: sql<Date>`now() + ${`${ttlMs} milliseconds`}::interval`,
        seated_players: 0,
      })
      .where('id', '=', tableId)
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]))
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return { claimed: false };
    const voidedHands = await voidOpenHands(trx, tableId);
    const refunds = await refundTable(trx, tableId, 'table_recovered');
    return { claimed: true, recovery: { voidedHands, refunds } };
  });
}

/** Extends the lease; false when another process took the table (this room must stop at once). */
export async function renewTableLease(
  db: Kysely<Database>,
  tableId: number,
  owner: string,
  ttlMs: number,
): Promise<boolean> {
  const row = await db
    .updateTable('poker_tables')
    .set({ lease_until: sql<Date>`now() + ${`${ttlMs} milliseconds`}::interval` })
    .where('id', '=', tableId)
    .where('lease_owner', '=', owner)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Extends several leases in one statement (a rooms process renews all its tables at once). Returns
 * the tables still held; any other has been lost and its room must stop.
 */
export async function renewTableLeases(
  db: Kysely<Database>,
  leases: ReadonlyArray<{ tableId: number; owner: string }>,
  ttlMs: number,
): Promise<Set<number>> {
  if (leases.length === 0) return new Set();
  const pairs = sql.join(leases.map((l) => sql`(${l.tableId}::int, ${l.owner}::text)`));
  const { rows } = await sql<{ id: number }>`
    update poker_tables t set lease_until = now() + ${`${ttlMs} milliseconds`}::interval
    from (values ${pairs}) as held(id, owner)
    where t.id = held.id and t.lease_owner = held.owner
    returning t.id`.execute(db);
  return new Set(rows.map((r) => r.id));
}

/**
 * Closes a table cleanly (room disposed, process shutting down): voids a hand still open, returns
 * every chip to its owner and frees the lease for the next host, in one transaction.
 */
export async function releaseTable(
  db: Kysely<Database>,
  tableId: number,
  owner: string,
): Promise<TableRecovery | null> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('poker_tables')
      .select('id')
      .where('id', '=', tableId)
      .where('lease_owner', '=', owner)
      .forUpdate()
      .executeTakeFirst();
    if (!held) return null;
    const voidedHands = await voidOpenHands(trx, tableId);
    const refunds = await refundTable(trx, tableId, 'table_closed');
    await trx
      .updateTable('poker_tables')
      .set({ lease_owner: null, lease_until: null, seated_players: 0 })
      .where('id', '=', tableId)
      .execute();
    return { voidedHands, refunds };
  });
}

/** Tables no live process hosts: free or expired leases. */
export async function unhostedTableIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('poker_tables')
    .select('id')
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Which of these tables an admin closed (inactive): their rooms finish the hand in play, cash every
 * seat out and close, even when the back office's message to them was lost.
 */
export async function inactiveTableIds(
  db: Kysely<Database>,
  tableIds: readonly number[],
): Promise<Set<number>> {
  if (tableIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('poker_tables')
    .select('id')
    .where('id', 'in', tableIds)
    .where('is_active', '=', false)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The seat count the lobby shows, written by the hosting room. */
export async function recordSeatedPlayers(
  db: Kysely<Database>,
  tableId: number,
  owner: string,
  seated: number,
): Promise<void> {
  await db
    .updateTable('poker_tables')
    .set({ seated_players: seated })
    .where('id', '=', tableId)
    .where('lease_owner', '=', owner)
    .execute();
}
