import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'exploits/**/*.test.ts'],
    // Sandboxes are real processes: run files one after another so the host checks
    // (no leftover process / temp dir) only ever see this file's work.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
