/**
 * Browser tests: Playwright Test on Debian's Chromium (DESIGN.md "Testing"), against the production
 * bundles and the real app on 127.0.0.1, one server and database per test file (tests/e2e/fixtures.ts).
 * `npm test` runs them after Vitest's unit and integration projects.
 */
import { defineConfig } from '@playwright/test';
import { PHONE_PROFILE, type ThrottleOptions } from './tests/e2e/throttle';

/** The features Playwright 1.65 turns off in Chromium (its `chromiumSwitches`), kept when this config adds its own. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export default defineConfig<ThrottleOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/setup/build.ts',
  // Two files at a time, one per worker: each worker runs a file's tests in order against the file's own
  // app and database (the `servers` fixture), so no file sees another's rows.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A browser test that fails once on a loaded CI machine is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'tests/.tmp/playwright-report' }]],
  outputDir: 'tests/.tmp/playwright-results',
  projects: [
    // Desktop Chromium at 1440 px: every browser test, the first-tap tests (*.tap.spec.ts) with one mouse click.
    { name: 'desktop', testIgnore: ['**/*.nojs.spec.ts'] },
    // A phone as Lighthouse's mobile profile has it: touch, 390 px at Lighthouse's 1.75 device pixel ratio
    // (3 made the machine raster three times the pixels), slow 4G (150 ms, 1.6 Mb/s) and a 4× slower CPU
    // (the `throttle` fixture applies both through CDP). Runs the first-tap tests: one tap at `load`, no wait for hydration.
    {
      name: 'phone',
      testMatch: '**/*.tap.spec.ts',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75, throttle: PHONE_PROFILE },
    },
    // JavaScript off: the native forms and the quiz (*.nojs.spec.ts).
    { name: 'nojs', testMatch: '**/*.nojs.spec.ts', use: { javaScriptEnabled: false } },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    // A trace records every action's DOM snapshot and a screencast: about a quarter of the browser's and
    // the renderer's CPU (admin-routes: 63 s of CPU with it on every test, 47 s without). Recorded for a
    // failure's retry only; `npx playwright test --trace on` when looking into a test here.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Chromium 156's headless mode is the whole browser: every new window (each test's context) also
        // started the omnibox popup's WebUI in a renderer of its own, ≈ 1.6 s of CPU and 0.8 s of the
        // browser process's per test, for a popup no test opens (Puppeteer turns it off by default too).
        // Chromium reads the last --disable-features only, so this one repeats Playwright 1.65's list.
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
        // Off the network: every name but loopback fails to resolve.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
});
