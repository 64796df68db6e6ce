/**
 * Navigating inside the app while the data cannot be loaded: each page shows its own French
 * error state (the loaders throw to the route's error component), as before they threw.
 */
import { expect, test, waitForHydration } from './fixtures';

test.describe('error states of a client-side navigation', () => {
  test('blog list, site map and article: each shows its error state when its data request fails', async ({ page, server }) => {
    await page.route('**/trpc/**', (route) =>
      /blog\.list|site\.sitemap|blog\.bySlug/.test(route.request().url())
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"indisponible","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500}}}' })
        : route.continue(),
    );
    await page.goto(server.url + '/pricing');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');

    await test.step('the blog list', async () => {
      await footer.getByRole('link', { name: 'Blog', exact: true }).click();
      await expect(page).toHaveURL(/\/blog$/);
      const alert = page.getByRole('alert').filter({ hasText: 'Erreur de chargement' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Impossible de charger les articles. Veuillez réessayer plus tard.');
    });

    await test.step('the site map', async () => {
      await footer.getByRole('link', { name: 'Plan du site' }).click();
      await expect(page).toHaveURL(/\/sitemap$/);
      await expect(page.getByRole('alert').filter({ hasText: 'Erreur de chargement' })).toContainText('Erreur lors du chargement du sitemap');
    });

    await test.step('an article', async () => {
      // No link to an article on these error states: the router follows a history change.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/blog/seo-local-avocats-top-3-google-paris');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { level: 1, name: 'Erreur de chargement' })).toBeVisible();
      await expect(page.getByText("Impossible de charger l'article. Veuillez réessayer plus tard.")).toBeVisible();
    });
  });
});
