/**
 * Field data measured in Chromium: a visitor opens a public page, taps a button that does nothing
 * and a disabled one, and leaves; the page's web vitals and its two dead clicks reach the figures
 * (GET /api/admin/vitals) and the dashboard panel « Expérience réelle des visiteurs ».
 */
import type { Page } from '@playwright/test';
import { VITAL_RATING_LABELS, vitalRating } from '#shared/vitals/histogram';
import type { VitalsReply } from '#shared/vitals/schemas';
import { api, FIRST_ADMIN } from '../helpers/server';
import { expect, shot, test, waitForHydration } from './fixtures';

test.describe.configure({ mode: 'serial' });

/** The field-data module listens once it has loaded after load and idle (its own chunk): seen through DevTools. */
async function measuring(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.detach();
  return listeners.some((listener) => listener.type === 'visibilitychange');
}

test.describe('field data from real visits, without cookies', () => {
  test('a dead button and a disabled one on /pricing are counted, with the page load’s vitals, when the visitor leaves', async ({ page, context, server, problems }) => {
    await test.step('the visitor opens /pricing; the measuring code loads after load, in its own chunk', async () => {
      const chunk = page.waitForResponse((response) => /\/assets\/field-data-[\w-]+\.js$/.test(response.url()));
      await page.goto(`${server.url}/pricing`);
      await waitForHydration(page);
      await chunk;
      await expect.poll(() => measuring(page), { message: 'the page measures' }).toBe(true);
    });

    await test.step('taps a button that does nothing and a disabled one; 3 s pass with no change', async () => {
      await page.clock.install();
      await page.evaluate(() => {
        const dead = document.createElement('button');
        dead.type = 'button';
        dead.textContent = '  Voir   la démo  ';
        const disabled = document.createElement('button');
        disabled.disabled = true;
        disabled.textContent = 'Réserver un créneau';
        document.querySelector('main')!.append(dead, disabled);
      });
      await page.getByRole('button', { name: 'Voir la démo' }).click();
      await page.getByRole('button', { name: 'Réserver un créneau' }).click({ force: true });
      await page.clock.runFor(3_100);
    });

    await test.step('goes on to /privacy: the figures of /pricing arrive, with nothing about the visitor', async () => {
      await page.goto(`${server.url}/privacy`);
      await expect
        .poll(() => server.query("SELECT label, count FROM dead_clicks WHERE path = '/pricing' ORDER BY label"), { message: 'the dead clicks stored' })
        .toEqual([
          { label: 'Réserver un créneau', count: 1 },
          { label: 'Voir la démo', count: 1 },
        ]);
      await expect
        .poll(() => server.query<{ metric: string }>("SELECT DISTINCT metric FROM vital_buckets WHERE path = '/pricing' ORDER BY metric").map((row) => row.metric))
        .toEqual(expect.arrayContaining(['cls', 'lcp', 'ttfb']));
      expect(await context.cookies()).toEqual([]);
    });
    expect(problems).toEqual([]);
  });

  test('the figures through the API and the dashboard panel, rated against Google’s thresholds', async ({ adminPage, server }) => {
    const login = await api<{ token: string }>(server.url, 'POST', '/api/admin/login', { body: { username: FIRST_ADMIN.username, password: FIRST_ADMIN.password } });
    const figures = await api<VitalsReply>(server.url, 'GET', '/api/admin/vitals?days=1', { token: login.body.token });
    const pricing = figures.body.pages.find((page) => page.path === '/pricing')!;
    expect(pricing).toMatchObject({ samples: 1, deadClicks: 2, deadClickControls: [{ label: 'Réserver un créneau', count: 1 }, { label: 'Voir la démo', count: 1 }] });
    expect(pricing.lcp).toBeGreaterThan(0);
    expect(pricing.ttfb).toBeGreaterThan(0);
    expect(pricing.cls).not.toBeNull();

    await adminPage.goto(`${server.url}/admin/dashboard`);
    const panel = adminPage.locator('section', { has: adminPage.getByRole('heading', { name: 'Expérience réelle des visiteurs' }) });
    const row = panel.getByRole('row', { name: /\/pricing/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('« Voir la démo » × 1')).toBeVisible();
    await expect(row.getByText('« Réserver un créneau » × 1')).toBeVisible();
    // Each measured metric with its rating: « Bon », « À améliorer » or « Mauvais », as the figures say.
    const rated = (['lcp', 'inp', 'cls'] as const).filter((metric) => pricing[metric] !== null);
    for (const rating of ['good', 'needs-improvement', 'poor'] as const) {
      const n = rated.filter((metric) => vitalRating(metric, pricing[metric]!) === rating).length;
      await expect(row.getByText(VITAL_RATING_LABELS[rating], { exact: true })).toHaveCount(n);
    }
    expect(rated).toEqual(expect.arrayContaining(['lcp', 'cls']));
    await panel.scrollIntoViewIfNeeded();
    await shot(adminPage, 'field-data-panel');
  });
});
