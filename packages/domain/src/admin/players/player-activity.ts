import type {
  AdminChallengeRow,
  AdminListQuery,
  AdminPokerHandRow,
  AdminPurchaseRow,
  Page,
} from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { formatMoney } from '../../money.js';
import { displayNameOf } from '../staff-access.js';
import { pageFrom, pagingOf } from '../admin-paging.js';
import { dealtInto, requirePlayer } from './player-detail.js';

// A player's challenges, poker hands and purchases on their page (issue 15, "Players"): newest first.

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());
const count = sql<string>`count(*) over ()`.as('total');
const totalOf = (rows: ReadonlyArray<{ total: string }>) => rows[0]?.total ?? 0;

/** GET /api/admin/players/:userId/challenges: the challenges they created or accepted. */
export async function playerChallenges(
  db: Kysely<Database>,
  userId: string,
  query: AdminListQuery,
): Promise<Page<AdminChallengeRow>> {
  await requirePlayer(db, userId);
  const paging = pagingOf(query);
  const rows = await db
    .selectFrom('p2p_challenges as c')
    .leftJoin('users as o', (join) =>
      join.on(
        sql<boolean>`o.id = case when c.creator_id = ${userId} then c.opponent_id else c.creator_id end`,
      ),
    )
    .select([
      'c.id',
      'c.game_type',
      'c.currency',
      'c.bet_amount',
      'c.status',
      'c.result',
      'c.end_reason',
      'c.winner_id',
      'c.created_at',
      'c.finished_at',
      'o.id as opponent_id',
      'o.first_name',
      'o.last_name',
      'o.email',
      count,
    ])
    .where((eb) => eb.or([eb('c.creator_id', '=', userId), eb('c.opponent_id', '=', userId)]))
    .orderBy('c.created_at', paging.dir)
    .orderBy('c.id', paging.dir)
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  const items = rows.map((row): AdminChallengeRow => ({
    id: row.id,
    gameType: row.game_type,
    currency: row.currency,
    betAmount: formatMoney(row.bet_amount),
    status: row.status,
    result: row.result,
    endReason: row.end_reason,
    opponentName: row.opponent_id === null ? null : displayNameOf(row),
    // A draw or a void has no winner.
    won: row.winner_id === null ? null : row.winner_id === userId,
    createdAt: row.created_at.toISOString(),
    finishedAt: iso(row.finished_at),
  }));
  return pageFrom(paging, items, totalOf(rows));
}

/**
 * GET /api/admin/players/:userId/poker-hands: the hands they were dealt into. Their net is what the
 * hand's ledger transaction (`poker-hand:<id>`) moved on their seat's escrow: zero when it moved
 * nothing for them or the hand was voided (chips never move in a voided hand), null while it runs.
 */
export async function playerPokerHands(
  db: Kysely<Database>,
  userId: string,
  query: AdminListQuery,
): Promise<Page<AdminPokerHandRow>> {
  await requirePlayer(db, userId);
  const paging = pagingOf(query);
  const rows = await db
    .selectFrom('poker_hands as h')
    .innerJoin('poker_tables as t', 't.id', 'h.table_id')
    .select([
      'h.id',
      'h.table_id',
      't.name',
      'h.hand_number',
      'h.status',
      'h.pot',
      'h.started_at',
      'h.ended_at',
      sql<bigint | null>`(select sum(e.amount) from ledger_transactions lt
        join ledger_entries e on e.transaction_id = lt.id
        join accounts a on a.id = e.account_id
        where lt.idempotency_key = 'poker-hand:' || h.id
          and a.code = 'poker:' || h.table_id || ':' || ${userId})`.as('net'),
      count,
    ])
    .where(dealtInto(userId))
    .orderBy('h.started_at', paging.dir)
    .orderBy('h.id', paging.dir)
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  const items = rows.map((row): AdminPokerHandRow => ({
    handId: row.id.toString(),
    tableId: row.table_id,
    tableName: row.name,
    handNumber: row.hand_number,
    status: row.status,
    pot: formatMoney(row.pot),
    net: row.status === 'in_progress' ? null : formatMoney(BigInt(row.net ?? 0n)),
    startedAt: row.started_at.toISOString(),
    endedAt: iso(row.ended_at),
  }));
  return pageFrom(paging, items, totalOf(rows));
}

/** GET /api/admin/players/:userId/purchases: every coin purchase, whatever became of it. */
export async function playerPurchases(
  db: Kysely<Database>,
  userId: string,
  query: AdminListQuery,
): Promise<Page<AdminPurchaseRow>> {
  await requirePlayer(db, userId);
  const paging = pagingOf(query);
  const rows = await db
    .selectFrom('coin_purchases as p')
    .leftJoin('coin_packages as k', 'k.id', 'p.package_id')
    .select([
      'p.id',
      'p.package_id',
      'k.name',
      'p.price_cents',
      'p.coins',
      'p.sweeps',
      'p.status',
      'p.provider',
      'p.provider_reference',
      'p.failure_message',
      'p.created_at',
      'p.completed_at',
      count,
    ])
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', paging.dir)
    .orderBy('p.id', paging.dir)
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  const items = rows.map((row): AdminPurchaseRow => ({
    id: row.id.toString(),
    packageName: row.name ?? `Package ${row.package_id}`,
    priceUsd: formatMoney(BigInt(row.price_cents)),
    coins: formatMoney(row.coins),
    sweepstakesCoins: formatMoney(row.sweeps),
    status: row.status,
    provider: row.provider,
    providerReference: row.provider_reference,
    failureMessage: row.failure_message,
    createdAt: row.created_at.toISOString(),
    completedAt: iso(row.completed_at),
  }));
  return pageFrom(paging, items, totalOf(rows));
}
