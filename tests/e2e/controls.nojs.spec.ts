/**
 * The public controls that are plain HTML, with JavaScript off (project `nojs`): the pricing switch
 * (a native checkbox, CSS shows the chosen prices) and the directory's GET form; what needs JavaScript
 * (the burger, the carousel's arrows and dots) is not shown as if it worked.
 */
import { expect, test } from './fixtures';

test.describe('JavaScript off', () => {
  for (const path of ['/pricing', '/']) {
    test(`${path}: the pricing switch shows the yearly prices, and back`, async ({ page, server }) => {
      await page.goto(server.url + path);
      const plans = path === '/' ? page.locator('#tarifs') : page.getByRole('main');
      const price = plans.getByTestId('price-essentiel');
      await expect(price).toHaveText(/TTC \/ mois$/, { useInnerText: true });
      const toggle = plans.getByRole('switch', { name: 'Facturation annuelle' });
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(price).toHaveText(/TTC \/ an$/, { useInnerText: true });
      await expect(plans.getByText(/^Vous économisez .+ par an$/).first()).toBeVisible();
      // « Mensuel » beside the switch brings the monthly prices back.
      await plans.getByText('Mensuel', { exact: true }).click();
      await expect(toggle).not.toBeChecked();
      await expect(price).toHaveText(/TTC \/ mois$/, { useInnerText: true });
    });
  }

  test('/pages-seo: the filters are a GET form the server answers', async ({ page, server }) => {
    await page.goto(server.url + '/pages-seo');
    await page.getByRole('searchbox', { name: 'Rechercher une ville ou une spécialité' }).fill('Lyon');
    await page.getByRole('combobox', { name: 'Spécialité' }).selectOption({ label: 'Droit pénal' });
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/\/pages-seo\?recherche=Lyon&region=all&specialite=droit-penal$/);
    await expect(page.getByRole('status').filter({ hasText: /trouvée/ })).toHaveText('1 page trouvée');
  });

  test('on a phone, no dead burger: the menu links show under the header; the carousel scrolls without its arrows and dots', async ({ page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.url + '/blog');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Navigation mobile' });
    await expect(menu.getByRole('link', { name: 'Tarifs' })).toBeVisible();
    await menu.getByRole('link', { name: 'Tarifs' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto(server.url + '/');
    await expect(page.getByRole('button', { name: /^Afficher le service 1/ })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Création de site internet' })).toBeVisible();
  });

  test('on a desktop, the carousel arrows are not shown without JavaScript', async ({ page, server }) => {
    await page.goto(server.url + '/');
    await expect(page.getByRole('heading', { name: 'Création de site internet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Services suivants' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Services précédents' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeHidden();
  });
});
