import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Integration files the libSQL pass skips: what they assert does not depend on the database driver.
 * Each still runs once, on better-sqlite3, in the `integration` project. Named by file name (not by
 * folder), so a file moved to another folder keeps its place here.
 *
 * The rule: the libSQL pass runs every file that writes or reads stored data through the services —
 * leads, articles, categories, sessions, the outbox, webhooks, rate limits, page views, field data,
 * audit requests, migrations at start, the purge and backups, several processes on one file, the
 * page cache's content version and a failing database. A file is listed here when its assertions are
 * about HTTP, headers, HTML or the bundles, images on disk, input refused before any query, or an
 * outside party's protocol, and the database only serves it the seeded content, read by the same
 * services that the files kept read on both drivers.
 */
const DRIVER_INDEPENDENT = [
  // Opens both drivers itself (better-sqlite3 and libSQL, same migrations and transactions).
  'database',
  // HTML, links, SEO tags, JSON-LD, sitemap and the pages' texts (the articles' reads: admin, rest, blog-editor).
  'crawl',
  'pages',
  'home',
  'seo',
  'page-cache-keys',
  // Headers: CSP, HSTS, framing, the cross-site guard (sessions themselves: auth, auth-tokens).
  'security-headers',
  'origin',
  // Sockets dribbled to the production process: HTTP timeouts.
  'slow-clients',
  // Malformed input refused before any query (a valid contact afterwards: contacts, native-forms).
  'fuzz',
  // A hostile site's cost: nesting, analysis workers, the in-memory audit queue (audit storage: site-audit).
  'audit-limits',
  // The audit's page fetching and address policy (audit requests stored: site-audit).
  'tools',
  // Images decoded and written to the uploads folder.
  'uploads',
  'uploads-large',
  // CSV quoting of exports (the exports' reads: admin-leads).
  'csv-export',
  // The greeting of visitor e-mails (the outbox on libSQL: email, outbox-processes, webhooks).
  'email-echo',
  // The load script's payloads.
  'load-script',
  // Two nodes behind nginx: the balancing, the same bytes from either node, and one node killed under
  // load. Several processes on one libSQL file stay covered by outbox-processes (each message sent
  // once), crash (no acknowledged lead lost) and page-cache (a second process's article change).
  'multi-node',
  // The cached HTML is the same bytes however often it is rendered (no render time in the page).
  'same-bytes',
  // An integrator's receiver verifying our deliveries with the standardwebhooks library (the
  // deliveries themselves through the outbox on libSQL: webhooks).
  'standard-webhooks',
  // The OpenAI SDK against a fake provider (AI drafts stored: ai-offline).
  'ai-openai',
  // The production bundle's JavaScript budget (no server).
  'bundle-budget',
];

const integration: TestProjectInlineConfiguration['test'] = {
  include: ['tests/integration/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 120_000,
  globalSetup: ['tests/setup/build.ts'],
  // One process per worker for all the files it runs: the app's module graph (Express, tRPC, drizzle,
  // React's server renderer, sharp…) is loaded once per worker rather than once per file, which was
  // 2.5–3 s of every file. Each file still starts its own app on its own database file.
  isolate: false,
};

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
        test: { name: 'integration', ...integration },
      },
      {
        // The integration suite with the app on @libsql/client (local-file mode, DATABASE_URL=file:…),
        // but for the driver-independent files above: both drivers run every service, transaction and
        // migration.
        extends: true,
        test: {
          name: 'integration-libsql',
          ...integration,
          exclude: DRIVER_INDEPENDENT.map((name) => `**/${name}.test.ts`),
          env: { TEST_DATABASE_DRIVER: 'libsql' },
        },
      },
    ],
  },
});
