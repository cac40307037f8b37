// Root Vitest 4 config: one project per workspace package, named by folder.
//   pnpm exec vitest run                         # everything (db tests on PGlite)
//   pnpm exec vitest run --project db            # one package
//   TEST_DATABASE_URL=postgres://... pnpm exec vitest run --project db   # on real PostgreSQL
// Browser tests live under e2e/ and run through apps/embedded/vitest.e2e.config.ts.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
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

// VITEST_SKIP_PROJECTS=api,rooms leaves those projects out (infra/scripts/test.mjs, the unit stage).
const skipped = new Set((process.env.VITEST_SKIP_PROJECTS ?? '').split(',').filter(Boolean));

const exclude = ['**/node_modules/**', '**/dist/**', '**/e2e/**', '**/*.e2e.test.ts'];
// isolate: false: a worker runs its files one after another in one module graph instead of importing
// everything afresh per file (the domain project: 294 s -> 128 s on 2 cores). Files share nothing
// else: each opens its own database, app and rooms; module state is keyed by database (perDatabase).
const shared = { pool: 'forks' as const, isolate: false, testTimeout: 30_000, hookTimeout: 60_000, exclude };
const here = (p: string) => new URL(`./${p}`, import.meta.url);

// The projects that register and sign in players make their password hashes cheap (see the file).
const HASHING_PROJECTS = new Set(['domain', 'api', 'rooms', 'embedded']);
const fastPasswordHashing = () => [fileURLToPath(here('packages/domain/test/fast-password-hashing.ts'))];

// A package's own vite/vitest config (plugins, environment) is extended when it
// has one; otherwise the project inherits this root config.
function ownConfig(root: string): string | undefined {
  return ['vitest.config.ts', 'vite.config.ts'].map((f) => `./${root}/${f}`).find((f) => existsSync(here(f)));
}

export default defineConfig({
  test: {
    ...shared,
    // Vitest's default is one worker fewer than the cores: ONE on a 2-core CI machine, which then runs
    // every file in turn while most of them wait on PostgreSQL, timers or sockets. Two keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...packages
        .filter(([name, root]) => existsSync(here(root)) && !skipped.has(name))
        .map(([name, root]): TestProjectInlineConfiguration => ({
          extends: ownConfig(root) ?? true,
          test: {
            ...shared,
            name,
            root,
            ...(HASHING_PROJECTS.has(name) ? { setupFiles: fastPasswordHashing() } : {}),
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
