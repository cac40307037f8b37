import { defineConfig } from 'vitest/config';

// Package-local runs (`pnpm --filter <pkg> test`); the root vitest.config.ts runs every package as a project.
export default defineConfig({
  test: { testTimeout: 30_000, hookTimeout: 60_000, include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
