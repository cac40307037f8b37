import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The Node API serves the built app (dist/) at / with an SPA fallback; in dev, Vite proxies the
// server's paths to it so cookies stay same-origin.
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/auth': { target: API_TARGET, changeOrigin: false },
      '/rooms': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
