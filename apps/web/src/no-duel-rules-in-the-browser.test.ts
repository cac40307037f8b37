import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The duel rules (`@casino/engine/duels`) hold the riddle set with its answers and the puzzle
// generators: a page that imported them would ship every answer to the browser. The client reads
// the games only through the contracts' views; this walks every source file of the web app.

const SOURCE = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web app never imports the duel rules', () => {
  const files = sourceFiles(SOURCE);

  it('walks the app’s sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each([
    { name: 'the duels entry point', pattern: /['"]@casino\/engine\/duels['"]/ },
    { name: 'a path into the engine’s sources', pattern: /['"]@casino\/engine\/src\// },
  ])('no source file imports $name', ({ pattern }) => {
    const offenders = files.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
