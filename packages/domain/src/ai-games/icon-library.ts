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

/** The icon set, indexed: look icons up by name or by a word of their name. */
export interface IconLibrary {
  /** An icon of the set by name, or null. */
  iconByName(name: string): LibraryIcon | null;
  /** The icons whose name has the word (or its singular), in name order. */
  iconsWithWord(word: string): readonly string[];
}

const PATH = /\sd="([^"]+)"/;

function indexIconSet(set: IconSet): IconLibrary {
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
  const body = set.icons;
  return {
    iconByName(name) {
      const entry = Object.hasOwn(body, name) ? body[name] : undefined;
      const path = entry ? PATH.exec(entry.body)?.[1] : undefined;
      if (!path) return null;
      const label = name
        .split('-')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ');
      return { icon: name, label, path };
    },
    iconsWithWord(word) {
      const exact = byWord.get(word);
      if (exact) return exact;
      const singular = word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.replace(/e?s$/, '');
      return byWord.get(singular) ?? byWord.get(word.replace(/s$/, '')) ?? [];
    },
  };
}

let library: Promise<IconLibrary> | null = null;

/**
 * The icon set (6 MB of JSON), read and indexed once, on the first design. A dynamic import of the
 * package, not a require of its file: the apps' bundler (infra/scripts/build-app.mjs) rewrites an
 * import to the file it resolves to, so `node apps/api/dist/main.js` finds the set wherever it runs,
 * whereas a `createRequire(...)('@iconify-json/...')` call is invisible to it and resolved from dist/
 * at run time, where pnpm's strict node_modules does not have the package.
 */
export function loadIconLibrary(): Promise<IconLibrary> {
  library ??= import('@iconify-json/game-icons').then(
    ({ icons }) => indexIconSet(icons),
    (error: unknown) => {
      library = null; // the next design tries again
      throw error;
    },
  );
  return library;
}
