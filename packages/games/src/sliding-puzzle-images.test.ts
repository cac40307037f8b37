// Every picture the image puzzles draw from ships with the web app, as a square SVG, and the folder
// holds no picture the list forgets; the folder's licence names them all.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SLIDING_PUZZLE_IMAGES, slidingPuzzleImagePath } from './sliding-puzzle-images.js';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'apps', 'web', 'public');
const ids = SLIDING_PUZZLE_IMAGES.map((image) => image.id);

describe('the sliding puzzle pictures', () => {
  it('are at least eight, with distinct ids that are safe file names', () => {
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(ids)('%s has its square SVG', (id) => {
    const svg = readFileSync(join(publicDir, slidingPuzzleImagePath(id)), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('<title>');
    // Drawn shapes only: nothing fetched from elsewhere, no script.
    expect(svg).not.toMatch(/<script|<image|href="http|url\(http/);
  });

  it('the folder holds exactly the listed pictures, and its licence names each', () => {
    const files = readdirSync(join(publicDir, 'puzzles')).filter((name) => name.endsWith('.svg'));
    expect(files.sort()).toEqual(ids.map((id) => `${id}.svg`).sort());
    const licence = readFileSync(join(publicDir, 'puzzles', 'LICENSE.md'), 'utf8');
    expect(licence).toContain('CC0 1.0');
    for (const id of ids) expect(licence).toContain(`${id}.svg`);
  });
});
