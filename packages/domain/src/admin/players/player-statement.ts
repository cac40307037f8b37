import type { AdminStatementQuery, StatementEntry, StatementPage } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { formatMoney } from '../../money.js';
import { pageFrom, pagingOf } from '../admin-paging.js';
import { requirePlayer } from './player-detail.js';

/**
 * How the statement names an account on the other side of a transaction: the operator's accounts by
 * their code ("house:slots", "promotions", "adjustments"), escrow as "escrow challenge:…", another
 * player's wallet as "wallet:<their id>".
 */
export const accountDescription = (alias: string) =>
  sql<string>`case ${sql.ref(`${alias}.kind`)}
    when 'wallet' then 'wallet:' || ${sql.ref(`${alias}.user_id`)}
    when 'escrow' then 'escrow ' || ${sql.ref(`${alias}.code`)}
    else coalesce(${sql.ref(`${alias}.code`)}, ${sql.ref(`${alias}.kind`)}) end`;

interface StatementRow {
  entry_id: bigint;
  transaction_id: bigint;
  kind: string;
  currency: 'coins' | 'sweeps';
  amount: bigint;
  balance_after: bigint;
  counterparty: string | null;
  memo: Record<string, unknown>;
  created_at: Date;
  total: bigint;
}

/**
 * GET /api/admin/players/:userId/ledger: every entry on the player's wallets, newest first. The
 * balance after each entry is the running sum of the wallet's entries up to it (a wallet starts at
 * zero and changes only through the ledger, which the conservation audit checks), computed over the
 * whole wallet before the kind filter so it stays exact on a filtered page.
 */
export async function playerStatement(
  db: Kysely<Database>,
  userId: string,
  query: AdminStatementQuery,
): Promise<StatementPage> {
  await requirePlayer(db, userId);
  const paging = pagingOf(query);
  const order = paging.dir === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await sql<StatementRow>`
    with w as (
      select id, currency from accounts
      where kind = 'wallet' and user_id = ${userId}
        ${query.currency ? sql`and currency = ${query.currency}` : sql``}
    ),
    e as (
      select e.id, e.transaction_id, e.account_id, e.amount, e.created_at, w.currency,
             sum(e.amount) over (partition by e.account_id order by e.id) as balance_after
      from ledger_entries e join w on w.id = e.account_id
    ),
    f as (
      select e.*, t.kind, t.memo from e join ledger_transactions t on t.id = e.transaction_id
      ${query.kind ? sql`where t.kind = ${query.kind}` : sql``}
    )
    select f.id as entry_id, f.transaction_id, f.kind, f.currency, f.amount,
           f.balance_after::bigint as balance_after, f.memo, f.created_at,
           (select string_agg(distinct ${accountDescription('a')}, ', ')
              from ledger_entries o join accounts a on a.id = o.account_id
             where o.transaction_id = f.transaction_id and o.account_id <> f.account_id) as counterparty,
           count(*) over () as total
    from f
    order by f.id ${order}
    limit ${paging.pageSize} offset ${paging.offset}`.execute(db);
  const total = rows[0]?.total ?? (paging.offset > 0 ? await countEntries(db, userId, query) : 0n);
  return pageFrom(paging, rows.map(toStatementEntry), total);
}

/** The count of a page past the end (the page's own rows carry it otherwise). */
async function countEntries(db: Kysely<Database>, userId: string, query: AdminStatementQuery) {
  const { rows } = await sql<{ n: bigint }>`
    select count(*) as n
    from ledger_entries e
    join accounts w on w.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where w.kind = 'wallet' and w.user_id = ${userId}
      ${query.currency ? sql`and w.currency = ${query.currency}` : sql``}
      ${query.kind ? sql`and t.kind = ${query.kind}` : sql``}`.execute(db);
  return rows[0]?.n ?? 0n;
}

const toStatementEntry = (row: StatementRow): StatementEntry => ({
  transactionId: row.transaction_id.toString(),
  entryId: row.entry_id.toString(),
  kind: row.kind,
  currency: row.currency,
  amount: formatMoney(BigInt(row.amount)),
  balanceAfter: formatMoney(BigInt(row.balance_after)),
  counterparty: row.counterparty ?? '',
  memo: row.memo,
  createdAt: new Date(row.created_at).toISOString(),
});
