/**
 * First tap on the site's shell, as a visitor on a slow phone (project `phone`) or with a mouse
 * (project `desktop`): `page.goto` (which resolves at `load`), ONE tap on the control with nothing
 * touched before and no wait for hydration, then what the control promises within 3 s.
 * The page's controls (carousel, pricing, directory) are in controls-pages.tap.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_TAP_TIMEOUT, firstTap, observeEventTiming, recordTap } from './first-tap';

const within = { timeout: FIRST_TAP_TIMEOUT };

test.beforeEach(async ({ page }) => observeEventTiming(page));

const storedChoice = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null') as unknown);

test.describe('the cookie banner, first visit', () => {
  test.use({ cookieChoice: false });

  const banner = (page: Page) => page.getByRole('dialog', { name: 'Nous respectons votre vie privée' });

  for (const { name, label, stored } of [
    { name: 'Accepter tout', label: '« Accepter tout »', stored: { analytics: true, marketing: true } },
    { name: 'Refuser tout', label: '« Refuser tout »', stored: { analytics: false, marketing: false } },
    { name: 'Fermer', label: 'the close button', stored: { analytics: false, marketing: false } },
  ]) {
    test(`${label}: the banner goes and the choice is stored`, async ({ page, server }) => {
      await page.goto(server.url + '/');
      const tap = await firstTap(page, banner(page).getByRole('button', { name, exact: true }));
      await expect(banner(page)).toHaveCount(0, within);
      await expect.poll(() => storedChoice(page), within).toMatchObject({ necessary: true, ...stored });
      await recordTap(page, `cookie banner ${label}`, tap);
    });
  }

  test('« Paramétrer » opens the settings; a switch and « Enregistrer mes préférences » answer their first tap', async ({ page, server }) => {
    await page.goto(server.url + '/blog');
    const tap = await firstTap(page, page.getByRole('button', { name: 'Paramétrer' }));
    const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
    await expect(dialog).toBeVisible(within);
    await recordTap(page, 'cookie banner « Paramétrer »', tap);

    const analytics = dialog.getByRole('switch', { name: /analytique/i });
    const toggle = await firstTap(page, analytics);
    await expect(analytics).toHaveAttribute('aria-checked', 'true', within);
    await recordTap(page, 'cookie settings switch', toggle);

    const save = await firstTap(page, dialog.getByRole('button', { name: 'Enregistrer mes préférences' }));
    await expect(dialog).toHaveCount(0, within);
    await expect.poll(() => storedChoice(page), within).toMatchObject({ necessary: true, analytics: true, marketing: false });
    await recordTap(page, 'cookie settings « Enregistrer mes préférences »', save);
  });
});

test.describe('the burger menu (phone)', () => {
  test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'the burger shows below 1024 px: phone project only'));

  for (const path of ['/', '/blog', '/blog/seo-local-avocats-top-3-google-paris', '/seo-avocat-droit-penal-marseille', '/sitemap', '/pricing', '/page-qui-n-existe-pas']) {
    test(`${path}: the first tap on the burger opens the menu`, async ({ page, server }) => {
      await page.goto(server.url + path);
      const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
      const tap = await firstTap(page, burger);
      await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeVisible(within);
      await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true', within);
      await recordTap(page, `burger on ${path}`, tap);
    });
  }

  test('a section link of the open menu takes the visitor to its section and closes the menu', async ({ page, server }) => {
    await page.goto(server.url + '/blog');
    await firstTap(page, page.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = page.getByRole('navigation', { name: 'Navigation mobile' });
    await expect(menu).toBeVisible(within);
    const tap = await firstTap(page, menu.getByRole('link', { name: 'Témoignages' }));
    await expect(page).toHaveURL(/\/#temoignages$/, within);
    await expect(page.locator('#temoignages')).toBeInViewport(within);
    await expect(menu).toBeHidden(within);
    await recordTap(page, 'burger menu section link', tap);
  });
});

test.describe('links that look like buttons', () => {
  for (const { name, section } of [
    { name: 'Audit SEO Gratuit', section: 'outils' },
    { name: 'Voir nos tarifs', section: 'tarifs' },
  ]) {
    test(`the hero's « ${name} » takes the visitor to #${section}`, async ({ page, server }) => {
      await page.goto(server.url + '/');
      const tap = await firstTap(page, page.getByRole('link', { name, exact: true }));
      await expect(page).toHaveURL(new RegExp(`#${section}$`), within);
      await expect(page.locator(`#${section}`)).toBeInViewport(within);
      await recordTap(page, `hero « ${name} »`, tap);
    });
  }

  test("the 404 page's « Retour à l'accueil » goes home", async ({ page, server }) => {
    await page.goto(server.url + '/page-qui-n-existe-pas');
    const tap = await firstTap(page, page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }));
    await expect(page).toHaveURL(`${server.url}/`, within);
    await recordTap(page, "404 « Retour à l'accueil »", tap);
  });

  test("a landing page's call to action goes to its target", async ({ page, server }) => {
    await page.goto(server.url + '/seo-avocat-droit-penal-marseille');
    const cta = page.getByRole('main').getByRole('link').first();
    const href = await cta.getAttribute('href');
    const tap = await firstTap(page, cta);
    await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), within);
    await recordTap(page, 'landing page first call to action', tap);
  });

  test('a blog card opens its article', async ({ page, server }) => {
    await page.goto(server.url + '/blog');
    const card = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await card.textContent())?.trim() ?? '';
    const tap = await firstTap(page, card);
    // Within the promise: the article's page with its title (its header shows at once, from the card)…
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible(within);
    await recordTap(page, 'blog card', tap);
    // …then its text, once the article has arrived.
    await expect(page.getByRole('main').getByRole('list', { name: 'Mots-clés' })).toBeVisible();
    await expect(page.getByLabel("Chargement de l'article")).toHaveCount(0);
  });
});
