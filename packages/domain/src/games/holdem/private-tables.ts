import type { CreatePrivatePokerTableRequest, PrivatePokerTable } from '@casino/contracts';
import { sql, type Database, type Kysely, type PokerTableRow, type Transaction } from '@casino/db';
import { betLimitsOf, CURRENCY_SHORT, gameOf } from '@casino/games';
import { wagerCurrencyOf } from '@casino/contracts';
import { DomainError } from '../../errors.js';
import { formatMoney, parseMoney } from '../../money.js';
import { withFreshRoomCode } from '../../live-tables/room-codes.js';
import { NO_TABLE_WITH_CODE } from '../../live-tables/private-tables.js';

/** Open private poker tables one player may have at once. */
export const MAX_OPEN_PRIVATE_POKER_TABLES = 3;
/** Buy-ins of a private table, in big blinds: 20 to 200, as the catalogue's tables ($5 blind: 100-1,000). */
export const PRIVATE_BUY_IN_BIG_BLINDS = { min: 20n, max: 200n } as const;

const privatePokerTableOf = (row: PokerTableRow): PrivatePokerTable => ({
  tableId: row.id,
  roomCode: row.room_code ?? '',
  name: row.name,
  currency: row.currency,
});

/**
 * Opens a private hold'em cash table with a fresh room code: the big blind within the registry's
 * hold'em limits (its lowest by default), the small blind half of it, buy-ins of 20 to 200 big
 * blinds. The rooms' keeper hosts it as any active table; the public lobby does not list it
 * (listPokerTables), players join it by its code (findPokerTableByCode).
 */
export async function createPrivatePokerTable(
  db: Kysely<Database>,
  userId: string,
  request: CreatePrivatePokerTableRequest,
): Promise<PrivatePokerTable> {
  return db.transaction().execute((trx) => openPrivatePokerTable(trx, userId, request));
}

/** createPrivatePokerTable inside the caller's transaction (a game invite opens its table with it). */
export async function openPrivatePokerTable(
  trx: Transaction<Database>,
  userId: string,
  request: CreatePrivatePokerTableRequest,
): Promise<PrivatePokerTable> {
  // The table's currency sets its stakes' limits (the registry's hold'em limits of that currency).
  const currency = wagerCurrencyOf(request);
  const limits = betLimitsOf('holdem', currency);
  const bigBlind = request.bigBlind === undefined ? BigInt(limits.min) : parseMoney(request.bigBlind);
  if (bigBlind < BigInt(limits.min) || bigBlind > BigInt(limits.max) || bigBlind % 2n !== 0n)
    throw new DomainError(
      'bet_out_of_range',
      `The big blind is ${formatMoney(BigInt(limits.min))} to ${formatMoney(BigInt(limits.max))} ${CURRENCY_SHORT[currency]} (an even number of cents).`,
    );
  const name = request.name ?? `${gameOf('holdem').name} · private`;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
  const open = await trx
    .selectFrom('poker_tables')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('created_by', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  if (open.n >= MAX_OPEN_PRIVATE_POKER_TABLES)
    throw new DomainError(
      'conflict',
      `You already have ${MAX_OPEN_PRIVATE_POKER_TABLES} private poker tables open.`,
    );
  const row = await withFreshRoomCode(async (code) => {
    const next = await trx
      .selectFrom('poker_tables')
      .select(sql<number>`coalesce(max(id), 0) + 1`.as('id'))
      .executeTakeFirstOrThrow();
    return (
      (await trx
        .insertInto('poker_tables')
        .values({
          id: Number(next.id),
          name,
          small_blind: bigBlind / 2n,
          big_blind: bigBlind,
          max_players: request.maxPlayers,
          min_buy_in: bigBlind * PRIVATE_BUY_IN_BIG_BLINDS.min,
          max_buy_in: bigBlind * PRIVATE_BUY_IN_BIG_BLINDS.max,
          room_code: code,
          created_by: userId,
          currency,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst()) ?? null
    );
  });
  return privatePokerTableOf(row);
}

/** The open poker table a room code names. */
export async function findPokerTableByCode(
  db: Kysely<Database>,
  roomCode: string,
): Promise<PrivatePokerTable> {
  const row = await db
    .selectFrom('poker_tables')
    .selectAll()
    .where('room_code', '=', roomCode.trim().toUpperCase())
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', NO_TABLE_WITH_CODE);
  return privatePokerTableOf(row);
}

/** A private poker table nobody sat at and no hand was dealt at for this long closes. */
export const PRIVATE_POKER_IDLE_MS = 10 * 60_000;

/**
 * Closes the private poker tables that have been idle for `idleMs` (by the database clock): nobody
 * seated, opened before then, and no hand started since or still in play. A closed table frees its
 * creator's place among MAX_OPEN_PRIVATE_POKER_TABLES and its code; its room sees it inactive at its
 * next lease renewal and retires (cashing out anyone who sat down meanwhile). Returns the ids closed.
 */
export async function closeIdlePrivatePokerTables(
  db: Kysely<Database>,
  idleMs: number = PRIVATE_POKER_IDLE_MS,
): Promise<number[]> {
  const idle = sql<Date>`now() - make_interval(secs => ${idleMs / 1000})`;
  const rows = await db
    .updateTable('poker_tables as t')
    .set({ is_active: false, closed_at: sql<Date>`now()` })
    .where('t.room_code', 'is not', null)
    .where('t.is_active', '=', true)
    .where('t.seated_players', '=', 0)
    .where('t.created_at', '<', idle)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('poker_hands as h')
            .select('h.id')
            .whereRef('h.table_id', '=', 't.id')
            .where((h) => h.or([h('h.started_at', '>=', idle), h('h.status', '=', 'in_progress')])),
        ),
      ),
    )
    .returning('t.id')
    .execute();
  return rows.map((r) => r.id);
}
