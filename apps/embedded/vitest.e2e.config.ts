import { defineConfig } from 'vitest/config';

// Browser tests: the real embedded server and the built web app, driven in Debian's Chromium.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
