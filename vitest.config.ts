import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

// Every test runs once on an in-memory PGlite. When TEST_DATABASE_URL is set, the API suite
// (`*.api.test.ts`, requests through app.inject) runs again on PostgreSQL, one fresh database
// per test file (tests/helpers/test-database.ts).
const postgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'postgres', include: ['tests/**/*.api.test.ts'], env: { TEST_DB_KIND: 'postgres' } } }]
  : [];
// With REDIS_URL set, `*.redis.test.ts` (shared limits) run against that Redis; with both URLs,
// `*.cluster.test.ts` run two app instances on one PostgreSQL and one Redis.
const redis = process.env.REDIS_URL ? [{ extends: true as const, test: { name: 'redis', include: ['tests/**/*.redis.test.ts'] } }] : [];
const cluster =
  process.env.REDIS_URL && process.env.TEST_DATABASE_URL
    ? [{ extends: true as const, test: { name: 'cluster', include: ['tests/**/*.cluster.test.ts'], env: { TEST_DB_KIND: 'postgres' } } }]
    : [];

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Both cores: vitest's default keeps one free, which on a two-core machine runs one file at a time.
    maxWorkers: 2,
    // Each project builds the databases its files copy (migrated, demo, demo with workflow) once.
    globalSetup: ['tests/helpers/database-templates.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: ['tests/**/*.redis.test.ts', 'tests/**/*.cluster.test.ts', '**/node_modules/**'] },
      },
      ...postgres,
      ...redis,
      ...cluster,
    ],
  },
});
