/** The audit report page in Chromium: at 390 px without sideways scrolling, axe-clean, the PDF link, and the e-mail form. */
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirmSite, type FirmSite } from '../helpers/firm-site';
import { api, useTestServer } from '../helpers/server';
import { openVisitor, useBrowser, waitForHydration } from '../helpers/browser';

describe('the audit report page', () => {
  const s = useTestServer({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
  const browser = useBrowser();
  let site: FirmSite;
  let reportUrl = '';
  beforeAll(async () => {
    site = await startFirmSite({ pages: 8 });
    reportUrl = (await api<{ reportUrl: string }>(s.url, 'POST', '/api/audit', { body: { websiteUrl: `${site.url}/`, specialization: 'Droit pénal' } })).body.reportUrl;
  });
  afterAll(async () => {
    await site?.close();
  });

  it('at 390 px: gauges, findings by category, pages, no sideways scrolling, no serious axe violation', async () => {
    const { context, page, problems } = await openVisitor(browser, { width: 390, height: 844 });
    await page.goto(s.url + reportUrl);
    await waitForHydration(page);
    for (const label of ['Score global', 'Technique', 'Contenu', 'Référencement local']) await page.getByRole('figure', { name: new RegExp(label) }).first().waitFor();
    await page.getByRole('heading', { name: /^Corrigez 3 liens internes cassés/ }).waitFor();
    await page.getByRole('heading', { name: 'Pages analysées' }).waitFor();
    expect(await page.getByRole('link', { name: 'Télécharger le rapport (PDF)' }).getAttribute('href')).toBe(`${reportUrl}/rapport.pdf`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    // The view is counted under '/audit': the report's secret token never reaches the audience figures.
    await expect.poll(() => s.query('SELECT path, visits FROM page_views')).toEqual([{ path: '/audit', visits: 1 }]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends the report by e-mail from the report page', async () => {
    const { context, page, problems } = await openVisitor(browser, { width: 1280, height: 900 });
    await page.goto(s.url + reportUrl);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Recevoir le rapport complet par e-mail' });
    await form.getByLabel(/Prénom/).fill('Paul');
    await form.getByLabel(/E-mail/).fill('paul@cabinet-martin.fr');
    await form.getByLabel(/J'accepte que mes données/).check();
    await form.getByRole('button', { name: 'Recevoir le rapport complet par e-mail' }).click();
    await page.getByRole('status').filter({ hasText: 'Rapport envoyé !' }).first().waitFor();
    expect(s.query('SELECT first_name, email FROM audit_leads')).toEqual([{ first_name: 'Paul', email: 'paul@cabinet-martin.fr' }]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
