/** The booking page in a desktop browser, by keyboard only: a time, the visitor's fields, the confirmation and its manage link. */
import { expect, shot, test } from './fixtures';

test.describe('booking a call on /rendez-vous with the keyboard', () => {
  test.use({ serverEnv: { SMTP_URL: 'smtp://127.0.0.1:9', LEADS_NOTIFY_TO: 'equipe@avocat-visible.test' } });

  test('Tab to a time, choose it, fill the form, submit: the confirmation shows the call and its manage link', async ({ page, server }) => {
    await page.goto(`${server.url}/rendez-vous`);
    await expect(page.getByRole('heading', { level: 1, name: 'Prendre rendez-vous' })).toBeVisible();
    await shot(page, 'booking-desktop');
    const firstTime = page.locator('input[name="start"]').first();
    const start = await firstTime.getAttribute('value');

    await test.step('Tab reaches the first time; Space chooses it', async () => {
      for (let i = 0; i < 60 && !(await firstTime.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(firstTime).toBeFocused();
      await page.keyboard.press('Space');
      await expect(firstTime).toBeChecked();
    });

    await test.step('Tab through the fields, typing each, then the consent box and the button', async () => {
      for (const value of ['Léa', 'Roux', 'lea@roux-avocat.fr', '0612345678', 'Cabinet Roux', 'Parlons de mon site.']) {
        await page.keyboard.press('Tab');
        await page.keyboard.type(value);
      }
      await expect(page.getByLabel('Cabinet')).toHaveValue('Cabinet Roux');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('checkbox')).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Réserver ce créneau' })).toBeFocused();
      await page.keyboard.press('Enter');
    });

    await test.step('the confirmation: the call, its manage link, the booking stored', async () => {
      await expect(page).toHaveURL(/\/rendez-vous\/[A-Za-z0-9_-]{24}$/);
      await expect(page.getByText('Votre appel est prévu le')).toBeVisible();
      const path = new URL(page.url()).pathname;
      await expect(page.getByRole('link', { name: path })).toHaveAttribute('href', path);
      await expect(page.getByRole('button', { name: 'Annuler le rendez-vous' })).toBeVisible();
      expect(server.query('SELECT first_name, slot_start FROM bookings WHERE email = ?', 'lea@roux-avocat.fr')).toMatchObject([{ first_name: 'Léa', slot_start: Date.parse(start!) }]);
      await shot(page, 'booking-manage-desktop');
    });
  });
});
