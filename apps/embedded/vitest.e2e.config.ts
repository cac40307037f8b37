import { defineConfig } from 'vitest/config';

// Browser tests: the real embedded server and the built web app, driven in Debian's Chromium.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One file at a time: a file's Chromium and server take both cores (two at once ran each twice as long).
    fileParallelism: false,
    // One module graph for every file (each still starts its own server and browser): ~6 s of imports saved per file.
    isolate: false,
  },
});
