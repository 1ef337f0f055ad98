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

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Workspace packages ship TypeScript source, so they are bundled in; npm dependencies stay external.
  noExternal: [/^@codingkaro\//],
  // the judge queue's client (BullMQ, ioredis: ~1-3 s of module loading) is a separate chunk, loaded only with RUNNER_QUEUE_URL
  splitting: true,
  esbuildPlugins: [runnerImportMetaUrl],
});
