import type { PlayerStatementCsvQuery, PlayerStatementEntry } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { csvCell, csvRow } from '../../csv-cells.js';
import { statementFilterOf, toPlayerEntry } from './player-statement.js';
import { walletStatementRows } from './wallet-statement.js';

// GET /api/history/statement.csv: the filtered statement as RFC 4180 CSV (comma-separated, CRLF line
// ends, a header row), streamed a page at a time so a long history never sits in memory.

export const STATEMENT_CSV_COLUMNS = [
  'Time (UTC)',
  'Kind',
  'Currency',
  'Game',
  'Round',
  'Amount',
  'Balance after',
  'Transaction',
] as const;

/** Entries read per database round trip while streaming. */
export const STATEMENT_CSV_CHUNK = 500;

const CURRENCY_CODES = { coins: 'GC', sweeps: 'SC' } as const;

/** A statement entry as a CSV line, in the columns' order. */
export function statementCsvLine(entry: PlayerStatementEntry): string {
  return csvRow([
    csvCell(entry.createdAt),
    csvCell(entry.kindLabel),
    csvCell(CURRENCY_CODES[entry.currency]),
    csvCell(entry.game ?? ''),
    csvCell(entry.roundLabel ?? ''),
    csvCell(entry.amount, 'number'),
    csvCell(entry.balanceAfter, 'number'),
    csvCell(entry.transactionId, 'number'),
  ]);
}

/**
 * The header, then every entry the filters select, newest first, one chunk of lines per page of
 * `chunk` entries (keyset paging, as the statement's pages: entries written meanwhile are not in it).
 */
export async function* statementCsv(
  db: Kysely<Database>,
  userId: string,
  query: PlayerStatementCsvQuery,
  now: Date,
  chunk = STATEMENT_CSV_CHUNK,
): AsyncGenerator<string> {
  yield csvRow(STATEMENT_CSV_COLUMNS.map((column) => csvCell(column)));
  const filter = statementFilterOf(userId, query, now);
  let beforeId: bigint | undefined;
  for (;;) {
    const rows = await walletStatementRows(db, { ...filter, beforeId }, { limit: chunk });
    if (rows.length === 0) return;
    yield rows.map((row) => statementCsvLine(toPlayerEntry(row))).join('');
    if (rows.length < chunk) return;
    beforeId = rows.at(-1)?.entry_id;
  }
}
