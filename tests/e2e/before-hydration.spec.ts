/**
 * What a visitor does before the page's code has arrived is never lost (decision 064): the code is
 * held back while the visitor answers, types or ticks; once it hydrates, React takes over that
 * native state (a checked answer, typed text) instead of writing over it.
 */
import type { Page } from '@playwright/test';
import { expect, formReady, test, waitForHydration } from './fixtures';

/** Holds every script of the page until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the quiz: an answer checked before hydration counts, « Suivant » answers and the countdown runs', async ({ page, server, problems }) => {
  const release = await holdScripts(page);
  await page.goto(`${server.url}/quiz`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: 'Oui, un site récent et adapté aux mobiles' }).check();
  release();
  await waitForHydration(page);
  const next = page.getByRole('button', { name: 'Suivant' });
  await expect(next).toBeEnabled();
  await expect(page.getByText('Répondez avant la fin du chrono.')).toBeVisible();
  await next.click();
  await expect(page.getByText('Question 2 sur 6')).toBeVisible();
  expect(problems).toEqual([]);
});

test('« Calculer mon ROI »: figures typed before hydration are the ones calculated', async ({ page, server, problems }) => {
  const release = await holdScripts(page);
  await page.goto(`${server.url}/roi-calculator`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel(/Chiffre d'affaires mensuel actuel/).fill('20000');
  release();
  await formReady(page, 'form[aria-labelledby="roi-form-title"]');
  await expect(page.getByLabel(/Chiffre d'affaires mensuel actuel/)).toHaveValue('20000');
  await page.getByRole('button', { name: 'Calculer mon ROI' }).click();
  const result = page.getByRole('region', { name: 'Votre retour sur investissement' });
  await expect(result).toContainText(/Chiffre d'affaires mensuel actuel\s*20\s000\s€/, { useInnerText: true });
  expect(problems).toEqual([]);
});

test('the contact form: what was typed and ticked before hydration is what is sent', async ({ page, server, problems }) => {
  const release = await holdScripts(page);
  await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Demande de contact' });
  await form.getByLabel(/Prénom/).fill('Avant');
  await form.getByLabel('Nom', { exact: true }).fill('Hydratation');
  await form.getByLabel(/E-mail/).fill('avant@hydratation.fr');
  await form.getByLabel(/J'accepte d'être contacté/).check();
  release();
  await formReady(page, 'form[aria-label="Demande de contact"]');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Demande envoyée !').first()).toBeVisible();
  expect(server.query("SELECT first_name, last_name FROM contacts WHERE email = 'avant@hydratation.fr'")).toEqual([{ first_name: 'Avant', last_name: 'Hydratation' }]);
  expect(problems).toEqual([]);
});

test('a page the visitor scrolled before hydration stays where it is (a tap there lands on what was under the finger)', async ({ page, server }) => {
  const release = await holdScripts(page);
  await page.goto(`${server.url}/roi-calculator`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Calculer mon ROI' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Client-side navigation still starts each new page at the top.
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
