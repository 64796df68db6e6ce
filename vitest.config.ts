import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The path aliases #server/*, #shared/*, #client/* and #db/* of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    // Two files at a time (the machine's two cores): most tests wait on servers and processes
    // rather than compute. Browser tests are Playwright Test's (playwright.config.ts), run after.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/setup/build.ts'],
        },
      },
      {
        // The same integration suite with the app on @libsql/client (local-file mode, DATABASE_URL=file:…):
        // both drivers run every service, transaction and migration.
        extends: true,
        test: {
          name: 'integration-libsql',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/setup/build.ts'],
          env: { TEST_DATABASE_DRIVER: 'libsql' },
        },
      },
    ],
  },
});
