import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyLoggerOptions } from './process-logger.js';
import { ReadableRequestLog } from './readable-request-log.js';

/** A Fastify app logging readable lines into an array, with one route that answers and one that throws. */
async function appLoggingAt(logLevel: 'info' | 'debug') {
  const lines: string[] = [];
  const app = Fastify({
    logger: fastifyLoggerOptions({ logLevel, logFormat: 'pretty' }, { write: (t) => lines.push(t) }),
    logController: new ReadableRequestLog(),
  });
  app.get('/api/games', () => ({ games: [] }));
  app.get('/api/broken', () => {
    throw new Error('the database went away');
  });
  await app.ready();
  return { app, lines };
}

describe('request logs in the readable format', () => {
  it.each<[string, 'info' | 'debug', string, RegExp[]]>([
    ['info level: an answered request prints nothing', 'info', '/api/games', []],
    [
      'debug level: one line per request, none when it comes in',
      'debug',
      '/api/games',
      [/^\d\d:\d\d:\d\d {2}debug {2}GET \/api\/games 200 \d+ ms\n$/],
    ],
    [
      'info level: a failing request still reports its error',
      'info',
      '/api/broken',
      [/ERROR {2}the database went away/],
    ],
  ])('%s', async (_name, level, url, expected) => {
    const { app, lines } = await appLoggingAt(level);
    await app.inject({ method: 'GET', url });
    await app.close();
    const requestLines = lines.filter((l) => !/Server listening|closing/i.test(l));
    expect(requestLines.some((l) => /incoming request|request completed/.test(l))).toBe(false);
    for (const pattern of expected) expect(requestLines.some((l) => pattern.test(l))).toBe(true);
    if (expected.length === 0) expect(requestLines).toEqual([]);
  });
});
