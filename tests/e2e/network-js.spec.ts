/**
 * The JavaScript a public page really fetches, measured in Chromium (not from the manifest): a
 * returning visitor (cookie choice stored, so no banner) opens the page, it hydrates, and the
 * network goes idle with no interaction. Every script fetched by then counts, gzip -9: at most 120 KB
 * on a content page, 150 KB on a page built around a tool (tests/helpers/js-budget.ts). Nothing loads after hydration that the page did not
 * ask for: the tRPC layer comes only with a screen that calls the API.
 */
import zlib from 'node:zlib';
import { expect, test, waitForHydration } from './fixtures';
import { jsBudgetKb } from '../helpers/js-budget';

/** One page per public page class; `trpc`: whether the page calls the API with no interaction. */
const PAGES = [
  { path: '/', trpc: false },
  { path: '/seo-avocat-droit-penal-marseille', trpc: false },
  { path: '/blog', trpc: false },
  { path: '/blog/seo-local-avocats-top-3-google-paris', trpc: false },
  { path: '/quiz', trpc: false },
  { path: '/pricing', trpc: false },
  { path: '/pages-seo', trpc: false },
  { path: '/roi-calculator', trpc: false },
  { path: '/privacy', trpc: false },
  { path: '/sitemap', trpc: false },
];

test.describe('JavaScript fetched by network idle, in Chromium', () => {
  // A phone (the spec's budget is for a mobile visit).
  test.use({ viewport: { width: 412, height: 823 } });

  for (const { path, trpc } of PAGES) {
    test(`${path}: at most ${jsBudgetKb(path)} KB gzip, no tRPC layer it did not ask for`, async ({ page, server, problems }) => {
      const scripts = new Map<string, number>();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('.js')) return;
        pending.push(
          response.body().then((body) => {
            scripts.set(url.pathname, zlib.gzipSync(body, { level: 9 }).length);
          }),
        );
      });
      await page.goto(server.url + path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      const total = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
      console.info(`${path}: ${total.toFixed(1)} KB gzip of JS by network idle (${scripts.size} files)`);
      if (process.env.NETWORK_JS_DEBUG) console.info([...scripts].map(([f, n]) => `${f} ${(n / 1024).toFixed(1)}`).join('\n'));
      expect(scripts.size).toBeGreaterThan(1);
      expect(total).toBeLessThanOrEqual(jsBudgetKb(path));
      const trpcFiles = [...scripts.keys()].filter((file) => /\/(trpc-react|trpc-http-link|query-client)[-.]/.test(file));
      if (!trpc) expect(trpcFiles, [...scripts.keys()].join(' ')).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
