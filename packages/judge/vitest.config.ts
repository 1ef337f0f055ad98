import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    maxConcurrency: 4,
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine, while
    // these files mostly wait on databases, child processes or jsdom's start-up. Two halve the stage there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
