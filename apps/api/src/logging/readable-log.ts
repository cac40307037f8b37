/**
 * The friendly log format (LOG_FORMAT=pretty, the default outside production): one short line per
 * event, `12:04:31  message  key=value`, warnings and errors marked, an error's stack indented below.
 * Production keeps pino's JSON lines (LOG_FORMAT=json) for log collectors.
 */

const LEVEL_LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'debug',
  30: '',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** pino's own fields and the request context Fastify adds: left out of the readable line. */
const OMITTED = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'v',
  'req',
  'res',
  'responseTime',
  'err',
]);

interface ErrorFields {
  type?: unknown;
  message?: unknown;
  stack?: unknown;
}

const clock = (time: unknown): string => {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toISOString().slice(11, 19);
};

/** A value as text, unquoted (messages). */
const plainText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** A field's value: quoted when it has spaces, so `key=value` pairs stay apart. */
const valueText = (value: unknown): string =>
  typeof value === 'string' ? (/\s/.test(value) ? JSON.stringify(value) : value) : JSON.stringify(value);

/** One JSON log line from pino turned into the readable line (with its newline). */
export function readableLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const label = LEVEL_LABELS[level] ?? String(entry.level);
  const err = (typeof entry.err === 'object' && entry.err !== null ? entry.err : null) as ErrorFields | null;
  const message =
    typeof entry.msg === 'string' && entry.msg !== '' ? entry.msg : err ? plainText(err.message) : '';
  // A request's id only helps when something went wrong in it.
  const fields = Object.entries(entry)
    .filter(([key, value]) => !OMITTED.has(key) && value !== undefined && (key !== 'reqId' || level >= 40))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  let line = [clock(entry.time), label, message, ...fields].filter((part) => part !== '').join('  ');
  if (err && level >= 50) {
    const stack =
      typeof err.stack === 'string'
        ? err.stack
        : `${typeof err.type === 'string' ? err.type : 'Error'}: ${plainText(err.message)}`;
    line += `\n${stack
      .split('\n')
      .map((l) => `    ${l.trim()}`)
      .join('\n')}`;
  } else if (err && typeof err.message === 'string' && err.message !== message) {
    line += `  error=${valueText(err.message)}`;
  }
  return `${line}\n`;
}

/** A destination for pino that writes readable lines to `out` (stdout by default). */
export function readableLogStream(out: { write(text: string): unknown } = process.stdout): {
  write(json: string): void;
} {
  return {
    write: (json) => {
      for (const line of json.split('\n')) if (line.trim() !== '') out.write(readableLogLine(line));
    },
  };
}
