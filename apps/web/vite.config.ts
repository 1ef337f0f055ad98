import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { articlesPlugin } from './src/features/articles/build/vite-plugin-articles';
import { pwaOptions } from './src/features/pwa/pwa-options';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    articlesPlugin({ contentDir: fileURLToPath(new URL('../../content/articles', import.meta.url)) }),
    VitePWA(pwaOptions),
  ],
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/codingkaro': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
  },
});
