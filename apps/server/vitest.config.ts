import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one PGlite and one PostgreSQL database per run; each test database is a copy.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine, while
    // these files mostly wait on databases, child processes or jsdom's start-up. Two halve the stage there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
