import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { defineConfig } from 'tsup';

const outDir = resolve(import.meta.dirname, 'dist');

/**
 * The runner finds files beside its source (`native/ck-exec.c`, `transpile.cjs`, the `typescript`
 * package) through `import.meta.url`. Bundled, every module would share dist/server.js's URL, so
 * each runner module gets its own URL back, written relative to the bundle so the built server
 * still works when the repository is moved.
 */
const runnerImportMetaUrl = {
  name: 'runner-import-meta-url',
  setup(build: {
    onLoad: (o: { filter: RegExp }, cb: (a: { path: string }) => Promise<{ contents: string; loader: 'ts' }>) => void;
  }) {
    build.onLoad({ filter: /packages[\\/]runner[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const fromBundle = relative(dirname(resolve(outDir, 'server.js')), args.path)
        .split('\\')
        .join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * npm packages left out of the bundle, resolved from node_modules at run time:
 * - @electric-sql/pglite reads its WASM and data files beside its own modules (import.meta.url);
 * - bullmq reads its Lua scripts from its package folder, and it and ioredis load only with
 *   RUNNER_QUEUE_URL or RATE_LIMIT_REDIS_URL, so they stay out of the start-up path anyway;
 * - typescript: the runner resolves the package's path to run its transpiler in a child process;
 * - pg-native: pg's optional native binding, not installed;
 * - tar-stream: CommonJS loaded with import() and its named `extract`; bundled, such an import()
 *   gets only a default export (esbuild), and Node's own loader gives the named ones;
 * - @fastify/swagger-ui serves its page's files from its package folder (__dirname); @fastify/swagger and
 *   prom-client are loaded with import() after start-up, for the same named-export reason as tar-stream.
 */
const keepExternal = [
  '@electric-sql/pglite',
  'bullmq',
  'ioredis',
  'typescript',
  'pg-native',
  'tar-stream',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'prom-client',
];

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // npm dependencies are bundled too: Node resolving, reading and compiling ~500 small files of
  // Fastify, its plugins, pino, ajv, zod, drizzle... cost more start-up than compiling one bundle
  // (bench/start). Those listed in `keepExternal` stay in node_modules.
  external: keepExternal,
  noExternal: [new RegExp(`^(?!(${keepExternal.map((name) => name.replace('/', '\\/')).join('|')})(/|$))`)],
  // CommonJS dependencies call require() for Node's built-ins, which an ES module has not got.
  banner: {
    js: "import { createRequire as __ckCreateRequire } from 'node:module'; const require = __ckCreateRequire(import.meta.url);",
  },
  // the judge queue's client (BullMQ, ioredis: ~1-3 s of module loading) is a separate chunk, loaded only with RUNNER_QUEUE_URL
  splitting: true,
  esbuildPlugins: [runnerImportMetaUrl],
});
