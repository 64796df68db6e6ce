/** The audit report page in Chromium: at 390 px without sideways scrolling, axe-clean, the PDF link, and the e-mail form. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures';
import { startFirmSite, type FirmSite } from '../helpers/firm-site';
import { api, type TestServer } from '../helpers/server';

/** The app may audit a site on 127.0.0.1 (the law firm's site below). */
const ENV = { OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' };

test.describe('the audit report page', () => {
  test.use({ serverEnv: ENV });
  let s: TestServer;
  let site: FirmSite;
  let reportUrl = '';
  test.beforeAll(async ({ servers }, testInfo) => {
    s = await servers.forFile(testInfo.file, ENV);
    site = await startFirmSite({ pages: 8 });
    reportUrl = (await api<{ reportUrl: string }>(s.url, 'POST', '/api/audit', { body: { websiteUrl: `${site.url}/`, specialization: 'Droit pénal' } })).body.reportUrl;
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('at 390 px: gauges, findings by category, pages, no sideways scrolling, no serious axe violation', async ({ page, server, problems }) => {
      // Views of every report add up under '/audit' (another test of this file opens the report too).
      const viewsBefore = server.query<{ visits: number }>("SELECT visits FROM page_views WHERE path = '/audit'")[0]?.visits ?? 0;
      await page.goto(server.url + reportUrl);
      await waitForHydration(page);
      await test.step('the gauges, a finding and the analysed pages show', async () => {
        for (const label of ['Score global', 'Technique', 'Contenu', 'Référencement local']) await expect(page.getByRole('figure', { name: new RegExp(label) }).first()).toBeVisible();
        await expect(page.getByRole('heading', { name: /^Corrigez 3 liens internes cassés/ })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Pages analysées' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Télécharger le rapport (PDF)' })).toHaveAttribute('href', `${reportUrl}/rapport.pdf`);
      });
      await test.step('no sideways scrolling, no serious axe violation', async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      });
      // The view is counted under '/audit': the report's secret token never reaches the audience figures.
      await expect.poll(() => server.query('SELECT path, visits FROM page_views')).toEqual([{ path: '/audit', visits: viewsBefore + 1 }]);
      expect(problems).toEqual([]);
    });
  });

  test('sends the report by e-mail from the report page', async ({ page, server, problems }) => {
    await page.goto(server.url + reportUrl);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Recevoir le rapport complet par e-mail' });
    await form.getByLabel(/Prénom/).fill('Paul');
    await form.getByLabel(/E-mail/).fill('paul@cabinet-martin.fr');
    await form.getByLabel(/J'accepte que mes données/).check();
    await form.getByRole('button', { name: 'Recevoir le rapport complet par e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rapport envoyé !' }).first()).toBeVisible();
    await expect.poll(() => server.query('SELECT first_name, email FROM audit_leads')).toEqual([{ first_name: 'Paul', email: 'paul@cabinet-martin.fr' }]);
    expect(problems).toEqual([]);
  });
});
