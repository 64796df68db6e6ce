/** axe (Deque's engine) in Chromium: no serious or critical violation on /sitemap and on the back office's screens. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, FIRST_ADMIN, registerAdmin, useTestServer } from '../helpers/server';
import { until } from '../helpers/until';
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
    // Leads in the desk, so that its list, its detail and the dashboard's figures are checked filled.
    await api(s.url, 'POST', '/api/contacts', { body: { firstName: 'Claire', lastName: 'Dubois', email: 'claire@cabinet.fr', phone: '0612345678', consent: true, sourcePage: '/' } });
    await api(s.url, 'POST', '/api/quiz-leads', { body: { firstName: 'Paul', email: 'paul@cabinet.fr', consent: true, quizAnswers: [] } });
    await api(s.url, 'POST', '/api/beacon', { body: { path: '/' } });
    const { context, page } = await openVisitor(browser);
    await loginAdmin(page, s.url, FIRST_ADMIN);
    const found: Record<string, string[]> = {};
    const screens = [
      '/admin/dashboard',
      ...['articles', 'generator', 'contacts', 'settings'].map((v) => `/admin/dashboard?view=${v}`),
      '/admin/dashboard?view=contacts&lead=contact-1',
      '/admin/blog/new',
      '/admin/blog/generate',
    ];
    for (const screen of screens) {
      await page.goto(s.url + screen);
      // With a lead open, its modal panel hides the rest of the page from assistive technologies.
      if (screen.includes('lead=')) await page.getByRole('dialog', { name: 'Claire Dubois' }).getByText('Provenance').waitFor();
      else await page.getByRole('main').getByRole('heading').first().waitFor();
      await waitForHydration(page);
      await until(async () => (await page.getByText('Chargement...').count()) === 0, `${screen}: loaded`);
      const violations = await seriousViolations(page);
      if (violations.length) found[screen] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });
});
