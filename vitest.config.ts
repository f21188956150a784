import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules and screen components, no I/O) and `api` (the server against a real database).
 * The api project runs on PGlite always and again on PostgreSQL when TEST_DATABASE_URL is set.
 *
 * API test files share their worker's modules (`isolate: false`): importing the server per file cost more than the
 * tests themselves (~600 s of a ~1,050 s run). Each file still builds its own app and database. The few files that
 * replace a module with `vi.mock` run isolated in a project of their own, so the mock reaches no other file.
 */
const MOCKING_FILES = [
  'apps/server/src/report/get-report-data.test.ts',
  'apps/server/src/survey/processing-worker-failure.test.ts',
];

const apiProject = (name: string, databaseKind: 'pglite' | 'postgres', isolated: boolean) => ({
  test: {
    name: isolated ? `${name}-isolated` : name,
    include: isolated ? MOCKING_FILES : ['apps/server/src/**/*.test.ts'],
    exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING_FILES],
    isolate: isolated,
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    env: { TEST_DATABASE_KIND: databaseKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const apiProjects = (name: string, databaseKind: 'pglite' | 'postgres') => [
  apiProject(name, databaseKind, false),
  apiProject(name, databaseKind, true),
];

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
      ...apiProjects('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? apiProjects('api-postgres', 'postgres') : []),
    ],
  },
});
