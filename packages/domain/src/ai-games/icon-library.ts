import { createRequire } from 'node:module';

/**
 * The symbols of generated games come from one bundled icon set: Game Icons (game-icons.net, by
 * Lorc, Delapouite and contributors), 4,000+ single-path icons licensed CC BY 3.0, from the npm
 * package @iconify-json/game-icons. Every icon is one SVG path in a 512 x 512 box, drawn by the
 * browser in the design's palette. The set is read once, on the first design.
 */
export const ICON_SET_CREDIT =
  'Symbols: Game Icons (game-icons.net) by Lorc, Delapouite and contributors, CC BY 3.0';

export interface LibraryIcon {
  /** The icon's name in the set, e.g. "dragon-head". */
  readonly icon: string;
  /** Words for people: "Dragon Head". */
  readonly label: string;
  readonly path: string;
}

interface IconSet {
  icons: Record<string, { body: string }>;
}

interface Library {
  names: string[];
  byWord: Map<string, string[]>;
  body: Record<string, { body: string }>;
}

let library: Library | null = null;

function load(): Library {
  if (library) return library;
  const set = createRequire(import.meta.url)('@iconify-json/game-icons/icons.json') as IconSet;
  const names = Object.keys(set.icons).sort();
  const byWord = new Map<string, string[]>();
  for (const name of names) {
    for (const word of name.split('-')) {
      if (word.length < 3 || /^\d+$/.test(word)) continue;
      const list = byWord.get(word) ?? [];
      list.push(name);
      byWord.set(word, list);
    }
  }
  library = { names, byWord, body: set.icons };
  return library;
}

const PATH = /\sd="([^"]+)"/;

/** An icon of the set by name, or null. */
export function iconByName(name: string): LibraryIcon | null {
  const body = load().body;
  const entry = Object.hasOwn(body, name) ? body[name] : undefined;
  const path = entry ? PATH.exec(entry.body)?.[1] : undefined;
  if (!path) return null;
  const label = name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  return { icon: name, label, path };
}

/** The icons whose name has the word (singular), in name order. */
export function iconsWithWord(word: string): string[] {
  const lib = load();
  const exact = lib.byWord.get(word);
  if (exact) return exact;
  const singular = word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.replace(/e?s$/, '');
  return lib.byWord.get(singular) ?? lib.byWord.get(word.replace(/s$/, '')) ?? [];
}
