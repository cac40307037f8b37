import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createProcessLogger } from './process-logger.js';
import { readableLogLine } from './readable-log.js';

const AT = Date.UTC(2026, 10, 24, 13, 4, 31);
const json = (entry: Record<string, unknown>) =>
  JSON.stringify({ pid: 42, hostname: 'vm', time: AT, ...entry });

describe('readableLogLine: one short line per event', () => {
  it.each<[string, string, string]>([
    [
      'an info message',
      json({ level: 30, msg: 'database schema up to date' }),
      '13:04:31  database schema up to date\n',
    ],
    [
      'a message with fields',
      json({ level: 30, msg: 'applied 2 migrations', migrations: 2 }),
      '13:04:31  applied 2 migrations  migrations=2\n',
    ],
    [
      'a warning with a text field (quoted when it has spaces)',
      json({ level: 40, msg: 'web app not built: serving the api only', distDir: '/srv/my app/dist' }),
      '13:04:31  WARN  web app not built: serving the api only  distDir="/srv/my app/dist"\n',
    ],
    [
      "a request's debug line: no request id, no request objects",
      json({ level: 20, reqId: 'abc', msg: 'GET /api/games 200 3 ms' }),
      '13:04:31  debug  GET /api/games 200 3 ms\n',
    ],
    [
      "Fastify's own request lines reduced to their message",
      json({ level: 30, reqId: 'abc', req: { method: 'GET', url: '/' }, msg: 'incoming request' }),
      '13:04:31  incoming request\n',
    ],
    [
      'a warning in a request keeps its id',
      json({ level: 40, reqId: 'abc', msg: 'slow' }),
      '13:04:31  WARN  slow  reqId=abc\n',
    ],
    [
      'a warning with an error: its message on the line',
      json({
        level: 40,
        msg: 'Redis connection lost; reconnecting',
        err: { type: 'Error', message: 'ECONNREFUSED' },
      }),
      '13:04:31  WARN  Redis connection lost; reconnecting  error=ECONNREFUSED\n',
    ],
    [
      'an error: its stack indented below',
      json({
        level: 50,
        msg: 'request failed',
        err: { type: 'TypeError', message: 'boom', stack: 'TypeError: boom\n    at f (a.ts:1:1)' },
      }),
      '13:04:31  ERROR  request failed\n    TypeError: boom\n    at f (a.ts:1:1)\n',
    ],
    [
      'an error without a message of its own',
      json({ level: 60, err: { type: 'Error', message: 'disk full' } }),
      '13:04:31  FATAL  disk full\n    Error: disk full\n',
    ],
    ['a line that is not JSON passes through', 'plain text', 'plain text\n'],
  ])('%s', (_name, line, expected) => {
    expect(readableLogLine(line)).toBe(expected);
  });

  it('always gives exactly one line per event (plus an error stack), whatever the fields', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(10, 20, 30, 40),
        fc.string(),
        fc.dictionary(fc.string({ minLength: 1 }), fc.jsonValue()),
        (level, msg, extra) => {
          const out = readableLogLine(JSON.stringify({ ...extra, level, msg, time: AT }));
          expect(out.endsWith('\n')).toBe(true);
          expect(out.slice(0, -1)).not.toMatch(/\n/);
        },
      ),
    );
  });
});

describe('createProcessLogger', () => {
  const capture = (format: 'pretty' | 'json') => {
    const lines: string[] = [];
    const logger = createProcessLogger(
      { logLevel: 'info', logFormat: format },
      { write: (t) => lines.push(t) },
    );
    return { logger, lines };
  };

  it('pretty: readable lines, debug left out at info level', () => {
    const { logger, lines } = capture('pretty');
    logger.info({ migrations: 3 }, 'applied 3 migrations');
    logger.debug('GET / 200 1 ms');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d {2}applied 3 migrations {2}migrations=3\n$/);
  });
});
