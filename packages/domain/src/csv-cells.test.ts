import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv-cells.js';

// RFC 4180 cells and the spreadsheet formula guard (OWASP "CSV injection"), case by case.

describe('a CSV cell', () => {
  it.each([
    { name: 'plain text', value: 'Round stake', kind: 'text', cell: 'Round stake' },
    { name: 'empty', value: '', kind: 'text', cell: '' },
    { name: 'a comma', value: 'Texas Hold’em, table 2', kind: 'text', cell: '"Texas Hold’em, table 2"' },
    { name: 'a quote', value: 'the "VIP" table', kind: 'text', cell: '"the ""VIP"" table"' },
    { name: 'only quotes', value: '""', kind: 'text', cell: '""""""' },
    { name: 'a line feed', value: 'two\nlines', kind: 'text', cell: '"two\nlines"' },
    { name: 'a carriage return inside', value: 'a\r\nb', kind: 'text', cell: '"a\r\nb"' },
    { name: 'leading space', value: ' padded', kind: 'text', cell: '" padded"' },
    { name: 'trailing space', value: 'padded ', kind: 'text', cell: '"padded "' },
    {
      name: 'a formula',
      value: '=HYPERLINK("http://x","y")',
      kind: 'text',
      cell: `"'=HYPERLINK(""http://x"",""y"")"`,
    },
    { name: 'a plus first', value: '+1+1', kind: 'text', cell: "'+1+1" },
    { name: 'a minus first in text', value: '-2+3', kind: 'text', cell: "'-2+3" },
    { name: 'an at sign first', value: '@SUM(A1)', kind: 'text', cell: "'@SUM(A1)" },
    { name: 'a tab first', value: '\tcmd', kind: 'text', cell: "'\tcmd" },
    { name: 'a carriage return first', value: '\rcmd', kind: 'text', cell: `"'\rcmd"` },
    { name: 'a negative amount', value: '-20.00', kind: 'number', cell: '-20.00' },
    { name: 'a positive amount', value: '1234.50', kind: 'number', cell: '1234.50' },
    { name: 'unicode', value: 'Pharaoh’s Fortune · 7♥', kind: 'text', cell: 'Pharaoh’s Fortune · 7♥' },
  ] as const)('$name', ({ value, kind, cell }) => {
    expect(csvCell(value, kind)).toBe(cell);
  });

  it('a row joins its cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', '"b"', 'c'])).toBe('a,"b",c\r\n');
  });
});
