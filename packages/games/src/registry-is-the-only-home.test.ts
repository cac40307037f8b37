// Proves the registry is the only place a game's id, names and bet limits are written: every
// source file of every package and app (tests, e2e, builds and generated files aside) is parsed, and
// a string literal or JSX text spelling a registry slug or name, an object or argument list holding
// a game's bet-limit pair, or an identifier of the old per-layer tables fails the test.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GAMES, PLAY_CURRENCIES } from './game-registry.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const posix = (path: string): string => path.split(sep).join('/');

/** Folders walked: each package's and app's src, except the registry's own package. */
const SOURCE_ROOTS = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(repoRoot, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(group === 'packages' && entry.name === 'games'))
    .map((entry) => join(repoRoot, group, entry.name, 'src')),
);

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'e2e', 'test', 'tests', '__generated__', 'generated']);
const isSource = (name: string): boolean =>
  /\.(ts|tsx)$/.test(name) && !/\.(test|spec|e2e\.test)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/**
 * Words a game is called by that only the registry may write. Keys equal to slugs ('blackjack',
 * 'diamond-deluxe') are the typed handles every layer looks a game up by, so they are not words to
 * ban; slugs that differ from the key, names and tab labels are.
 */
const GAME_WORDS = new Map<string, string>();
for (const game of GAMES) {
  if (game.slug !== game.key) GAME_WORDS.set(game.slug.toLowerCase(), `${game.key} slug`);
  GAME_WORDS.set(game.name.toLowerCase(), `${game.key} name`);
  GAME_WORDS.set(game.shortName.toLowerCase(), `${game.key} short name`);
}
// A short name that is also the key ("Blackjack", "Baccarat", "Craps", "Roulette") is a plain word
// of the game's own rules and copy, like the key itself; only labels that add something are banned.
for (const game of GAMES) {
  const short = game.shortName.toLowerCase();
  if (short === game.key) GAME_WORDS.delete(short);
}

/** The per-layer tables phase 1 replaced by registry lookups; none may come back. */
const OLD_TABLES = ['TABLE_LIMITS', 'CASINO_GAME_IDS', 'SLOT_GAME_IDS', 'GAME_LIMITS', 'BET_LIMITS'];

/** Each game's bet-limit pair as written in code: minor units and whole coins. */
const LIMIT_PAIRS = GAMES.flatMap((game) =>
  PLAY_CURRENCIES.flatMap((currency) => {
    const limits = game.betLimits?.[currency];
    if (!limits) return [];
    return [
      { game: game.key, min: limits.min, max: limits.max },
      ...(limits.min % 100 === 0 && limits.max % 100 === 0
        ? [{ game: game.key, min: limits.min / 100, max: limits.max / 100 }]
        : []),
    ];
  }),
);

/**
 * The allowed exceptions, each with its reason: `file` (relative to the repo root) and the exact
 * text found there.
 */
const ALLOWED: readonly { file: string; text: string; reason: string }[] = [
  {
    file: 'packages/engine/src/games/video-poker/video-poker.ts',
    text: 'jacks-or-better',
    reason: 'the paytable hand "a pair of jacks or better" (its key), not the game',
  },
  {
    file: 'packages/engine/src/games/video-poker/video-poker.ts',
    text: 'jacks or better',
    reason: "the paytable hand's display name (the server's `handName`), not the game",
  },
  ...[
    'packages/domain/src/leaderboards/month-end-rewards.ts',
    'apps/web/src/pages/leaderboards/leaderboard-model.ts',
  ].map((file) => ({
    file,
    text: 'video poker',
    reason: 'the label of the video_poker leaderboard (spec section 9 categories), not of a game',
  })),
];

interface Finding {
  file: string;
  line: number;
  text: string;
  why: string;
}

function numericValue(node: ts.Node): number | undefined {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPropertyAssignment(node)) return numericValue(node.initializer);
  return undefined;
}

