import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The back office's libraries (recharts, @tanstack/react-table) and its pages load only with the
// admin page's lazy chunk (routes/lazy-pages.tsx): a player never downloads them. Any static
// import of them from outside pages/admin would pull them into a player's bundle; the one dynamic
// import of the admin page lives in routes/lazy-pages.tsx. `pnpm bench web` checks the built result.

const SOURCE = new URL('.', import.meta.url).pathname;
const ADMIN_DIR = join(SOURCE, 'pages', 'admin');
const LAZY_PAGES = join(SOURCE, 'routes', 'lazy-pages.tsx');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier a file imports (static, dynamic, re-export, CSS @import). */
function importedSpecifiers(text: string): string[] {
  const patterns = [
    /\bimport\s+(?:type\s+)?[^'"]*?\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bexport\s+(?:type\s+)?[^'"]*?\s+from\s+['"]([^'"]+)['"]/g,
    /@import\s+(?:url\()?['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

const ADMIN_ONLY_PACKAGES = /^(recharts|@tanstack\/react-table|react-is)(\/|$)/;
const reachesAdminPages = (specifier: string) =>
  /(^|\/)pages\/admin(\/|$)/.test(specifier) || /^(\.\.?\/)+admin(\/|$)/.test(specifier);

describe('admin code stays in the admin chunk', () => {
  const outside = sourceFiles(SOURCE).filter((file) => !file.startsWith(ADMIN_DIR + sep));

  it('walks the app’s sources outside pages/admin', () => {
    expect(outside.length).toBeGreaterThan(100);
    expect(outside).toContain(LAZY_PAGES);
  });

  it.each([
    { name: 'a static import', text: "import { BarChart } from 'recharts';", found: ['recharts'] },
    {
      name: 'a type import',
      text: "import type { ColumnDef } from '@tanstack/react-table';",
      found: ['@tanstack/react-table'],
    },
    {
      name: 'a side-effect import',
      text: "import '../pages/admin/admin.css';",
      found: ['../pages/admin/admin.css'],
    },
    {
      name: 'a dynamic import',
      text: "lazy(() => import('../pages/admin/admin-page'))",
      found: ['../pages/admin/admin-page'],
    },
    {
      name: 'a re-export',
      text: "export { AdminTable } from './admin/components/admin-table';",
      found: ['./admin/components/admin-table'],
    },
    {
      name: 'a multi-line import',
      text: "import {\n  LineChart,\n  Line,\n} from 'recharts/es6';",
      found: ['recharts/es6'],
    },
  ])('finds $name', ({ text, found }) => {
    expect(importedSpecifiers(text)).toEqual(found);
  });

  it('no file outside pages/admin imports recharts, @tanstack/react-table or react-is', () => {
    const offenders = outside.filter((file) =>
      importedSpecifiers(readFileSync(file, 'utf8')).some((specifier) => ADMIN_ONLY_PACKAGES.test(specifier)),
    );
    expect(offenders.map((file) => relative(SOURCE, file))).toEqual([]);
  });

  it('only the lazy page table reaches into pages/admin, and only by a dynamic import', () => {
    const offenders = outside.filter((file) => {
      const text = readFileSync(file, 'utf8');
      const reaching = importedSpecifiers(text).filter(reachesAdminPages);
      if (file !== LAZY_PAGES) return reaching.length > 0;
      const dynamic = [...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? '');
      return reaching.some((specifier) => !dynamic.includes(specifier));
    });
    expect(offenders.map((file) => relative(SOURCE, file))).toEqual([]);
  });
});
