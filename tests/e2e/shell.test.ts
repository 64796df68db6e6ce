import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { openVisitor, useBrowser, waitForHydration, watchConsole } from '../helpers/browser';

describe('the public site shell in a real browser', () => {
  const s = useTestServer();
  const browser = useBrowser();

  it('a visitor accepts the cookie banner, reloads, and the banner stays hidden', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(s.url + '/');
    const accept = page.getByRole('button', { name: 'Accepter tout' });
    await accept.waitFor();
    await expect(page.getByRole('button', { name: 'Refuser tout' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Paramétrer' }).isVisible()).resolves.toBe(true);
    await accept.click();
    await accept.waitFor({ state: 'detached' });

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent'))) ?? 'null');
    expect(stored).toMatchObject({ necessary: true, analytics: true, marketing: true });
    expect(new Date(stored.timestamp).toISOString()).toBe(stored.timestamp);

    await page.reload();
    // The banner decides after hydration: wait for it, then give effects a moment.
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: 'Accepter tout' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closing the banner counts as refusal; saved preferences keep the chosen toggles', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(s.url + '/blog');
    await page.getByRole('button', { name: 'Fermer' }).first().click();
    const refused = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent'))) ?? 'null');
    expect(refused).toMatchObject({ necessary: true, analytics: false, marketing: false });

    await page.evaluate(() => localStorage.removeItem('cookie-consent'));
    await page.reload();
    // The settings dialog's code comes when the visitor reaches for 'Paramétrer'.
    const settingsButton = page.getByRole('button', { name: 'Paramétrer' });
    await expect(settingsButton.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    await settingsButton.click();
    const dialog = page.getByRole('dialog', { name: /Paramètres des cookies/ });
    await dialog.waitFor();
    // Escape closes it without a choice, and focus goes back to 'Paramétrer'.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Paramétrer');
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();
    await settingsButton.click();
    await dialog.waitFor();
    await dialog.getByRole('switch', { name: /analytique|mesure d'audience/i }).click();
    await dialog.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent'))) ?? 'null');
    expect(saved).toMatchObject({ necessary: true, analytics: true, marketing: false });
    await context.close();
  });

  it('hydrates the blog without errors and navigates client-side to an article', async () => {
    const { context, page, problems } = await openVisitor(browser);
    await page.goto(s.url + '/blog');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const firstCard = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await firstCard.textContent())?.trim() ?? '';
    await firstCard.click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    // The URL changes first; the article renders once its code-split chunk and data arrive.
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 10_000 });
    await page.waitForFunction((t) => document.title.startsWith(t), title, { timeout: 10_000 });
    // Same document: the router navigated without a full page load.
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the mobile burger menu opens, and closes after a section is chosen', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(s.url + '/');
    // The menu is React state: it opens once the page is hydrated.
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await burger.click();
    const services = page.getByRole('link', { name: 'Services' }).last();
    await services.waitFor();
    await services.click();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).waitFor();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.waitForFunction(() => location.hash === '#services');
    await context.close();
  });
});
