/**
 * The first tap on each public form's control works (decision 064): one tap (phone project: touch,
 * slow 4G, 4× slower CPU) or one mouse click (desktop) at the page's `load`, nothing touched before,
 * no wait for hydration nor for the form's code. What the control promises happens within 3 s —
 * through the React form once its code is in, or the native post before that.
 */
import type { Page } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../helpers/fixture-site';
import { api } from '../helpers/server';
import { expect, tapOnce, test } from './fixtures';

/** What a control promises must happen within 3 s of the tap. */
const PROMISED = { timeout: 3000 };
/**
 * The audit's score comes after the server has fetched and analysed the site (its own budget is
 * 15 s): the tap is not lost if its report shows, which with another browser test beside it on
 * two cores takes more than 3 s now and then.
 */
const AUDIT_DONE = { timeout: 10_000 };

/**
 * Records the Event Timing entries of the page (and of the page the tap may post from: kept in
 * sessionStorage when it is left) to report the first tap's duration.
 */
async function watchEventTiming(page: Page): Promise<() => Promise<number | null>> {
  await page.addInitScript(() => {
    const entries: { name: string; duration: number }[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) entries.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    addEventListener('pagehide', () => {
      if (entries.length) sessionStorage.setItem('tap-events', JSON.stringify(entries));
    });
    (window as unknown as { tapEvents: typeof entries }).tapEvents = entries;
  });
  return async () => {
    const entries = await page.evaluate(() => [
      ...(JSON.parse(sessionStorage.getItem('tap-events') ?? '[]') as { name: string; duration: number }[]),
      ...(window as unknown as { tapEvents: { name: string; duration: number }[] }).tapEvents,
    ]);
    const tap = entries.filter((e) => /^(pointer|touch|mouse)(down|up|start|end)$|^click$/.test(e.name));
    return tap.length ? Math.max(...tap.map((e) => e.duration)) : null;
  };
}

/** Reports the first tap's Event Timing duration (ms), and whether the form posted natively, as an annotation of the test. */
async function report(page: Page, read: () => Promise<number | null>, control: string, from: string) {
  const ms = await read();
  const path = new URL(page.url()).pathname;
  const how = path === from ? 'React' : `native post → ${path.replace(/\/audit\/[\w-]+/, '/audit/{token}')}`;
  test.info().annotations.push({ type: 'first-tap', description: `${control}: ${ms === null ? '< 16 ms' : `${Math.round(ms)} ms`} (${how})` });
}

const count = (rows: { n: number }[]) => rows[0]?.n ?? 0;

