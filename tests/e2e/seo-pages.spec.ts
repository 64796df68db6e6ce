/** The directory of SEO pages (/pages-seo) and its landing pages, in Chromium. */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const count = (page: Page) => page.getByRole('status').filter({ hasText: /trouvée/ });
const cards = (page: Page) => page.getByRole('list', { name: 'Pages SEO trouvées' }).getByRole('link');
const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('the directory of SEO pages in a real browser', () => {
  test('the filters narrow the list and the count, the URL keeps them, clear resets them', async ({ page, server, problems }) => {
    const search = page.getByLabel('Rechercher une ville ou une spécialité');
    const region = page.getByLabel('Région', { exact: true });
    const specialty = page.getByLabel('Spécialité', { exact: true });
    await page.goto(`${server.url}/pages-seo`);
    await waitForHydration(page);
    await expect(count(page)).toHaveText('160 pages trouvées');
    await expect(cards(page)).toHaveCount(160);

    await test.step('a search for « lyon » narrows to 8 pages', async () => {
      await search.fill('lyon');
      await expect.poll(() => searchParams(page).recherche).toBe('lyon');
      await expect(count(page)).toHaveText('8 pages trouvées');
    });

    await test.step('a region and a specialty narrow to one page; the URL keeps the three filters', async () => {
      await region.selectOption('Auvergne-Rhône-Alpes');
      await specialty.selectOption('droit-penal');
      await expect.poll(() => searchParams(page).specialite).toBe('droit-penal');
      await expect(count(page)).toHaveText('1 page trouvée');
      await expect(cards(page).first()).toHaveAttribute('href', '/seo-avocat-droit-penal-lyon');
      expect(searchParams(page)).toEqual({
        recherche: 'lyon',
        region: 'Auvergne-Rhône-Alpes',
        specialite: 'droit-penal',
      });
    });

    await test.step('the same URL, opened afresh, shows the same filtered list (server-rendered)', async () => {
      await page.reload();
      await waitForHydration(page);
      await expect(count(page)).toHaveText('1 page trouvée');
      await expect(search).toHaveValue('lyon');
      await expect(specialty).toHaveValue('droit-penal');
    });

    await test.step('a search with no match says so', async () => {
      await search.fill('Tombouctou');
      await expect(page.getByText('Aucune page trouvée avec ces critères.')).toBeVisible();
      await expect(count(page)).toHaveText('0 page trouvée');
    });

    await test.step('« Effacer les filtres » resets the list, the fields and the URL', async () => {
      await page.getByRole('button', { name: 'Effacer les filtres' }).first().click();
      await expect(page).toHaveURL((url) => url.search === '');
      await expect(count(page)).toHaveText('160 pages trouvées');
      await expect(search).toHaveValue('');
      await expect(region).toHaveValue('all');
    });
    expect(problems).toEqual([]);
  });

  test('a card opens its landing page, whose internal links navigate to another landing page', async ({ page, server, problems }) => {
    await page.goto(`${server.url}/pages-seo?region=Occitanie&specialite=droit-penal`);
    await waitForHydration(page);
    await expect(count(page)).toHaveText('3 pages trouvées');
    await test.step('the Toulouse card opens its landing page, client-side (no new document)', async () => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.getByRole('link', { name: /Avocat en droit pénal à Toulouse/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Avocat en droit pénal à Toulouse/ })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/seo-avocat-droit-penal-toulouse');
      await expect(page.getByText("jusqu'à 38 nouveaux clients par mois")).toBeVisible();
      expect(documents).toEqual([]);
    });
    await test.step('an internal link loads the next landing page on demand, client-side', async () => {
      await page.getByRole('link', { name: 'Avocat en droit de la famille à Toulouse' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Avocat en droit de la famille à Toulouse/ })).toBeVisible();
      await expect(page).toHaveTitle('SEO pour Avocat en Droit de la famille à Toulouse | Experts en Référencement Juridique');
    });
    expect(problems).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a landing page opened directly hydrates without errors on a phone, and its FAQ opens', async ({ page, server, problems }) => {
      await page.goto(`${server.url}/seo-avocat-droit-fiscal-bordeaux`);
      await waitForHydration(page);
      const question = page.getByText('Les contribuables cherchent-ils un avocat fiscaliste en ligne ?');
      const answer = page.getByText(/avocat contrôle fiscal Bordeaux/);
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
      await expect(page.getByRole('link', { name: '01 99 00 12 34' }).first()).toHaveAttribute('href', 'tel:+33199001234');
      // No horizontal scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(problems).toEqual([]);
    });
  });
});
