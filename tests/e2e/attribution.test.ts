/** A visitor from a campaign lands on a landing page, then sends the contact form on `/`: the lead says where the visit began. */
import { expect, it, describe } from 'vitest';
import { useTestServer } from '../helpers/server';
import { openVisitor, useBrowser, waitForHydration } from '../helpers/browser';
import { until } from '../helpers/until';

describe('where a lead came from, without cookies', () => {
  const s = useTestServer();
  const browser = useBrowser();

  it('records the landing page and its utm for the visit, sends them with the contact form, and counts the page views', async () => {
    const { context, page, problems } = await openVisitor(browser, { width: 1280, height: 900 });
    await page.goto(`${s.url}/seo-avocat-droit-penal-lyon?utm_source=google&utm_medium=cpc&utm_campaign=penal-lyon`);
    await waitForHydration(page);
    await until(() => s.query("SELECT visits FROM page_views WHERE path = '/seo-avocat-droit-penal-lyon'").length === 1, 'the landing page view counted');

    await page.goto(`${s.url}/#contact`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Demande de contact' });
    await expect
      .poll(async () => (await page.locator('form[aria-label="Demande de contact"][data-hydrated="true"]').count()) > 0 || (await page.mouse.wheel(0, 1), false), { timeout: 15_000 })
      .toBe(true);
    await form.getByLabel(/Prénom/).fill('Claire');
    await form.locator('#contact-last-name').fill('Dubois');
    await form.getByLabel(/E-mail/).fill('claire@cabinet-dubois.fr');
    await form.getByLabel(/J'accepte d'être contacté/).check();
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByText('Demande envoyée !', { exact: true }).waitFor();

    expect(s.query('SELECT source_page, utm_source, utm_medium, utm_campaign, referrer FROM contacts')).toEqual([
      { source_page: '/seo-avocat-droit-penal-lyon', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'penal-lyon', referrer: null },
    ]);
    await until(() => s.query("SELECT visits FROM page_views WHERE path = '/'").length === 1, 'the home page view counted');
    expect(await context.cookies()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
