import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress-assets';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (bytes: number) =>
  'const lobby = "Diamond Deluxe";\n'.repeat(Math.ceil(bytes / 32)).slice(0, bytes);

describe('precompressDir: brotli and gzip copies beside the build output', () => {
  it.each<[string, string, Buffer | string, boolean]>([
    ['a script', 'assets/index-Ab12.js', text(40_000), true],
    ['a stylesheet', 'assets/index-Cd34.css', text(5_000), true],
    ['the page', 'index.html', text(2_000), true],
    ['an svg', 'assets/logo-Ef56.svg', `<svg>${text(3_000)}</svg>`, true],
    ['a script just at the threshold', 'assets/tiny-Gh78.js', text(MIN_BYTES), true],
    ['a script under the threshold', 'assets/tiny-Ij90.js', text(MIN_BYTES - 1), false],
    ['a source map (only devtools read it)', 'assets/index-Ab12.js.map', text(40_000), false],
    ['an image (already compressed)', 'assets/hero-Kl12.png', randomBytes(20_000), false],
  ])('%s', async (_name, name, content, compressed) => {
    const file = join(dir, name);
    writeFileSync(file, content);
    const done = await precompressDir(dir);
    expect(done.includes(file)).toBe(compressed);
    expect(existsSync(`${file}.br`)).toBe(compressed);
    expect(existsSync(`${file}.gz`)).toBe(compressed);
    if (compressed) {
      const original = readFileSync(file);
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
    }
  });

  it('does not write a copy that would be larger than the file', async () => {
    // Random bytes do not compress: each copy would only add its own framing.
    writeFileSync(join(dir, 'assets/data-Op56.json'), randomBytes(3_000));
    await precompressDir(dir);
    expect(existsSync(join(dir, 'assets/data-Op56.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/data-Op56.json.gz'))).toBe(false);
  });
});
