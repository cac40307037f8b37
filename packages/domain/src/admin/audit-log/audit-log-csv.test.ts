import type { AuditLogEntry } from '@casino/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, auditLogCsv, auditLogCsvFileName, csvCell } from './audit-log-csv.js';

/** An RFC 4180 reader: the rows and cells a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('audit log CSV', () => {
  it.each([
    ['a plain word', 'goodwill', 'goodwill'],
    ['a comma', 'refund, then bonus', '"refund, then bonus"'],
    ['a quote', 'said "hi"', '"said ""hi"""'],
    ['a line break', 'line one\nline two', '"line one\nline two"'],
    ['a CRLF', 'a\r\nb', '"a\r\nb"'],
    ['a formula', '=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['a plus', '+1+2', "'+1+2"],
    ['a minus (a debit)', '-250.00', "'-250.00"],
    ['an at sign', '@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['a leading tab', '\t=1+1', "'\t=1+1"],
    ['a leading carriage return', '\r=1', `"'\r=1"`],
    ['leading space', '  padded', '"  padded"'],
    ['unicode', 'Zoë — ok', 'Zoë — ok'],
    ['nothing', '', ''],
    ['a formula after text', 'a=1', 'a=1'],
  ])('writes %s safely', (_name, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('reads back every value as text, a formula never first (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          const text = rows.map((row) => row.map((cell) => csvCell(cell)).join(',')).join('\r\n') + '\r\n';
          const read = parseCsv(text);
          expect(read).toHaveLength(rows.length);
          read.forEach((row, r) =>
            row.forEach((cell, c) => {
              const original = rows[r]?.[c] ?? '';
              expect(cell).toBe(/^[=+\-@\t\r]/.test(original) ? `'${original}` : original);
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes a header and one row per entry, before and after as JSON', () => {
    const entry: AuditLogEntry = {
      id: '7',
      actor: { id: 'u1', name: 'Grace Hopper', role: 'admin' },
      action: 'game.update',
      targetKind: 'game',
      targetId: '6',
      before: { isActive: true, note: 'a, "b"' },
      after: { isActive: false },
      reason: '=cmd|/c calc',
      ip: '203.0.113.9',
      createdAt: '2026-11-24T10:00:00.000Z',
    };
    const rows = parseCsv(
      auditLogCsv([entry, { ...entry, id: '8', before: null, after: null, reason: null, ip: null }]),
    );
    expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows[1]).toEqual([
      '7',
      '2026-11-24T10:00:00.000Z',
      'u1',
      'Grace Hopper',
      'admin',
      'game.update',
      'game',
      '6',
      "'=cmd|/c calc",
      '203.0.113.9',
      '{"isActive":true,"note":"a, \\"b\\""}',
      '{"isActive":false}',
    ]);
    expect(rows[2]?.slice(8)).toEqual(['', '', '', '']);
    expect(rows).toHaveLength(3);
  });

  it.each([
    ['both ends', { from: '2026-01-01', to: '2026-01-31' }, 'audit-log-2026-01-01-2026-01-31.csv'],
    ['no start', { to: '2026-01-31' }, 'audit-log-start-2026-01-31.csv'],
    ['no end: up to today', { from: '2026-01-01' }, 'audit-log-2026-01-01-2026-11-24.csv'],
    ['no period', {}, 'audit-log-start-2026-11-24.csv'],
  ])('names the file for %s', (_name, filter, name) => {
    expect(auditLogCsvFileName(filter, '2026-11-24')).toBe(name);
  });
});