/** The scan of one file's text (the table of cases below feeds it code that is not on disk). */
function findingsInText(path: string, text: string): Finding[] {
  const file = posix(relative(repoRoot, path));
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const report = (node: ts.Node, spelled: string, why: string): void => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ file, line: line + 1, text: spelled, why });
  };
  const checkWords = (node: ts.Node, raw: string): void => {
    const word = raw.trim().toLowerCase();
    const owner = GAME_WORDS.get(word);
    if (owner) report(node, word, owner);
  };
  const limitPairAt = (node: ts.Node, min: number | undefined, max: number | undefined): void => {
    for (const pair of LIMIT_PAIRS) {
      if (pair.min === min && pair.max === max) report(node, `${min}..${max}`, `${pair.game} bet limits`);
    }
  };
  // `{ min: 500, max: 50_000 }` (any property names holding min and max) ...
  const checkLimitObject = (node: ts.ObjectLiteralExpression): void => {
    const valueOf = (pattern: RegExp): number | undefined => {
      const property = node.properties.find(
        (p) => p.name !== undefined && ts.isIdentifier(p.name) && pattern.test(p.name.text),
      );
      return property ? numericValue(property) : undefined;
    };
    limitPairAt(node, valueOf(/min/i), valueOf(/max/i));
  };
  // ... and `limits(500, 50_000)`: two numbers side by side in a call.
  const checkLimitArguments = (node: ts.CallExpression): void => {
    const args = node.arguments;
    for (let i = 0; i + 1 < args.length; i++) {
      const [first, second] = [args[i], args[i + 1]];
      if (first && second) limitPairAt(node, numericValue(first), numericValue(second));
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) checkWords(node, node.text);
    else if (ts.isJsxText(node)) checkWords(node, node.text);
    else if (ts.isIdentifier(node) && OLD_TABLES.includes(node.text))
      report(node, node.text, 'old per-layer table');
    else if (ts.isObjectLiteralExpression(node)) checkLimitObject(node);
    else if (ts.isCallExpression(node)) checkLimitArguments(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const findingsIn = (path: string): Finding[] => findingsInText(path, readFileSync(path, 'utf8'));

const allowed = (finding: Finding): boolean =>
  ALLOWED.some((rule) => rule.file === finding.file && rule.text === finding.text);

describe('the game registry is the only home of a game', () => {
  const files = SOURCE_ROOTS.flatMap(sourceFiles);
  let scanned: Finding[] | undefined;
  const everyFinding = (): Finding[] => (scanned ??= files.flatMap(findingsIn));

  it('walks the source of every package and app', () => {
    const roots = new Set(
      files.map((path) => posix(relative(repoRoot, path)).split('/').slice(0, 2).join('/')),
    );
    for (const root of [
      'packages/engine',
      'packages/domain',
      'packages/contracts',
      'apps/web',
      'apps/api',
      'apps/rooms',
    ]) {
      expect(roots).toContain(root);
    }
    expect(files.length).toBeGreaterThan(100);
  });

  it('bans the words a scan must catch (names, distinct slugs, tab labels)', () => {
    expect([...GAME_WORDS.keys()]).toEqual(
      expect.arrayContaining([
        'jacks-or-better',
        'jacks or better',
        'video poker',
        'street craps',
        'live-holdem',
      ]),
    );
  });

  it.each([
    ['a name in a string', `const label = 'Street Craps';`, 'craps name'],
    ['a slug in a template', 'const slug = `jacks-or-better`;', 'video-poker slug'],
    ['a tab label in JSX', 'const tab = <button>Video Poker</button>;', 'video-poker short name'],
    ['limits in coins', 'const limits = { min: 5, max: 250 };', 'craps bet limits'],
    ['limits in units', 'check(bet, 100, 10_000);', 'video-poker bet limits'],
    ['an old table', 'const x = TABLE_LIMITS.blackjack;', 'old per-layer table'],
  ])('catches %s', (_name, code, why) => {
    const probe = join(repoRoot, 'apps', 'web', 'src', 'probe.tsx');
    const findings = findingsInText(probe, code);
    expect(findings.map((finding) => finding.why)).toContain(why);
  });

  it('finds no game id, name or limit outside the registry but the documented exceptions', () => {
    const findings = everyFinding().filter((finding) => !allowed(finding));
    expect(findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)} (${f.why})`)).toEqual([]);
  });

  it('keeps every documented exception in use (a stale one goes)', () => {
    const all = everyFinding();
    for (const rule of ALLOWED) {
      expect(
        all.some((finding) => finding.file === rule.file && finding.text === rule.text),
        rule.file,
      ).toBe(true);
    }
  });
});
