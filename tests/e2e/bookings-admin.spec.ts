/**
 * The back office's « Rendez-vous » view in a real browser: a call booked through the API is listed
 * in its week (linked to its lead), then staff cancel it after confirming; the slot is offered again.
 */
import { addDays, weekStart } from '#shared/booking/slots';
import { DEFAULT_BOOKING_SETTINGS } from '#shared/booking/settings';
import { firstWeekOffset } from '#client/components/admin/bookings/week';
import { api } from '../helpers/server';
import { expect, test, toast } from './fixtures';

type Slot = { start: string; end: string };
const visitor = { firstName: 'Agathe', lastName: 'Rousseau', email: 'agathe@rousseau-avocats.fr', phone: '06 98 76 54 32', firmName: 'Rousseau Avocats', consent: true };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('the « Rendez-vous » view', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a booked call is listed in its week with its lead, staff cancel it', async ({ adminPage: page, server }) => {
    const slots = await api<{ timezone: string; slots: Slot[] }>(server.url, 'GET', `/api/booking/slots?from=${day(0)}&to=${day(13)}`);
    const slot = slots.body.slots[0]!;
    const booked = await api<{ id: number }>(server.url, 'POST', '/api/booking', { body: { ...visitor, start: slot.start } });
    expect(booked.status).toBe(201);
    const zone = slots.body.timezone;
    // The view opens on this week, or on the next one when no opening day is left in this one.
    const thisWeek = addDays(weekStart(zone, new Date()), 7 * firstWeekOffset(DEFAULT_BOOKING_SETTINGS));
    let weeksAhead = 0;
    while (addDays(thisWeek, 7 * weeksAhead) !== weekStart(zone, new Date(slot.start))) weeksAhead += 1;

    await page.goto(`${server.url}/admin/dashboard/bookings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rendez-vous' })).toBeVisible();
    for (let i = 0; i < weeksAhead; i += 1) {
      const label = await page.getByTestId('bookings-week').textContent();
      await page.getByRole('button', { name: 'Semaine suivante' }).click();
      await expect(page.getByTestId('bookings-week')).not.toHaveText(label ?? '');
    }
    const lead = page.getByRole('link', { name: 'Agathe Rousseau' });
    await expect(lead).toHaveAttribute('href', `/admin/dashboard/leads/booking/${booked.body.id}`);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /^Annuler le rendez-vous de Agathe Rousseau/ }).click();
    await expect(toast(page, 'Rendez-vous annulé')).toBeVisible();
    await expect(page.getByRole('row', { name: /Agathe Rousseau/ })).toContainText('Annulé');
    await expect(page.getByRole('button', { name: /^Annuler le rendez-vous de Agathe Rousseau/ })).toHaveCount(0);

    const again = await api<{ slots: Slot[] }>(server.url, 'GET', `/api/booking/slots?from=${day(0)}&to=${day(13)}`);
    expect(again.body.slots.map((s) => s.start)).toContain(slot.start);

    await lead.click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/leads/booking/${booked.body.id}$`));
  });

  test('the home page\'s contact section leads to /rendez-vous', async ({ page, server }) => {
    await page.goto(`${server.url}/`);
    const link = page.locator('#contact').getByRole('link', { name: 'Réserver un appel : choisissez un créneau' });
    await expect(link).toHaveAttribute('href', '/rendez-vous');
  });
});
