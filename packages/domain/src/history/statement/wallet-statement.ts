import { sql, type CurrencyCode, type Database, type Kysely, type RawBuilder } from '@casino/db';
import { JACKPOT_RULES } from '@casino/engine';
import { sessionOfTransaction } from '../round-links.js';
import type { PeriodBounds } from './statement-period.js';

/** Which ledger kinds a statement shows: these codes and prefixes, or (`exclude`) every other one. */
export interface KindSelection {
  codes: readonly string[];
  prefixes: readonly string[];
  exclude: boolean;
}

/** The entries a statement lists: one player's wallets, filtered. */
export interface StatementFilter {
  userId: string;
  currency?: CurrencyCode | undefined;
  kinds?: KindSelection | undefined;
  period?: PeriodBounds | undefined;
  /** Keyset paging: only entries older than this one (newest first). */
  beforeId?: bigint | undefined;
}

export interface StatementWindow {
  limit: number;
  offset?: number;
  dir?: 'asc' | 'desc';
  /** The other accounts of each transaction, described (the back office's column). */
  counterparty?: boolean;
}

/** One wallet entry, with the balance after it and what names its game and round. */
export interface WalletStatementRow {
  entry_id: bigint;
  transaction_id: bigint;
  kind: string;
  currency: CurrencyCode;
  amount: bigint;
  balance_after: bigint;
  memo: Record<string, unknown>;
  created_at: Date;
  /** A credit paid by the progressive jackpot's pool. */
  jackpot: boolean;
  counterparty: string | null;
  session_id: bigint | null;
  session_game_id: number | null;
  challenge_id: string | null;
  challenge_game_type: string | null;
  live_game_key: string | null;
  poker_table_name: string | null;
}

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

function kindCondition(kinds: KindSelection): RawBuilder<boolean> {
  const named = sql<boolean>`(t.kind = any(${[...kinds.codes]}::text[])
    or exists (select 1 from unnest(${[...kinds.prefixes]}::text[]) as k(prefix) where starts_with(t.kind, k.prefix)))`;
  return kinds.exclude ? sql<boolean>`not ${named}` : named;
}

/** The conditions on an entry `e` and its transaction `t`. */
function conditionsOf(filter: StatementFilter): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filter.kinds) conditions.push(kindCondition(filter.kinds));
  if (filter.period?.from) conditions.push(sql<boolean>`e.created_at >= ${filter.period.from}`);
  if (filter.period?.to) conditions.push(sql<boolean>`e.created_at < ${filter.period.to}`);
  if (filter.beforeId !== undefined) conditions.push(sql<boolean>`e.id < ${filter.beforeId}`);
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

const walletsOf = (filter: StatementFilter) => sql`
  select id, currency, balance from accounts
  where kind = 'wallet' and user_id = ${filter.userId}
    ${filter.currency ? sql`and currency = ${filter.currency}` : sql``}`;

const tableIdOf = sql`case when (p.memo->>'tableId') ~ '^[0-9]{1,9}$' then (p.memo->>'tableId')::int end`;

/**
 * A page of a player's wallet entries, in entry order (newest first unless asked), each with the
 * wallet's balance after it: its balance now less every later entry (a wallet changes only through
 * the ledger, which the conservation audit checks), so a page reads the entries from its oldest to
 * now and no more, and stays exact on a filtered page. Every filter is one index range (the wallet's
 * entries by id, or by time for a period: migration 0021). The game and round of each entry come
 * from its memo (history/round-links.ts); a credit whose other leg is the jackpot pool is a jackpot win.
 */
export async function walletStatementRows(
  db: Kysely<Database>,
  filter: StatementFilter,
  window: StatementWindow,
): Promise<WalletStatementRow[]> {
  const dir = window.dir === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await sql<WalletStatementRow>`
    with w as (${walletsOf(filter)}),
    page as (
      select e.id, e.transaction_id, e.account_id, e.amount, e.created_at, t.kind, t.memo
      from ledger_entries e
      join w on w.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id
      where ${conditionsOf(filter)}
      order by e.id ${dir}
      limit ${window.limit} offset ${window.offset ?? 0}
    ),
    lo as (select account_id, min(id) as lo from page group by account_id),
    tail as (
      select x.id, sum(x.amount) over (partition by x.account_id order by x.id desc) as tail_sum
      from ledger_entries x join lo on lo.account_id = x.account_id and x.id >= lo.lo
    )
    select p.id as entry_id, p.transaction_id, p.kind, w.currency, p.amount, p.memo, p.created_at,
      (w.balance - tail.tail_sum + p.amount)::bigint as balance_after,
      (p.amount > 0 and exists (
        select 1 from ledger_entries q join accounts qa on qa.id = q.account_id
        where q.transaction_id = p.transaction_id and qa.kind = 'escrow' and qa.code = ${JACKPOT_RULES.poolCode}
          and q.id = (select max(r.id) from ledger_entries r where r.transaction_id = p.transaction_id and r.id < p.id)
      )) as jackpot,
      ${
        window.counterparty
          ? sql`(select string_agg(distinct ${accountDescription('a')}, ', ')
                 from ledger_entries o join accounts a on a.id = o.account_id
                 where o.transaction_id = p.transaction_id and o.account_id <> p.account_id)`
          : sql`null::text`
      } as counterparty,
      gs.id as session_id, gs.game_id as session_game_id,
      c.id as challenge_id, c.game_type as challenge_game_type,
      lt.game_key as live_game_key, pt.name as poker_table_name
    from page p
    join w on w.id = p.account_id
    join tail on tail.id = p.id
    left join lateral ${sessionOfTransaction('p', filter.userId)} as gs on true
    left join p2p_challenges c on p.memo->>'challengeId' is not null and c.id = p.memo->>'challengeId'
    left join live_tables lt on p.kind like 'live%' and lt.id = ${tableIdOf}
    left join poker_tables pt on p.kind like 'poker%' and pt.id = ${tableIdOf}
    order by p.id ${dir}`.execute(db);
  return rows.map((row) => ({
    ...row,
    entry_id: BigInt(row.entry_id),
    transaction_id: BigInt(row.transaction_id),
    amount: BigInt(row.amount),
    balance_after: BigInt(row.balance_after),
    session_id: row.session_id === null ? null : BigInt(row.session_id),
    created_at: new Date(row.created_at),
  }));
}

/** How many entries a filter selects (the back office's page count). */
export async function countWalletEntries(db: Kysely<Database>, filter: StatementFilter): Promise<number> {
  const { rows } = await sql<{ n: bigint | string }>`
    with w as (${walletsOf(filter)})
    select count(*) as n
    from ledger_entries e
    join w on w.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where ${conditionsOf(filter)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
