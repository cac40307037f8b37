import type { AdminPokerTable, PokerTableCreateRequest, PokerTableUpdateRequest } from '@casino/contracts';
import { sql, type Database, type Kysely, type PokerTableRow, type Transaction } from '@casino/db';
import { DomainError } from '../../errors.js';
import { voidOpenHands } from '../../games/holdem/hand-records.js';
import { refundTable } from '../../games/holdem/table-chips.js';
import { formatMoney, parseMoney } from '../../money.js';
import { recordAdminAction } from '../admin-audit-log.js';
import type { Staff } from '../staff-access.js';
import type { LiveRoomCalls } from './live-room-calls.js';
import { assertPlayableStakes, type TableStakes } from './table-stakes.js';

export const STAKES_NEED_EMPTY_TABLE = 'Stakes can change only while the table is empty.';
const tableNotFound = () => new DomainError('not_found', 'Poker table not found');

type TableRowWithHost = PokerTableRow & { hosted: boolean };

/** Whether a live rooms process holds the table (its lease has not run out), by the database's clock. */
const hostedColumn = sql<boolean>`coalesce(lease_until > now(), false)`.as('hosted');

export function adminPokerTableOf(row: TableRowWithHost): AdminPokerTable {
  return {
    id: row.id,
    name: row.name,
    smallBlind: formatMoney(row.small_blind),
    bigBlind: formatMoney(row.big_blind),
    maxPlayers: row.max_players,
    minBuyIn: formatMoney(row.min_buy_in),
    maxBuyIn: formatMoney(row.max_buy_in),
    isActive: row.is_active,
    seatedPlayers: row.hosted ? row.seated_players : 0,
    host: row.lease_owner,
    leaseUntil: row.lease_until?.toISOString() ?? null,
    closedAt: row.closed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The audit log's picture of a table (plain JSON). */
const auditedTable = (row: PokerTableRow) => ({
  name: row.name,
  smallBlind: formatMoney(row.small_blind),
  bigBlind: formatMoney(row.big_blind),
  maxPlayers: row.max_players,
  minBuyIn: formatMoney(row.min_buy_in),
  maxBuyIn: formatMoney(row.max_buy_in),
  isActive: row.is_active,
  closedAt: row.closed_at?.toISOString() ?? null,
});

/** GET /api/admin/poker-tables: every table, open or closed, by id. */
export async function listAdminPokerTables(db: Kysely<Database>): Promise<AdminPokerTable[]> {
  const rows = await db.selectFrom('poker_tables').selectAll().select(hostedColumn).orderBy('id').execute();
  return rows.map(adminPokerTableOf);
}

async function lockTable(trx: Transaction<Database>, tableId: number): Promise<TableRowWithHost> {
  const row = await trx
    .selectFrom('poker_tables')
    .selectAll()
    .select(hostedColumn)
    .where('id', '=', tableId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw tableNotFound();
  return row;
}

/**
 * Creates a table (active at once: the rooms' keeper hosts it at its next sweep and the lobby lists
 * it). Ids follow the highest one; two creations at once each get their own.
 */
export async function createPokerTable(
  db: Kysely<Database>,
  staff: Staff,
  request: PokerTableCreateRequest,
): Promise<AdminPokerTable> {
  const stakes: TableStakes = {
    smallBlind: parseMoney(request.smallBlind),
    bigBlind: parseMoney(request.bigBlind),
    minBuyIn: parseMoney(request.minBuyIn),
    maxBuyIn: parseMoney(request.maxBuyIn),
  };
  assertPlayableStakes(stakes);
  return db.transaction().execute(async (trx) => {
    for (;;) {
      const next = await trx
        .selectFrom('poker_tables')
        .select(sql<number>`coalesce(max(id), 0) + 1`.as('id'))
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('poker_tables')
        .values({
          id: Number(next.id),
          name: request.name,
          small_blind: stakes.smallBlind,
          big_blind: stakes.bigBlind,
          max_players: request.maxPlayers,
          min_buy_in: stakes.minBuyIn,
          max_buy_in: stakes.maxBuyIn,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) continue;
      await recordAdminAction(trx, staff, {
        action: 'poker_table.create',
        targetKind: 'poker_table',
        targetId: String(row.id),
        after: auditedTable(row),
        reason: request.reason,
      });
      return adminPokerTableOf({ ...row, hosted: false });
    }
  });
}

/** Whether anybody sits at the table: chips in its seats' escrow, or seats its live host counts. */
async function anybodySeated(trx: Transaction<Database>, row: TableRowWithHost): Promise<boolean> {
  if (row.hosted && row.seated_players > 0) return true;
  const chips = await trx
    .selectFrom('accounts')
    .select('id')
    .where('kind', '=', 'escrow')
    .where('code', 'like', `poker:${row.id}:%`)
    .where('balance', '>', 0n)
    .limit(1)
    .executeTakeFirst();
  return chips !== undefined;
}

/**
 * PATCH: the name at any time; the stakes only while nobody is seated (409 otherwise). Returns the
 * table and whether its live room must reopen to deal the new stakes.
 */
export async function updatePokerTable(
  db: Kysely<Database>,
  staff: Staff,
  tableId: number,
  request: PokerTableUpdateRequest,
  rooms: LiveRoomCalls | null,
): Promise<AdminPokerTable> {
  const { name, reason, ...changes } = request;
  const stakesChange = Object.values(changes).some((value) => value !== undefined);
  if (name === undefined && !stakesChange)
    throw new DomainError('validation_error', 'body: give a new name or new stakes', { field: 'body' });
  const updated = await db.transaction().execute(async (trx) => {
    const before = await lockTable(trx, tableId);
    const stakes: TableStakes = {
      smallBlind: changes.smallBlind !== undefined ? parseMoney(changes.smallBlind) : before.small_blind,
      bigBlind: changes.bigBlind !== undefined ? parseMoney(changes.bigBlind) : before.big_blind,
      minBuyIn: changes.minBuyIn !== undefined ? parseMoney(changes.minBuyIn) : before.min_buy_in,
      maxBuyIn: changes.maxBuyIn !== undefined ? parseMoney(changes.maxBuyIn) : before.max_buy_in,
    };
    if (stakesChange) {
      assertPlayableStakes(stakes);
      if (await anybodySeated(trx, before)) throw new DomainError('conflict', STAKES_NEED_EMPTY_TABLE);
    }
    const after = await trx
      .updateTable('poker_tables')
      .set({
        name: name ?? before.name,
        small_blind: stakes.smallBlind,
        big_blind: stakes.bigBlind,
        min_buy_in: stakes.minBuyIn,
        max_buy_in: stakes.maxBuyIn,
      })
      .where('id', '=', tableId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, staff, {
      action: 'poker_table.update',
      targetKind: 'poker_table',
      targetId: String(tableId),
      before: auditedTable(before),
      after: auditedTable(after),
      reason,
    });
    return { row: { ...after, hosted: before.hosted }, reopen: stakesChange && before.hosted };
  });
  // The room dealt from the stakes it opened with: an empty room closes and the keeper reopens it.
  if (updated.reopen && rooms) await rooms.retireTable(tableId, staff.userId).catch(() => undefined);
  return adminPokerTableOf(updated.row);
}

/**
 * Closes a table at once: inactive (nobody new sits, the lobby drops it, the keeper never hosts it
 * again) with its closing time. A live room is told to finish the hand in play and cash everyone
 * out (and does so by itself at its next lease renewal if the message is lost); with no live host,
 * the open hand is voided and every seat's chips go back to the wallets here, in the same
 * transaction as the close, as a recovering host would.
 */
export async function closePokerTable(
  db: Kysely<Database>,
  staff: Staff,
  tableId: number,
  reason: string,
  rooms: LiveRoomCalls | null,
): Promise<AdminPokerTable> {
  const closed = await db.transaction().execute(async (trx) => {
    const before = await lockTable(trx, tableId);
    if (!before.is_active) throw new DomainError('conflict', 'This table is already closed.');
    let refunds: Array<{ userId: string; amount: bigint }> = [];
    if (!before.hosted) {
      await voidOpenHands(trx, tableId);
      refunds = await refundTable(trx, tableId, 'table_closed_by_admin');
    }
    const after = await trx
      .updateTable('poker_tables')
      .set({
        is_active: false,
        closed_at: sql<Date>`now()`,
        ...(before.hosted ? {} : { lease_owner: null, lease_until: null, seated_players: 0 }),
      })
      .where('id', '=', tableId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, staff, {
      action: 'poker_table.close',
      targetKind: 'poker_table',
      targetId: String(tableId),
      before: auditedTable(before),
      after: {
        ...auditedTable(after),
        refunded: refunds.map((r) => ({ userId: r.userId, amount: formatMoney(r.amount) })),
      },
      reason,
    });
    return { ...after, hosted: before.hosted };
  });
  if (closed.hosted && rooms) await rooms.retireTable(tableId, staff.userId).catch(() => undefined);
  return adminPokerTableOf(closed);
}

/** Opens a closed table again: active, hosted by the keeper at its next sweep, listed in the lobby. */
export async function reopenPokerTable(
  db: Kysely<Database>,
  staff: Staff,
  tableId: number,
  reason: string,
): Promise<AdminPokerTable> {
  return db.transaction().execute(async (trx) => {
    const before = await lockTable(trx, tableId);
    if (before.is_active) throw new DomainError('conflict', 'This table is already open.');
    const after = await trx
      .updateTable('poker_tables')
      .set({ is_active: true, closed_at: null })
      .where('id', '=', tableId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, staff, {
      action: 'poker_table.reopen',
      targetKind: 'poker_table',
      targetId: String(tableId),
      before: auditedTable(before),
      after: auditedTable(after),
      reason,
    });
    return adminPokerTableOf({ ...after, hosted: before.hosted });
  });
}
