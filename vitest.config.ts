import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules and screen components, no I/O) and `api` (the server against a real database).
 * The api project runs on PGlite always and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
const apiProject = (name: string, databaseKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    env: { TEST_DATABASE_KIND: databaseKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core machines. The API tests mostly wait on
    // PostgreSQL and on the server processes they start, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          // Screen components are tested in jsdom, chosen per file (`// @vitest-environment jsdom`).
          include: [
            'packages/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'apps/web/src/**/*.test.ts',
            'apps/web/src/**/*.test.tsx',
          ],
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
