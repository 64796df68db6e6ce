import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useTestServer } from '../helpers/server';
import { openVisitor, useBrowser, waitForHydration } from '../helpers/browser';

/** A visitor who already chose cookies (the banner would cover the cards). */
const visitor = (browser: Browser) => openVisitor(browser, { width: 1280, height: 900 });
const hydrated = waitForHydration;
const count = (page: Page) => page.getByRole('status').filter({ hasText: /trouvée/ });
const cards = (page: Page) => page.getByRole('list', { name: 'Pages SEO trouvées' }).getByRole('link');

describe('the directory of SEO pages in a real browser', () => {
  const s = useTestServer();
  const browser = useBrowser();

  it('the filters narrow the list and the count, the URL keeps them, clear resets them', async () => {
    const { context, page, problems } = await visitor(browser);
    await page.goto(`${s.url}/pages-seo`);
    await hydrated(page);
    await expect(count(page).textContent()).resolves.toBe('160 pages trouvées');
    expect(await cards(page).count()).toBe(160);

    await page.getByLabel('Rechercher une ville ou une spécialité').fill('lyon');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('recherche') === 'lyon');
    await expect(count(page).textContent()).resolves.toBe('8 pages trouvées');

    await page.getByLabel('Région', { exact: true }).selectOption('Auvergne-Rhône-Alpes');
    await page.getByLabel('Spécialité', { exact: true }).selectOption('droit-penal');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('specialite') === 'droit-penal');
    await expect(count(page).textContent()).resolves.toBe('1 page trouvée');
    await expect(cards(page).first().getAttribute('href')).resolves.toBe('/seo-avocat-droit-penal-lyon');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      recherche: 'lyon',
      region: 'Auvergne-Rhône-Alpes',
      specialite: 'droit-penal',
    });

    // The same URL, opened afresh, shows the same filtered list (server-rendered).
    await page.reload();
    await hydrated(page);
    await expect(count(page).textContent()).resolves.toBe('1 page trouvée');
    await expect(page.getByLabel('Rechercher une ville ou une spécialité').inputValue()).resolves.toBe('lyon');
    await expect(page.getByLabel('Spécialité', { exact: true }).inputValue()).resolves.toBe('droit-penal');

    await page.getByLabel('Rechercher une ville ou une spécialité').fill('Tombouctou');
    await page.getByText('Aucune page trouvée avec ces critères.').waitFor();
    await expect(count(page).textContent()).resolves.toBe('0 page trouvée');

    await page.getByRole('button', { name: 'Effacer les filtres' }).first().click();
    await page.waitForFunction(() => location.search === '');
    await expect(count(page).textContent()).resolves.toBe('160 pages trouvées');
    await expect(page.getByLabel('Rechercher une ville ou une spécialité').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Région', { exact: true }).inputValue()).resolves.toBe('all');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a card opens its landing page, whose internal links navigate to another landing page', async () => {
    const { context, page, problems } = await visitor(browser);
    await page.goto(`${s.url}/pages-seo?region=Occitanie&specialite=droit-penal`);
    await hydrated(page);
    await expect(count(page).textContent()).resolves.toBe('3 pages trouvées');
    await page.getByRole('link', { name: /Avocat en droit pénal à Toulouse/ }).click();
    await page.getByRole('heading', { level: 1, name: /Avocat en droit pénal à Toulouse/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/seo-avocat-droit-penal-toulouse');
    await page.getByText("jusqu'à 38 nouveaux clients par mois").waitFor();

    // Client-side navigation loads the next page's data on demand.
    await page.getByRole('link', { name: 'Avocat en droit de la famille à Toulouse' }).click();
    await page.getByRole('heading', { level: 1, name: /Avocat en droit de la famille à Toulouse/ }).waitFor();
    await expect(page.title()).resolves.toBe(
      'SEO pour Avocat en Droit de la famille à Toulouse | Experts en Référencement Juridique',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a landing page opened directly hydrates without errors on a phone, and its FAQ opens', async () => {
    const { context, page, problems } = await visitor(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${s.url}/seo-avocat-droit-fiscal-bordeaux`);
    await hydrated(page);
    const question = page.getByText('Les contribuables cherchent-ils un avocat fiscaliste en ligne ?');
    const answer = page.getByText(/avocat contrôle fiscal Bordeaux/);
    await expect(answer.isVisible()).resolves.toBe(false);
    await question.click();
    await answer.waitFor({ state: 'visible' });
    await expect(page.getByRole('link', { name: '01 99 00 12 34' }).first().getAttribute('href')).resolves.toBe('tel:+33199001234');
    // No horizontal scrolling on a phone.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await context.close();
  });
});
