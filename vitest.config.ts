// Root Vitest 4 config: one project per workspace package, named by folder.
//   pnpm exec vitest run                         # everything (db tests on PGlite)
//   pnpm exec vitest run --project db            # one package
//   TEST_DATABASE_URL=postgres://... pnpm exec vitest run --project db   # on real PostgreSQL
// Browser tests live under e2e/ and run through apps/embedded/vitest.e2e.config.ts.
import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const packages: Array<[name: string, root: string]> = [
  ['engine', 'packages/engine'],
  ['games', 'packages/games'],
  ['contracts', 'packages/contracts'],
  ['db', 'packages/db'],
  ['domain', 'packages/domain'],
  ['api', 'apps/api'],
  ['rooms', 'apps/rooms'],
  ['embedded', 'apps/embedded'],
  ['web', 'apps/web'],
];

const exclude = ['**/node_modules/**', '**/dist/**', '**/e2e/**', '**/*.e2e.test.ts'];
const shared = { pool: 'forks' as const, testTimeout: 30_000, hookTimeout: 60_000, exclude };
const here = (p: string) => new URL(`./${p}`, import.meta.url);

// A package's own vite/vitest config (plugins, environment) is extended when it
// has one; otherwise the project inherits this root config.
function ownConfig(root: string): string | undefined {
  return ['vitest.config.ts', 'vite.config.ts'].map((f) => `./${root}/${f}`).find((f) => existsSync(here(f)));
}

export default defineConfig({
  test: {
    ...shared,
    projects: [
      ...packages
        .filter(([, root]) => existsSync(here(root)))
        .map(([name, root]): TestProjectInlineConfiguration => ({
          extends: ownConfig(root) ?? true,
          test: {
            ...shared,
            name,
            root,
            include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
          },
        })),
      {
        extends: true,
        test: { ...shared, name: 'infra', root: 'infra', include: ['**/*.test.ts'] },
      },
    ],
  },
});
