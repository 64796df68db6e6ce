/**
 * Pages under their Content-Security-Policy in Chromium: public pages allow their inline scripts by
 * hash (no nonce), the back office by the response's nonce; client-side navigation loads its route
 * chunks under the policy, and an injected inline script is blocked.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { inlineScripts } from '../helpers/html';
import { scriptHashSource } from '#server/platform/http/security';

/**
 * Adds to `problems` any console message about the policy, and collects the page's
 * `securitypolicyviolation` events: call before `goto`; the returned function reads them.
 */
async function watchPolicy(page: Page, problems: string[]): Promise<() => Promise<string[]>> {
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && !/hydrat/i.test(msg.text()) && /Content Security Policy/i.test(msg.text())) problems.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

test.describe('pages under the Content-Security-Policy in a real browser', () => {
  // A first visit: the cookie banner's code loads under the policy too.
  test.use({ cookieChoice: false });

  for (const path of ['/', '/blog', '/blog/seo-local-avocats-top-3-google-paris', '/seo-avocat-droit-penal-marseille', '/quiz']) {
    test(`${path} hydrates with no console error and no CSP violation; its inline scripts are allowed by their hashes, no nonce`, async ({ page, server, problems }) => {
      const violations = await watchPolicy(page, problems);
      const response = await page.goto(server.url + path);
      const csp = (await response!.headerValue('content-security-policy')) ?? '';
      expect(csp).not.toContain('nonce-');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      await waitForHydration(page);
      const html = await response!.text();
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(csp).toContain(scriptHashSource(script));
      expect(await page.evaluate(() => [...document.querySelectorAll('script')].filter((el) => el.nonce).length)).toBe(0);
      expect(problems).toEqual([]);
      expect(await violations()).toEqual([]);
    });
  }

  test("/admin/auth hydrates with no console error and no CSP violation; every script carries the response's nonce", async ({ page, server, problems }) => {
    const violations = await watchPolicy(page, problems);
    const response = await page.goto(server.url + '/admin/auth');
    const csp = (await response!.headerValue('content-security-policy')) ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    await waitForHydration(page);
    // Logged out, the back office's session check answers "no user", not a 401 in the console
    // (the tabs show only once the check has answered).
    await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    const nonces = await page.evaluate(() => [...document.querySelectorAll('script')].map((el) => el.nonce));
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(problems).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('navigates client-side from the home page to the blog and an article (route scripts and chunks load under the policy)', async ({ page, server, problems }) => {
    const violations = await watchPolicy(page, problems);
    await page.goto(server.url + '/');
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await test.step('the header link opens the blog', async () => {
      await page.locator('header a[href="/blog"]').first().click();
      await expect(page).toHaveURL(server.url + '/blog');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    await test.step('an article of the list opens', async () => {
      const article = page.locator('main a[href^="/blog/"]').first();
      const href = await article.getAttribute('href');
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      await article.click();
      await expect(page).toHaveURL(server.url + href);
      await expect(page.locator('main article h1, main h1').first()).toBeVisible();
    });
    // Client-side: no new document was requested.
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('blocks an injected inline script whose hash the policy does not list', async ({ page, server }) => {
    const violations = await watchPolicy(page, []);
    await page.goto(server.url + '/');
    await waitForHydration(page);
    await page.evaluate(() => {
      const el = document.createElement('script');
      el.textContent = 'window.__injected = true';
      document.body.append(el);
    });
    await expect.poll(async () => (await violations())[0]).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
