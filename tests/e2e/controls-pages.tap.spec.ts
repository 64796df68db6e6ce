/**
 * First tap on the pages' own controls — the services carousel, the pricing switch, the directory's
 * filters — as in controls.tap.spec.ts: `page.goto` (resolves at `load`), ONE tap or choice with
 * nothing touched before and no wait for hydration, then what the control promises within 3 s.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { FIRST_TAP_TIMEOUT, firstTap, observeEventTiming, recordTap } from './first-tap';

const within = { timeout: FIRST_TAP_TIMEOUT };
const isPhone = () => test.info().project.name === 'phone';

test.beforeEach(async ({ page }) => observeEventTiming(page));

test.describe('the services carousel on /', () => {
  const scrolled = (page: Page) => page.locator('#services ul[aria-label="Nos 8 services"]').evaluate((el) => el.scrollLeft);

  test('desktop: « Services suivants » moves the cards', async ({ page, server }) => {
    test.skip(isPhone(), 'the arrows show from 768 px; the phone has dots');
    await page.goto(server.url + '/');
    const tap = await firstTap(page, page.getByRole('button', { name: 'Services suivants' }));
    await expect.poll(() => scrolled(page), within).toBeGreaterThan(100);
    await expect(page.getByRole('button', { name: 'Services précédents' })).toBeEnabled(within);
    await recordTap(page, 'carousel « Services suivants »', tap);
  });

  test('phone: a dot shows its card', async ({ page, server }) => {
    test.skip(!isPhone(), 'the dots show below 768 px');
    await page.goto(server.url + '/');
    const dot = page.getByRole('button', { name: /^Afficher le service 4 :/ });
    const tap = await firstTap(page, dot);
    await expect.poll(() => scrolled(page), within).toBeGreaterThan(300);
    await expect(dot).toHaveAttribute('aria-current', 'true', within);
    await recordTap(page, 'carousel dot', tap);
  });
});

test('a visitor who scrolled before the page hydrated stays where they are (no jump to the top under the finger)', async ({ page, server }) => {
  // Not a tap: the scroll that comes before one. Every return near the top after the visitor went down is recorded.
  await page.addInitScript(() => {
    const jumps: number[] = ((window as unknown as { __jumps: number[] }).__jumps = []);
    let deepest = 0;
    addEventListener('scroll', () => {
      deepest = Math.max(deepest, scrollY);
      if (deepest > 500 && scrollY < 100) jumps.push(Math.round(scrollY));
    });
  });
  await page.goto(server.url + '/');
  await page.locator('#tarifs').scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#tarifs')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { __jumps: number[] }).__jumps)).toEqual([]);
});

test.describe('the pricing switch', () => {
  for (const { path, where } of [
    { path: '/pricing', where: '/pricing' },
    { path: '/', where: "the home page's « tarifs »" },
  ]) {
    test(`${where}: the switch shows the yearly prices`, async ({ page, server }) => {
      await page.goto(server.url + path);
      const plans = path === '/' ? page.locator('#tarifs') : page.getByRole('main');
      const toggle = plans.getByRole('switch', { name: 'Facturation annuelle' });
      const tap = await firstTap(page, toggle);
      await expect(plans.getByTestId('price-professionnel')).toHaveText('5 999 € TTC / an', { ...within, useInnerText: true });
      await expect(toggle).toBeChecked(within);
      await recordTap(page, `pricing switch on ${path}`, tap);
    });
  }

  test('/pricing: « Annuel » beside the switch shows the yearly prices', async ({ page, server }) => {
    await page.goto(server.url + '/pricing');
    const main = page.getByRole('main');
    const tap = await firstTap(page, main.getByText('Annuel', { exact: true }));
    await expect(main.getByTestId('price-premium')).toHaveText('9 999 € TTC / an', { ...within, useInnerText: true });
    await recordTap(page, 'pricing « Annuel »', tap);
  });
});

test.describe('the directory /pages-seo', () => {
  const count = (page: Page) => page.getByRole('status').filter({ hasText: /trouvée/ });

  test('typing a city filters the list', async ({ page, server }) => {
    await page.goto(server.url + '/pages-seo');
    const field = page.getByRole('searchbox', { name: 'Rechercher une ville ou une spécialité' });
    const tap = await firstTap(page, field);
    await page.keyboard.type('Lyon');
    await expect(count(page)).toHaveText('8 pages trouvées', within);
    await expect(field).toHaveValue('Lyon', within);
    await recordTap(page, 'directory search field', tap);
  });

  for (const { label, option, found } of [
    { label: 'Région', option: 'Occitanie', found: '24 pages trouvées' },
    { label: 'Spécialité', option: 'Droit pénal', found: '20 pages trouvées' },
  ]) {
    test(`choosing a ${label.toLowerCase()} filters the list`, async ({ page, server }) => {
      await page.goto(server.url + '/pages-seo');
      const select = page.getByRole('combobox', { name: label });
      const tappedAt = Date.now();
      await select.selectOption({ label: option });
      await expect(count(page)).toHaveText(found, within);
      await expect(select).toHaveValue(/.+/, within);
      await expect(select.locator('option:checked')).toHaveText(option, within);
      test.info().annotations.push({ type: 'first-tap', description: `directory ${label}: shown after ≈ ${Date.now() - tappedAt} ms` });
    });
  }

  test('« Effacer les filtres » shows the 160 pages again', async ({ page, server }) => {
    await page.goto(server.url + '/pages-seo?region=Occitanie');
    await expect(count(page)).toHaveText('24 pages trouvées');
    const tap = await firstTap(page, page.getByRole('main').getByRole('button', { name: 'Effacer les filtres' }).or(page.getByRole('main').getByRole('link', { name: 'Effacer les filtres' })).first());
    await expect(count(page)).toHaveText('160 pages trouvées', within);
    await expect(page.getByRole('combobox', { name: 'Région' })).toHaveValue('all', within);
    await recordTap(page, 'directory « Effacer les filtres »', tap);
  });
});
