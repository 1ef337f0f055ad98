import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { routePreloadsPlugin } from './src/app/build/route-preloads-plugin';
import { articlesPlugin } from './src/features/articles/build/vite-plugin-articles';
import { pwaOptions } from './src/features/pwa/pwa-options';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of the
 * build larger than 1 KiB, once, so the server sends them as they are instead of compressing per
 * request. A twin that would not be smaller is not written.
 */
function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'codingkaro-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Production builds render with Preact through preact/compat (ADR 005): React DOM alone is ~64 KB of
 * gzip, more than two thirds of the first-visit budget (90 KB); Preact with compat is ~10 KB and runs
 * the same components, wouter and TanStack Query. Development and unit tests keep React (fast
 * refresh, Testing Library); the end-to-end suite runs against the production build.
 */
const preactInProduction = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // wouter reaches useSyncExternalStore through React's CommonJS shim, which hands back React's own
  // hook when there is one; preact/compat has one, so the shim's wrapper is left out.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    articlesPlugin({ contentDir: fileURLToPath(new URL('../../content/articles', import.meta.url)) }),
    VitePWA(pwaOptions),
    routePreloadsPlugin(
      fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url)),
      // API answers are preloaded only when the API shares the page's origin (VITE_API_URL unset).
      !loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_').VITE_API_URL,
    ),
    precompressPlugin(),
  ],
  // content/site/*.json (learning paths, projects, features, game levels and prompts) is imported at build time.
  resolve: {
    alias: [
      { find: '@content', replacement: fileURLToPath(new URL('../../content', import.meta.url)) },
      ...(mode === 'production' ? preactInProduction : []),
    ],
  },
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
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine, while
    // these files mostly wait on databases, child processes or jsdom's start-up. Two halve the stage there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
