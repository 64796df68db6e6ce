/** axe (Deque's engine) in Chromium: no serious or critical violation on /sitemap and on the back office's screens. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_ADMIN, registerAdmin, useTestServer } from '../helpers/server';
import { loginAdmin, openVisitor, useBrowser, waitForHydration } from '../helpers/browser';

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

describe('accessibility (axe)', () => {
  const s = useTestServer();
  const browser = useBrowser();

  it('the site map page and the admin login screen have no serious or critical violation, and the login screen has a main landmark and an h1', async () => {
    const { context, page } = await openVisitor(browser);
    await page.goto(`${s.url}/sitemap`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${s.url}/admin/auth`);
    await page.getByRole('tab', { name: 'Connexion' }).waitFor();
    await expect(page.getByRole('main').count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('every admin screen (the views of the dashboard, the new-article and generator screens) has no serious or critical violation', async () => {
    await registerAdmin(s.url);
    const { context, page } = await openVisitor(browser);
    await loginAdmin(page, s.url, FIRST_ADMIN);
    const found: Record<string, string[]> = {};
    const screens = ['/admin/dashboard', ...['articles', 'generator', 'contacts', 'settings'].map((v) => `/admin/dashboard?view=${v}`), '/admin/blog/new', '/admin/blog/generate'];
    for (const screen of screens) {
      await page.goto(s.url + screen);
      await page.getByRole('main').getByRole('heading').first().waitFor();
      await waitForHydration(page);
      const violations = await seriousViolations(page);
      if (violations.length) found[screen] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });
});
