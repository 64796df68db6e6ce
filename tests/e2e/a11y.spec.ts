/** axe (Deque's engine) in Chromium: no serious or critical violation on /sitemap and on the back office's screens. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api } from '../helpers/server';
import { ADMIN_SERVER_ENV } from './admin-helpers';
import { expect, test, waitForHydration } from './fixtures';

// One admin session per screen: more logins than the default ten per window.
test.use({ serverEnv: ADMIN_SERVER_ENV });

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

test.describe('accessibility (axe)', () => {
  test('the site map page and the admin login screen have no serious or critical violation, and the login screen has a main landmark and an h1', async ({ page, server }) => {
    await test.step('/sitemap', async () => {
      await page.goto(`${server.url}/sitemap`);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
    await test.step('/admin/auth', async () => {
      await page.goto(`${server.url}/admin/auth`);
      await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe('every admin screen (the views of the dashboard, the new-article and generator screens) has no serious or critical violation', () => {
    test.beforeAll(async ({ servers }, testInfo) => {
      const s = await servers.forFile(testInfo.file, ADMIN_SERVER_ENV);
      // Leads in the desk, so that its list, its detail and the dashboard's figures are checked filled.
      await api(s.url, 'POST', '/api/contacts', { body: { firstName: 'Claire', lastName: 'Dubois', email: 'claire@cabinet.fr', phone: '0612345678', consent: true, sourcePage: '/' } });
      await api(s.url, 'POST', '/api/quiz-leads', { body: { firstName: 'Paul', email: 'paul@cabinet.fr', consent: true, quizAnswers: [] } });
      await api(s.url, 'POST', '/api/beacon', { body: { path: '/' } });
      // Field data rated « Bon », « À améliorer » and « Mauvais », with a dead click: the dashboard's panel filled.
      await api(s.url, 'POST', '/api/vitals', { body: { path: '/', metrics: { lcp: 3000, inp: 600, cls: 0.05, ttfb: 300 }, deadClicks: [{ label: 'Envoyer' }] } });
    });

    const screens = [
      '/admin/dashboard',
      ...['articles', 'generator', 'leads', 'emails', 'webhooks', 'settings'].map((view) => `/admin/dashboard/${view}`),
      '/admin/dashboard/leads/contact/1',
      '/admin/blog/new',
      '/admin/blog/generate',
    ];
    // One test a screen: each loads its page and runs axe on it in its own time, and a failure names the screen.
    for (const screen of screens) {
      test(screen, async ({ adminPage: page, server }) => {
        await page.goto(server.url + screen);
        // With a lead open, its modal panel hides the rest of the page from assistive technologies.
        if (screen.includes('/leads/contact/')) await expect(page.getByRole('dialog', { name: 'Claire Dubois' }).getByText('Provenance')).toBeVisible();
        else await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        await waitForHydration(page);
        await expect(page.getByText('Chargement...')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
});
