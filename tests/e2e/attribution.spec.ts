/** A visitor from a campaign lands on a landing page, then sends the contact form on `/`: the lead says where the visit began. */
import { BOOKING_INVITE } from '#shared/booking/format';
import { expect, formReady, test, toast, waitForHydration } from './fixtures';

test.describe('where a lead came from, without cookies', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('records the landing page and its utm for the visit, sends them with the contact form, and counts the page views', async ({ page, context, server, problems }) => {
    const views = (path: string) => server.query('SELECT visits FROM page_views WHERE path = ?', path);

    await test.step('the visitor lands on a landing page from a Google Ads campaign', async () => {
      await page.goto(`${server.url}/seo-avocat-droit-penal-lyon?utm_source=google&utm_medium=cpc&utm_campaign=penal-lyon`);
      await waitForHydration(page);
      await expect.poll(() => views('/seo-avocat-droit-penal-lyon'), { message: 'the landing page view counted' }).toEqual([{ visits: 1 }]);
    });

    await test.step('then sends the contact form of the home page', async () => {
      await page.goto(`${server.url}/#contact`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Demande de contact' });
      await formReady(page, 'form[aria-label="Demande de contact"]');
      await form.getByLabel(/Prénom/).fill('Claire');
      await form.locator('#contact-last-name').fill('Dubois');
      await form.getByLabel(/E-mail/).fill('claire@cabinet-dubois.fr');
      await form.getByLabel(/J'accepte d'être contacté/).check();
      await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(toast(page, 'Demande envoyée !')).toBeVisible();
      await expect(form.getByRole('status').getByRole('link', { name: BOOKING_INVITE })).toHaveAttribute('href', '/rendez-vous');
    });

    await test.step('the lead carries the landing page and its utm; both views counted; no cookie', async () => {
      expect(server.query('SELECT source_page, utm_source, utm_medium, utm_campaign, referrer FROM contacts')).toEqual([
        { source_page: '/seo-avocat-droit-penal-lyon', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'penal-lyon', referrer: null },
      ]);
      await expect.poll(() => views('/'), { message: 'the home page view counted' }).toEqual([{ visits: 1 }]);
      expect(await context.cookies()).toEqual([]);
    });
    expect(problems).toEqual([]);
  });
});
