/** JavaScript off (the `nojs` project): pick a slot on /rendez-vous, book it, open the manage link, cancel the call. */
import { expect, shot, test } from './fixtures';

test.describe('booking a call without JavaScript', () => {
  // On a phone's width: one column, the menu behind « Menu » (a <details>, no script).
  test.use({ viewport: { width: 390, height: 844 }, serverEnv: { SMTP_URL: 'smtp://127.0.0.1:9', LEADS_NOTIFY_TO: 'equipe@avocat-visible.test' } });

  test('a slot picked and posted lands on the confirmation; its manage link cancels the call and frees the slot', async ({ page, server }) => {
    await page.goto(`${server.url}/rendez-vous`);
    await shot(page, 'booking-phone');
    await page.getByText('Menu', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Navigation mobile' }).getByRole('link', { name: 'Tarifs' })).toBeVisible();
    await page.getByText('Menu', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeHidden();
    const firstTime = page.locator('input[name="start"]').first();
    const start = await firstTime.getAttribute('value');
    await firstTime.check();
    const form = page.getByRole('form', { name: 'Prendre rendez-vous' });
    await form.getByLabel('Prénom').fill('Marc');
    await form.getByLabel('Nom', { exact: true }).fill('Petit');
    await form.getByLabel('E-mail').fill('marc@petit-avocat.fr');
    await form.getByLabel('Téléphone').fill('0698765432');
    await form.getByLabel('Cabinet').fill('Cabinet Petit');
    await form.getByRole('checkbox').check();
    await shot(page, 'booking-nojs-filled');
    await form.getByRole('button', { name: 'Réserver ce créneau' }).click();

    await expect(page).toHaveURL(/\/rendez-vous\/[A-Za-z0-9_-]{24}$/);
    await expect(page.getByText('Votre appel est prévu le')).toBeVisible();
    const manage = new URL(page.url()).pathname;
    await shot(page, 'booking-manage-phone');

    await test.step('the manage link, opened again, cancels the call', async () => {
      await page.goto(server.url + manage);
      await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
      await expect(page).toHaveURL(/\/rendez-vous\/annule$/);
      await expect(page.getByRole('heading', { name: 'Rendez-vous annulé' })).toBeVisible();
      await page.goto(server.url + manage);
      await expect(page.getByRole('heading', { name: 'Rendez-vous introuvable' })).toBeVisible();
    });

    await test.step('the slot is offered again', async () => {
      await page.goto(`${server.url}/rendez-vous`);
      await expect(page.locator(`input[name="start"][value="${start}"]`)).toHaveCount(1);
    });
  });
});
