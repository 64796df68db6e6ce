import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type TestServer } from '../helpers/server';
import { launchBrowser } from '../helpers/browser';
import { inlineScripts } from '../../src/server/ssr/html-cache';
import { scriptHashSource } from '../../src/server/http/security';

/** Console errors, page errors and Content-Security-Policy violations of a page. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /hydrat|Content Security Policy/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`);
    });
  });
  return problems;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

describe('pages under the Content-Security-Policy in a real browser', () => {
  let s: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [s, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  for (const path of ['/', '/blog', '/blog/seo-local-avocats-top-3-google-paris', '/seo-avocat-droit-penal-marseille', '/quiz']) {
    it(`${path} hydrates with no console error and no CSP violation; its inline scripts are allowed by their hashes, no nonce`, async () => {
      const page = await browser.newPage();
      const problems = await watch(page);
      const response = await page.goto(s.url + path);
      const csp = (await response!.headerValue('content-security-policy')) ?? '';
      expect(csp).not.toContain('nonce-');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const html = await response!.text();
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(csp).toContain(scriptHashSource(script));
      expect(await page.evaluate(() => [...document.querySelectorAll('script')].filter((el) => el.nonce).length)).toBe(0);
      expect(problems).toEqual([]);
      expect(await violations(page)).toEqual([]);
      await page.close();
    });
  }

  it("/admin/auth hydrates with no console error and no CSP violation; every script carries the response's nonce", async () => {
    const page = await browser.newPage();
    const problems = await watch(page);
    const response = await page.goto(s.url + '/admin/auth');
    const csp = (await response!.headerValue('content-security-policy')) ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Logged out, the back office's session check answers "no user", not a 401 in the console.
    await page.getByRole('tab', { name: 'Connexion' }).waitFor();
    const nonces = await page.evaluate(() => [...document.querySelectorAll('script')].map((el) => el.nonce));
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(problems).toEqual([]);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('navigates client-side from the home page to the blog and an article (route scripts and chunks load under the policy)', async () => {
    const page = await browser.newPage();
    const problems = await watch(page);
    await page.goto(s.url + '/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('header a[href="/blog"]').first().click();
    await page.waitForURL(s.url + '/blog');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const article = page.locator('main a[href^="/blog/"]').first();
    const href = await article.getAttribute('href');
    await article.click();
    await page.waitForURL(s.url + href);
    await page.locator('main article h1, main h1').first().waitFor();
    // Client-side: no new document was requested.
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('blocks an injected inline script whose hash the policy does not list', async () => {
    const page = await browser.newPage();
    await watch(page);
    await page.goto(s.url + '/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => {
      const el = document.createElement('script');
      el.textContent = 'window.__injected = true';
      document.body.append(el);
    });
    await page.waitForFunction(() => ((window as unknown as { __csp?: string[] }).__csp ?? []).length > 0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations(page))[0]).toMatch(/^script-src/);
    await page.close();
  });
});
