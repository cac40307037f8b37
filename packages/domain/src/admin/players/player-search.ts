import type { AdminPlayerRow, AdminPlayersPage, AdminPlayersQuery } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { formatMoney } from '../../money.js';
import { pageFrom, pagingOf } from '../admin-paging.js';

// The back office's player search (issue 15, "Players"): staff find a player by a whole id or by a
// part of their email or name, filter by role and status, and sort any column on the server.

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ (and the escape) taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The columns of a player row, with their wallets' balances and their sessions' last request. */
const playerRows = (db: Kysely<Database>) =>
  db
    .selectFrom('users as u')
    .leftJoin('accounts as cw', (join) =>
      join.onRef('cw.user_id', '=', 'u.id').on('cw.kind', '=', 'wallet').on('cw.currency', '=', 'coins'),
    )
    .leftJoin('accounts as sw', (join) =>
      join.onRef('sw.user_id', '=', 'u.id').on('sw.kind', '=', 'wallet').on('sw.currency', '=', 'sweeps'),
    );

type PlayerTables = {
  u: Database['users'];
  cw: Database['accounts'];
  sw: Database['accounts'];
};

const lastSeenAt = sql<Date | null>`(select max(s.updated_at) from sessions s where s.user_id = u.id)`;
const fullName = sql<string>`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

const SORT_COLUMNS = {
  createdAt: sql`u.created_at`,
  email: sql`lower(u.email)`,
  name: fullName,
  balance: sql`coalesce(cw.balance, 0)`,
  lastSeenAt,
} as const;

/** The search's conditions: a whole id, or a part of the email, first name, last name or "first last". */
function filtersOf(query: AdminPlayersQuery) {
  return (eb: ExpressionBuilder<PlayerTables, 'u' | 'cw' | 'sw'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      const pattern = containsPattern(q);
      conditions.push(
        eb.or([
          eb('u.id', '=', q),
          eb('u.email', 'ilike', pattern),
          eb('u.first_name', 'ilike', pattern),
          eb('u.last_name', 'ilike', pattern),
          eb(sql<string>`coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')`, 'ilike', pattern),
        ]),
      );
    }
    if (query.role) conditions.push(eb('u.role', '=', query.role));
    if (query.status === 'suspended') conditions.push(eb('u.suspended_at', 'is not', null));
    if (query.status === 'active') conditions.push(eb('u.suspended_at', 'is', null));
    return eb.and(conditions);
  };
}

/** GET /api/admin/players: players and staff, searched, filtered and sorted on the server. */
export async function listPlayers(
  db: Kysely<Database>,
  query: AdminPlayersQuery,
  now: Date,
): Promise<AdminPlayersPage> {
  const paging = pagingOf(query);
  const where = filtersOf(query);
  const direction = paging.dir === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  const [rows, total] = await Promise.all([
    selectPlayerRows(db)
      .where(where)
      .orderBy(sql`${SORT_COLUMNS[query.sort ?? 'createdAt']} ${direction}`)
      .orderBy(sql`u.id ${paging.dir === 'asc' ? sql`asc` : sql`desc`}`)
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    playerRows(db)
      .select(sql<string>`count(*)::text`.as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return pageFrom(
    paging,
    rows.map((row) => toPlayerRow(row, now)),
    total.total,
  );
}

/** The player rows' select (the list and a player's page share it). */
export const selectPlayerRows = (db: Kysely<Database>) =>
  playerRows(db).select([
    'u.id',
    'u.email',
    'u.first_name',
    'u.last_name',
    'u.role',
    'u.is_guest',
    'u.vip_until',
    'u.suspended_at',
    'u.created_at',
    sql<bigint>`coalesce(cw.balance, 0)`.as('coins'),
    sql<bigint>`coalesce(sw.balance, 0)`.as('sweeps'),
    lastSeenAt.as('last_seen_at'),
  ]);

type SelectedPlayer = Awaited<ReturnType<ReturnType<typeof selectPlayerRows>['execute']>>[number];

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function toPlayerRow(row: SelectedPlayer, now: Date): AdminPlayerRow {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    isGuest: row.is_guest,
    // As the current user computes it (accounts/current-user.ts).
    isVip: row.vip_until !== null && row.vip_until.getTime() > now.getTime(),
    suspendedAt: isoOf(row.suspended_at),
    createdAt: row.created_at.toISOString(),
    lastSeenAt: isoOf(row.last_seen_at),
    balance: formatMoney(BigInt(row.coins)),
    sweepstakesCoins: formatMoney(BigInt(row.sweeps)),
  };
}
