import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUNDLED_AVATARS, bundledAvatarUrl } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));

describe('the bundled avatars', () => {
  it('ship one SVG each, and nothing else, under public/avatars', () => {
    const files = readdirSync(`${PUBLIC_DIR}/avatars`).sort();
    expect(files).toEqual(BUNDLED_AVATARS.map((a) => `${a.id}.svg`).sort());
  });

  it.each(BUNDLED_AVATARS.map((a) => [a.id]))(
    '%s is a plain SVG image: no script, no outside reference',
    (id) => {
      const svg = readFileSync(`${PUBLIC_DIR}${bundledAvatarUrl(id)}`, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|on[a-z]+=|href=|url\((?!#)/i);
    },
  );
});
