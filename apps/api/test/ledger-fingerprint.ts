import { sql, type Database, type Kysely } from '@casino/db';

/**
 * What a refused request must leave as it found it, read in one query: the newest ledger transaction
 * (ids only grow and nothing deletes one, so a new transaction shows), and a digest of every wallet
 * and escrow balance.
 */
export async function ledgerFingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ transactions: string; balances: string | null }>`
    select (select coalesce(max(id), 0) from ledger_transactions)::text as transactions,
           (select md5(string_agg(id::text || ':' || balance::text, ',' order by id))
              from accounts where kind in ('wallet', 'escrow')) as balances`.execute(db);
  const row = rows[0];
  return `${row?.transactions ?? '?'}/${row?.balances ?? '-'}`;
}
