import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/postgres-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each test file gets its own database on one shared Postgres server.
    pool: 'forks',
    maxWorkers: 2,
    // Every bot and local table a test starts serves its web page on a free port, never 8080.
    env: { WEB_PORT: '0' },
  },
});
