import { expect, test, waitForHydration } from './fixtures';

test.describe('the public site shell in a real browser', () => {
  test.describe('a first visit, no cookie choice yet', () => {
    test.use({ cookieChoice: false });

    test('a visitor accepts the cookie banner, reloads, and the banner stays hidden', async ({ page, server, problems }) => {
      await page.goto(server.url + '/');
      const accept = page.getByRole('button', { name: 'Accepter tout' });
      await test.step('the banner offers the three choices', async () => {
        await expect(accept).toBeVisible();
        await expect(page.getByRole('button', { name: 'Refuser tout' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Paramétrer' })).toBeVisible();
      });
      await test.step('accepting stores the choice and closes the banner', async () => {
        await accept.click();
        await expect(accept).toHaveCount(0);
        const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent'))) ?? 'null');
        expect(stored).toMatchObject({ necessary: true, analytics: true, marketing: true });
        expect(new Date(stored.timestamp).toISOString()).toBe(stored.timestamp);
      });
      await test.step('after a reload the banner stays away', async () => {
        const bannerCode: string[] = [];
        page.on('request', (request) => {
          if (/\/CookieBanner-[\w-]+\.js$/.test(request.url())) bannerCode.push(request.url());
        });
        await page.reload({ waitUntil: 'networkidle' });
        await waitForHydration(page);
        // With a choice stored the banner's code is never fetched, so it cannot show up later.
        expect(bannerCode).toEqual([]);
        await expect(accept).toHaveCount(0);
      });
      expect(problems).toEqual([]);
    });

    test('closing the banner counts as refusal; saved preferences keep the chosen toggles', async ({ page, server }) => {
      await page.goto(server.url + '/blog');
      await page.getByRole('button', { name: 'Fermer' }).first().click();
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'))).toMatchObject({
        necessary: true,
        analytics: false,
        marketing: false,
      });

      await page.evaluate(() => localStorage.removeItem('cookie-consent'));
      await page.reload();
      // The settings dialog's code comes with the banner (« Paramétrer » answers its first tap).
      const settingsButton = page.getByRole('button', { name: 'Paramétrer' });
      const dialog = page.getByRole('dialog', { name: /Paramètres des cookies/ });
      await test.step('Escape closes the settings without a choice; focus goes back to « Paramétrer »', async () => {
        await expect(settingsButton).toHaveAttribute('aria-haspopup', 'dialog');
        await settingsButton.click();
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(settingsButton).toBeFocused();
        expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();
      });
      await test.step('saved preferences keep the chosen toggles', async () => {
        await settingsButton.click();
        await expect(dialog).toBeVisible();
        await dialog.getByRole('switch', { name: /analytique|mesure d'audience/i }).click();
        await dialog.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
        await expect(dialog).toHaveCount(0);
        const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent'))) ?? 'null');
        expect(saved).toMatchObject({ necessary: true, analytics: true, marketing: false });
      });
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the mobile burger menu opens, and closes after a section is chosen', async ({ page, server }) => {
        await page.goto(server.url + '/');
        // The menu is React state: it opens once the page is hydrated.
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        const services = page.getByRole('link', { name: 'Services' }).last();
        await expect(services).toBeVisible();
        await services.click();
        await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
        await expect(page).toHaveURL(/#services$/);
      });
    });
  });

  test('hydrates the blog without errors and navigates client-side to an article', async ({ page, server, problems }) => {
    await page.goto(server.url + '/blog');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const firstCard = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await firstCard.textContent())?.trim() ?? '';
    await firstCard.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    // The URL changes first; the article renders once its code-split chunk and data arrive.
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // Same document: the router navigated without a full page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(problems).toEqual([]);
  });
});
