import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './precompress-assets.ts';

// The Node API serves the built app (dist/) at / with an SPA fallback; in dev, Vite proxies the
// server's paths to it so cookies stay same-origin.
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the libraries every page renders with change rarely: one chunk of their own stays
        // cached across releases of the app's code. Everything else (colyseus.js, zod via the
        // contracts, each page) is split by where it is used, so a page loads only its own code.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]react-query|@tanstack[\\/]query-core|zustand)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/auth': { target: API_TARGET, changeOrigin: false },
      '/rooms': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
  test: {
    include: ['src/**/*.test.ts', '*.test.ts'],
    environment: 'node',
  },
});
