import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.js';
import { decodedBody } from '../../test/decoded-body.js';
import { HASHED_ASSET_CACHE, UNHASHED_CACHE } from './web-app.js';

// A built app as Vite and apps/web/precompress-assets.ts leave it: hashed files under assets/ with
// brotli and gzip copies beside the text ones, index.html (and its copies) at the root.
const INDEX_HTML = `<!doctype html><html><head><title>Casino</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const APP_JS = `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `page-${i}`))};\n`;
const APP_CSS = `.landing{color:#fff}\n${'.x{margin:0}\n'.repeat(300)}`;
const LOGO_PNG = Buffer.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array<number>(2000).fill(7),
]);

let dist: string;
let api: TestApi;

function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'casino-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithCopies(join(dist, 'index.html'), INDEX_HTML);
  writeWithCopies(join(dist, 'assets/index-Ab12Cd34.js'), APP_JS);
  writeWithCopies(join(dist, 'assets/index-Ef56Gh78.css'), APP_CSS);
  writeFileSync(join(dist, 'assets/logo-Ij90Kl12.png'), LOGO_PNG);
  api = await createTestApi({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await api.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string): Promise<LightMyRequestResponse> =>
  api.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app: precompressed copies, long-lived caching of hashed files', () => {
  it.each<[string, string, string | undefined, string | undefined, string, string]>([
    // name, url, Accept-Encoding, expected Content-Encoding, content type, original text
    [
      'a script to a browser that takes brotli',
      '/assets/index-Ab12Cd34.js',
      'gzip, deflate, br',
      'br',
      'javascript',
      APP_JS,
    ],
    [
      'a script to a client that takes gzip only',
      '/assets/index-Ab12Cd34.js',
      'gzip',
      'gzip',
      'javascript',
      APP_JS,
    ],
    [
      'a script to a client that takes nothing',
      '/assets/index-Ab12Cd34.js',
      undefined,
      undefined,
      'javascript',
      APP_JS,
    ],
    [
      'a script to a client that refuses compression',
      '/assets/index-Ab12Cd34.js',
      'identity',
      undefined,
      'javascript',
      APP_JS,
    ],
    ['a stylesheet', '/assets/index-Ef56Gh78.css', 'br, gzip', 'br', 'text/css', APP_CSS],
  ])('%s', async (_name, url, accept, encoding, type, text) => {
    const response = await get(url, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(decodedBody(response).toString('utf8')).toBe(text);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(text));
  });

  it('sends an image as it is (already compressed), cached as a hashed file', async () => {
    const response = await get('/assets/logo-Ij90Kl12.png', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(response.rawPayload.equals(LOGO_PNG)).toBe(true);
  });

  it.each([
    ['the root', '/'],
    ['a page of the app (SPA fallback)', '/lobby'],
    ['a page with a query', '/slots?game=6'],
    ['index.html itself', '/index.html'],
  ])('%s: index.html, revalidated on every visit, compressed when accepted', async (_name, url) => {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe(UNHASHED_CACHE);
      expect(decodedBody(response).toString('utf8')).toBe(INDEX_HTML);
    }
  });

  it('answers a hashed file that does not exist (an old release) with a 404, not index.html', async () => {
    const response = await get('/assets/lobby-page-Old00000.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.parse(decodedBody(response).toString('utf8'))).toMatchObject({ error: 'not_found' });
  });

  it.each([
    ['dot segments', '/assets/../../../../etc/passwd'],
    ['encoded dot segments', '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd'],
    ['a compressed copy name', '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd.br'],
  ])('does not serve files outside the build: %s', async (_name, url) => {
    const response = await get(url, 'br');
    expect(response.statusCode).toBeLessThan(500);
    expect(decodedBody(response).toString('utf8')).not.toContain('root:');
  });
});