test.describe('first tap on the public forms', () => {
  test.use({ serverEnv: { OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' } });
  let site: FixtureSite;
  test.beforeAll(async () => {
    site = await startFixtureSite();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('« Calculer mon ROI » shows the result', async ({ page, server }) => {
    const read = await watchEventTiming(page);
    await page.goto(`${server.url}/roi-calculator`);
    await tapOnce(page, page.getByRole('button', { name: 'Calculer mon ROI' }));
    await expect(page.getByRole('heading', { name: 'Votre retour sur investissement' })).toBeVisible(PROMISED);
    await expect(page.getByText('Impact sur un an')).toBeVisible();
    await report(page, read, 'Calculer mon ROI', '/roi-calculator');
  });

  test('the contact form stores the lead, once, and thanks the visitor', async ({ page, server }) => {
    const email = `tap-${test.info().project.name}@cabinet.fr`;
    const read = await watchEventTiming(page);
    await page.goto(`${server.url}/`);
    const form = page.getByRole('form', { name: 'Demande de contact' });
    await form.getByLabel(/Prénom/).fill('Claire');
    await form.getByLabel('Nom', { exact: true }).fill('Dubois');
    await form.getByLabel(/E-mail/).fill(email);
    await form.getByLabel(/J'accepte d'être contacté/).check();
    await tapOnce(page, form.getByRole('button', { name: 'Envoyer ma demande' }));
    await expect(page.getByText('Demande envoyée !').first()).toBeVisible(PROMISED);
    await expect.poll(() => count(server.query<{ n: number }>('SELECT count(*) AS n FROM contacts WHERE email = ?', email)), PROMISED).toBe(1);
    await report(page, read, 'Envoyer ma demande', '/');
    // Never twice (the native post and a replayed submit).
    await page.goto(`${server.url}/privacy`);
    expect(count(server.query<{ n: number }>('SELECT count(*) AS n FROM contacts WHERE email = ?', email))).toBe(1);
  });

  test('the visibility calculator shows the result', async ({ page, server }) => {
    const read = await watchEventTiming(page);
    await page.goto(`${server.url}/`);
    const form = page.getByRole('form', { name: 'Calculateur de visibilité locale' });
    await form.getByLabel('Ville').fill('Lyon');
    await form.getByLabel(/Nombre de cabinets concurrents/).selectOption('6-15 cabinets');
    await tapOnce(page, form.getByRole('button', { name: 'Calculer ma visibilité' }));
    await expect(page.getByRole('heading', { name: 'Votre visibilité locale' })).toBeVisible(PROMISED);
    await report(page, read, 'Calculer ma visibilité', '/');
  });

  test('the audit tool audits the site', async ({ page, server }) => {
    const read = await watchEventTiming(page);
    await page.goto(`${server.url}/`);
    const form = page.getByRole('form', { name: 'Audit SEO gratuit' });
    await form.getByLabel(/Adresse de votre site/).fill(`${site.url}/`);
    await form.getByLabel(/Spécialisation/).selectOption('Droit pénal');
    await tapOnce(page, form.getByRole('button', { name: 'Lancer mon audit gratuit' }));
    // The result card (React) or the full report (native post): both show the overall score.
    await expect(page.getByText('Score global').first()).toBeVisible(AUDIT_DONE);
    await report(page, read, 'Lancer mon audit gratuit', '/');
  });

  test('the quiz takes the first answer tapped: « Suivant » answers and moves on, « Précédent » comes back', async ({ page, server }) => {
    const read = await watchEventTiming(page);
    await page.goto(`${server.url}/quiz`);
    await tapOnce(page, page.getByRole('radio', { name: 'Oui, un site récent et adapté aux mobiles' }));
    const next = page.getByRole('button', { name: 'Suivant' });
    await expect(next).toBeEnabled(PROMISED);
    await report(page, read, 'quiz answer', '/quiz');
    await tapOnce(page, next);
    await expect(page.getByText('Question 2 sur 6')).toBeVisible(PROMISED);
    await expect(page.getByRole('timer')).not.toHaveText('1:00', PROMISED);
    await tapOnce(page, page.getByRole('button', { name: 'Précédent' }));
    await expect(page.getByText('Question 1 sur 6')).toBeVisible(PROMISED);
    await expect(page.getByRole('radio', { name: 'Oui, un site récent et adapté aux mobiles' })).toBeChecked();
  });

  test('the audit report’s e-mail form sends the report', async ({ page, server }) => {
    const { reportUrl } = (await api<{ reportUrl: string }>(server.url, 'POST', '/api/audit', { body: { websiteUrl: `${site.url}/`, specialization: 'Droit pénal' } })).body;
    const email = `rapport-${test.info().project.name}@cabinet.fr`;
    const read = await watchEventTiming(page);
    await page.goto(server.url + reportUrl);
    const form = page.getByRole('form', { name: 'Recevoir le rapport complet par e-mail' });
    await form.getByLabel(/Prénom/).fill('Inès');
    await form.getByLabel(/E-mail/).fill(email);
    await form.getByLabel(/J'accepte/).check();
    await tapOnce(page, form.getByRole('button', { name: 'Recevoir le rapport complet par e-mail' }));
    await expect(page.getByText('Rapport envoyé ! Vous le recevrez dans quelques minutes à cette adresse.')).toBeVisible(PROMISED);
    await expect.poll(() => count(server.query<{ n: number }>('SELECT count(*) AS n FROM audit_leads WHERE email = ?', email)), PROMISED).toBe(1);
    await report(page, read, 'Recevoir le rapport par e-mail', reportUrl);
  });
});
