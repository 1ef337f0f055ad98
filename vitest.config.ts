import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's own configuration.
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/*'],
  },
});
