import { defineConfig } from 'vitest/config';

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    env,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

/** The API suite runs on embedded PGlite always, and again on a PostgreSQL server when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'web-unit', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
        esbuild: { jsx: 'automatic' },
      },
      apiProject('api-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', { TEST_DB: 'postgres' })] : []),
    ],
    coverage: {
      provider: 'v8',
      include: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
    },
  },
});
