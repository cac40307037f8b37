import type { AccountEntry, AdminAccount, AdminAccountsQuery, Page } from '@casino/contracts';
import { sql, type Database, type Kysely, type RawBuilder } from '@casino/db';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { pageFrom, pagingOf, type Paging } from '../admin-paging.js';
import { displayNameOf } from '../staff-access.js';

interface AccountRow {
  id: bigint;
  kind: AdminAccount['kind'];
  currency: AdminAccount['currency'];
  code: string | null;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  balance: string;
  entries: string;
}

// Wallets and escrow keep a stored balance (the audit checks it equals their entries); operator
// accounts keep none (no hot row for every bet), so theirs is the sum of their entries.
const balanceOf = sql`case when a.kind in ('wallet', 'escrow') then a.balance
  else coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0) end`;
const entryCountOf = sql`(select count(*) from ledger_entries e where e.account_id = a.id)`;

/**
 * GET /api/admin/ledger/accounts: any account with its owner, balance and entry count. Sorted by id
 * or code, only the page's accounts are summed; sorted by balance, every matching operator account
 * is (the house accounts' entries are most of the ledger: that sort is the expensive one).
 */
export async function adminAccounts(
  db: Kysely<Database>,
  query: AdminAccountsQuery,
): Promise<Page<AdminAccount>> {
  const paging = pagingOf(query);
  const where = filtersOf(query);
  const dir = paging.dir === 'asc' ? sql`asc` : sql`desc`;
  const sort = query.sort ?? 'id';
  const rows =
    sort === 'balance'
      ? await sql<AccountRow>`
          select * from (
            select a.id, a.kind, a.currency, a.code, a.user_id, u.first_name, u.last_name, u.email,
              (${balanceOf})::text as balance, (${entryCountOf})::text as entries, ${balanceOf} as sort_key
            from accounts a left join users u on u.id = a.user_id
            where ${where}
          ) page
          order by sort_key ${dir}, id ${dir}
          limit ${paging.pageSize} offset ${paging.offset}`.execute(db)
      : await sql<AccountRow>`
          select a.id, a.kind, a.currency, a.code, a.user_id, a.first_name, a.last_name, a.email,
            (${balanceOf})::text as balance, (${entryCountOf})::text as entries
          from (
            select a.*, u.first_name, u.last_name, u.email
            from accounts a left join users u on u.id = a.user_id
            where ${where}
            order by ${sort === 'code' ? sql`a.code ${dir} nulls last,` : sql``} a.id ${dir}
            limit ${paging.pageSize} offset ${paging.offset}
          ) a
          order by ${sort === 'code' ? sql`a.code ${dir} nulls last,` : sql``} a.id ${dir}`.execute(db);
  const count = await sql<{ total: string }>`
    select count(*)::text as total from accounts a left join users u on u.id = a.user_id
    where ${where}`.execute(db);
  return pageFrom(paging, rows.rows.map(accountOf), count.rows[0]?.total ?? 0);
}

function filtersOf(query: AdminAccountsQuery): RawBuilder<unknown> {
  const filters: Array<RawBuilder<unknown>> = [sql`true`];
  if (query.kind) filters.push(sql`a.kind = ${query.kind}`);
  if (query.currency) filters.push(sql`a.currency = ${query.currency}`);
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byId = /^\d{1,15}$/.test(q) ? sql` or a.id = ${BigInt(q)}` : sql``;
    filters.push(sql`(a.code ilike ${like} or a.user_id = ${q} or u.email ilike ${like}
      or concat_ws(' ', u.first_name, u.last_name) ilike ${like}${byId})`);
  }
  return sql.join(filters, sql` and `);
}

const accountOf = (row: AccountRow): AdminAccount => ({
  id: String(row.id),
  kind: row.kind,
  currency: row.currency,
  code: row.code,
  userId: row.user_id,
  ownerName: row.user_id === null ? null : displayNameOf(row),
  balance: formatMoney(BigInt(row.balance)),
  entries: Number(row.entries),
});

/**
 * GET /api/admin/ledger/accounts/:accountId/entries: newest first (dir asc: oldest first), each with
 * the account's balance right after it (the sum of its entries up to it, exact for every kind) and
 * the transaction's other accounts.
 */
export async function accountEntries(
  db: Kysely<Database>,
  accountId: number,
  query: { page?: number; pageSize?: number; dir?: 'asc' | 'desc' },
): Promise<Page<AccountEntry>> {
  const id = BigInt(accountId);
  const account = await db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst();
  if (!account) throw new DomainError('not_found', `No ledger account ${accountId}`);
  const paging = pagingOf(query);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['e.id', 'e.transaction_id', 'e.amount', 'e.created_at', 't.kind', 't.memo'])
      .where('e.account_id', '=', id)
      .orderBy('e.id', paging.dir)
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom('ledger_entries')
      .select(sql<string>`count(*)::text`.as('total'))
      .where('account_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const balances = await balancesAfter(db, id, rows, paging);
  const counterparties = await counterpartiesOf(
    db,
    id,
    rows.map((row) => row.transaction_id),
  );
  return pageFrom(
    paging,
    rows.map((row) => ({
      entryId: String(row.id),
      transactionId: String(row.transaction_id),
      kind: row.kind,
      amount: formatMoney(row.amount),
      balanceAfter: formatMoney(balances.get(row.id) ?? 0n),
      counterparty: counterparties.get(row.transaction_id) ?? '',
      memo: row.memo,
      createdAt: row.created_at.toISOString(),
    })),
    count.total,
  );
}

/** Each entry's balance after it: the sum up to the page's newest entry, then back down the page. */
async function balancesAfter(
  db: Kysely<Database>,
  accountId: bigint,
  rows: ReadonlyArray<{ id: bigint; amount: bigint }>,
  paging: Paging,
): Promise<Map<bigint, bigint>> {
  const newestFirst = paging.dir === 'desc' ? rows : [...rows].reverse();
  const newest = newestFirst[0];
  const balances = new Map<bigint, bigint>();
  if (!newest) return balances;
  const upToNewest = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('balance'))
    .where('account_id', '=', accountId)
    .where('id', '<=', newest.id)
    .executeTakeFirstOrThrow();
  let balance = BigInt(upToNewest.balance);
  for (const row of newestFirst) {
    balances.set(row.id, balance);
    balance -= row.amount;
  }
  return balances;
}

/** Per transaction, its other accounts in words: "house:slots", "wallet of Ada Lovelace". */
async function counterpartiesOf(
  db: Kysely<Database>,
  accountId: bigint,
  transactionIds: bigint[],
): Promise<Map<bigint, string>> {
  const described = new Map<bigint, string>();
  if (transactionIds.length === 0) return described;
  const others = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['e.transaction_id', 'a.kind', 'a.code', 'a.user_id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('e.transaction_id', 'in', transactionIds)
    .where('e.account_id', '<>', accountId)
    .orderBy('e.id')
    .execute();
  const names = new Map<bigint, string[]>();
  for (const other of others) {
    const name =
      other.kind === 'wallet' ? `wallet of ${displayNameOf(other)}` : (other.code ?? `${other.kind} account`);
    const list = names.get(other.transaction_id) ?? [];
    if (!list.includes(name)) list.push(name);
    names.set(other.transaction_id, list);
  }
  for (const [transactionId, list] of names) described.set(transactionId, list.join(', '));
  return described;
}
