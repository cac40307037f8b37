import {
  wagerCurrencyOf,
  type CreatePrivateLiveTableRequest,
  type LiveGameKey,
  type PlayCurrency,
} from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { betLimitsOf, CURRENCY_SHORT, gameOf } from '@casino/games';
import { DomainError } from '../errors.js';
import { formatMoney, parseMoney } from '../money.js';
import { withFreshRoomCode } from './room-codes.js';
import { liveTableInfo, type LiveTableInfo } from './table-lease.js';

/** Open private live tables one player may have at once (a table closes after 10 idle minutes). */
export const MAX_OPEN_PRIVATE_LIVE_TABLES = 3;
export const NO_TABLE_WITH_CODE = 'No table with this code.';

/** The table limits a private table asks for, within its game's registry limits of the table's currency. */
export function privateTableLimits(
  gameKey: LiveGameKey,
  request: Pick<CreatePrivateLiveTableRequest, 'minBet' | 'maxBet'>,
  currency: PlayCurrency = 'coins',
): { min: bigint; max: bigint } {
  const registry = betLimitsOf(gameKey, currency);
  const [floor, ceiling] = [BigInt(registry.min), BigInt(registry.max)];
  const min = request.minBet === undefined ? floor : parseMoney(request.minBet);
  const max = request.maxBet === undefined ? ceiling : parseMoney(request.maxBet);
  if (min < floor || max > ceiling || min > max)
    throw new DomainError(
      'bet_out_of_range',
      `${gameOf(gameKey).name} tables take bets from ${formatMoney(floor)} to ${formatMoney(ceiling)} ${CURRENCY_SHORT[currency]}; the minimum cannot be above the maximum.`,
    );
  return { min, max };
}

/**
 * Opens a private table of a live game for a player (guests too) with a fresh room code, which is
 * how others find it (findLiveTableByCode); the rooms' keeper hosts it like any table. Its id follows
 * the highest one. A player has at most MAX_OPEN_PRIVATE_LIVE_TABLES open at once.
 */
export async function createPrivateLiveTable(
  db: Kysely<Database>,
  userId: string,
  request: CreatePrivateLiveTableRequest,
): Promise<LiveTableInfo> {
  return db.transaction().execute((trx) => openPrivateLiveTable(trx, userId, request));
}

/** createPrivateLiveTable inside the caller's transaction (a game invite opens its table with it). */
export async function openPrivateLiveTable(
  trx: Transaction<Database>,
  userId: string,
  request: CreatePrivateLiveTableRequest,
): Promise<LiveTableInfo> {
  const currency = wagerCurrencyOf(request);
  const limits = privateTableLimits(request.gameKey, request, currency);
  const name = request.name ?? `${gameOf(request.gameKey).name} · private`;
  // The creator's row serialises their creations, so two at once cannot both pass the cap.
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
  const open = await trx
    .selectFrom('live_tables')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('created_by', '=', userId)
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (open.n >= MAX_OPEN_PRIVATE_LIVE_TABLES)
    throw new DomainError(
      'conflict',
      `You already have ${MAX_OPEN_PRIVATE_LIVE_TABLES} private tables open; they close after 10 minutes with nobody at them.`,
    );
  const row = await withFreshRoomCode(async (code) => {
    const next = await trx
      .selectFrom('live_tables')
      .select(sql<number>`coalesce(max(id), 0) + 1`.as('id'))
      .executeTakeFirstOrThrow();
    return (
      (await trx
        .insertInto('live_tables')
        .values({
          id: Number(next.id),
          game_key: request.gameKey,
          name,
          room_code: code,
          created_by: userId,
          min_bet: limits.min,
          max_bet: limits.max,
          currency,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst()) ?? null
    );
  });
  return liveTableInfo(row);
}

/** The open table a room code names (codes are case-insensitive as the contracts parse them). */
export async function findLiveTableByCode(db: Kysely<Database>, roomCode: string): Promise<LiveTableInfo> {
  const row = await db
    .selectFrom('live_tables')
    .selectAll()
    .where('room_code', '=', roomCode.trim().toUpperCase())
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', NO_TABLE_WITH_CODE);
  return liveTableInfo(row);
}
