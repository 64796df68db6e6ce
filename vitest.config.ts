import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time (the machine's two cores): most tests wait on servers, processes and
    // Chromium rather than compute. Browser files still run one after another (fileParallelism).
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
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/setup/build.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
