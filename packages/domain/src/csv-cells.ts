/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote, a line break or leading or
 * trailing space, quotes doubled. A text cell a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) is prefixed with ' so it stays text (OWASP "CSV injection");
 * a number cell (an amount such as "-20.00", written by the server) keeps its sign.
 */
export function csvCell(value: string, kind: 'text' | 'number' = 'text'): string {
  const safe = kind === 'text' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A row of cells, CRLF-terminated (RFC 4180). */
export const csvRow = (cells: ReadonlyArray<string>): string => `${cells.join(',')}\r\n`;
