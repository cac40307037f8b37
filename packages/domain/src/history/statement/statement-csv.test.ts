import type { PlayerStatementEntry } from '@casino/contracts';
import { gameOf } from '@casino/games';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, newPlayer, seedCatalogue } from '../../../test/economy-fixtures.js';
import { moveBuyIn } from '../../games/holdem/table-chips.js';
import { claimTable } from '../../games/holdem/table-lease.js';
import { promotions, wallet } from '../../ledger/accounts.js';
import { move, transfer } from '../../ledger/transfer.js';
import { playerStatementPage } from './player-statement.js';
import { STATEMENT_CSV_COLUMNS, statementCsv } from './statement-csv.js';

// The statement's CSV export (issue 18): a header, one line per entry of the filtered statement,
// escaped, produced a page at a time.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

/** A minimal RFC 4180 reader: the test's own, so the export is checked by a second implementation. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell).toBe('');
  return rows;
}

const rowOf = (e: PlayerStatementEntry) => [
  e.createdAt,
  e.kindLabel,
  e.currency === 'coins' ? 'GC' : 'SC',
  e.game ?? '',
  e.roundLabel ?? '',
  e.amount,
  e.balanceAfter,
  e.transactionId,
];

describe(`the statement as CSV (${label})`, () => {
  it('a header, then every entry newest first, a chunk per page, escaped', async () => {
    const userId = await newPlayer(t.db);
    for (let i = 0; i < 9; i++)
      await transfer(
        t.db,
        move(promotions(), wallet(userId), BigInt(100 + i), { kind: 'free_coins', currency: 'coins' }),
      );
    // A player-named private table: a formula and a comma in a game's name.
    await t.db.updateTable('poker_tables').set({ name: '=HYPERLINK("x"), 2' }).where('id', '=', 1).execute();
    const lease = { tableId: 1, owner: 'csv-test' };
    await claimTable(t.db, 1, lease.owner, 60_000);
    await moveBuyIn(t.db, lease, userId, 2_500n);
    // A kind nobody named shows its code: one that reads as a formula stays text.
    await transfer(t.db, move(promotions(), wallet(userId), 5n, { kind: '=SUM(1)', currency: 'coins' }));

    const chunks: string[] = [];
    for await (const chunk of statementCsv(t.db, userId, {}, new Date(), 4)) chunks.push(chunk);
    // 13 entries (two welcome grants, nine credits, the buy-in, the odd kind): the header and four pages.
    expect(chunks).toHaveLength(5);
    const rows = parseCsv(chunks.join(''));
    expect(rows[0]).toEqual([...STATEMENT_CSV_COLUMNS]);
    const page = await playerStatementPage(t.db, userId, { limit: 100 }, new Date());
    expect(page.items).toHaveLength(13);
    const expected = page.items.map(rowOf);
    expected[0]![1] = `'=SUM(1)`;
    expect(rows.slice(1)).toEqual(expected);
    expect(chunks.join('')).toContain(`,"${gameOf('holdem').name} · =HYPERLINK(""x""), 2",`);
    expect(rows[2]?.slice(1, 3)).toEqual(['Poker buy-in', 'GC']);
    expect(rows.at(-1)?.slice(1, 7)).toEqual(['Welcome coins', 'GC', '', '', '10000.00', '10000.00']);
  });

  it('only the filtered entries; an empty statement is its header alone', async () => {
    const userId = await newPlayer(t.db);
    const sweeps: string[] = [];
    for await (const chunk of statementCsv(t.db, userId, { currency: 'sweeps' }, new Date(), 4))
      sweeps.push(chunk);
    expect(parseCsv(sweeps.join('')).map((r) => r[1])).toEqual(['Kind', 'Welcome coins']);
    const none: string[] = [];
    for await (const chunk of statementCsv(
      t.db,
      userId,
      { period: 'custom', from: '2001-01-01', to: '2001-01-02' },
      new Date(),
    ))
      none.push(chunk);
    expect(none).toEqual([`${STATEMENT_CSV_COLUMNS.join(',')}\r\n`]);
  });

  it('is read lazily: a consumer that stops early reads no further page', async () => {
    const userId = await newPlayer(t.db);
    for (let i = 0; i < 6; i++)
      await transfer(t.db, move(promotions(), wallet(userId), 1n, { kind: 'free_coins', currency: 'coins' }));
    const csv = statementCsv(t.db, userId, {}, new Date(), 2);
    await csv.next();
    const first = await csv.next();
    expect(parseCsv(String(first.value))).toHaveLength(2);
    // More entries written now are newer than the export's first page: never in it.
    await transfer(t.db, move(promotions(), wallet(userId), 7n, { kind: 'free_coins', currency: 'coins' }));
    const rest: string[] = [];
    for await (const chunk of csv) rest.push(chunk);
    expect(rest.map((c) => parseCsv(c).length)).toEqual([2, 2, 2]);
    expect(rest.join('')).not.toContain(',0.07,');
  });
});
