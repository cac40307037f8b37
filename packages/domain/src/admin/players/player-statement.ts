import type { AdminStatementQuery, StatementEntry, StatementPage } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { formatMoney } from '../../money.js';
import {
  countWalletEntries,
  walletStatementRows,
  type StatementFilter,
  type WalletStatementRow,
} from '../../history/statement/wallet-statement.js';
import { pageFrom, pagingOf } from '../admin-paging.js';
import { requirePlayer } from './player-detail.js';

/**
 * GET /api/admin/players/:userId/ledger: every entry on the player's wallets, newest first, with the
 * balance after each, the other side of its transaction and its memo. The same statement the player
 * reads (history/statement), paged by number for the back office's table.
 */
export async function playerStatement(
  db: Kysely<Database>,
  userId: string,
  query: AdminStatementQuery,
): Promise<StatementPage> {
  await requirePlayer(db, userId);
  const paging = pagingOf(query);
  const filter: StatementFilter = {
    userId,
    currency: query.currency,
    kinds: query.kind ? { codes: [query.kind], prefixes: [], exclude: false } : undefined,
  };
  const [rows, total] = await Promise.all([
    walletStatementRows(db, filter, {
      limit: paging.pageSize,
      offset: paging.offset,
      dir: paging.dir,
      counterparty: true,
    }),
    countWalletEntries(db, filter),
  ]);
  return pageFrom(paging, rows.map(toStatementEntry), total);
}

const toStatementEntry = (row: WalletStatementRow): StatementEntry => ({
  transactionId: row.transaction_id.toString(),
  entryId: row.entry_id.toString(),
  kind: row.kind,
  currency: row.currency,
  amount: formatMoney(row.amount),
  balanceAfter: formatMoney(row.balance_after),
  counterparty: row.counterparty ?? '',
  memo: row.memo,
  createdAt: row.created_at.toISOString(),
});
