/**
 * The lead desk in a real browser: at 1280 px the list (search, filters, status from the list),
 * the detail (call, write, source and utm, a note, the history, the e-mails) and the dashboard's
 * figures; at 390 px a card per lead without sideways scrolling; the icon buttons' tooltips with
 * the spec's delays, on Playwright's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, FIRST_ADMIN, registerAdmin, useTestServer } from '../helpers/server';
import { loginAdmin, openVisitor, useBrowser } from '../helpers/browser';
import { until } from '../helpers/until';

const claire = {
  firstName: 'Claire', lastName: 'Dubois', email: 'claire@cabinet-dubois.fr', phone: '06 12 34 56 78', firmName: 'Cabinet Dubois',
  specialization: 'travail', objectives: 'Être trouvée pour « avocat licenciement Lyon ».', consent: true,
  sourcePage: '/seo-avocat-droit-du-travail-lyon', referrer: 'https://www.google.fr/', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'travail-lyon',
};
const paul = { firstName: 'Paul', lastName: 'Martin', email: 'paul@martin-avocat.fr', phone: '+33 7 00 00 00 01', consent: true, quizAnswers: [] };

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true }).first();

describe('the lead desk in the back office', () => {
  const s = useTestServer();
  const browser = useBrowser();
  beforeAll(async () => {
    await registerAdmin(s.url);
    expect((await api(s.url, 'POST', '/api/contacts', { body: claire })).status).toBe(201);
    expect((await api(s.url, 'POST', '/api/quiz-leads', { body: paul })).status).toBe(201);
    await api(s.url, 'POST', '/api/beacon', { body: { path: '/seo-avocat-droit-du-travail-lyon' } });
    await api(s.url, 'POST', '/api/beacon', { body: { path: '/seo-avocat-droit-du-travail-lyon' } });
  });
  const opened: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const context of opened) await context.close();
  });

  it('at 1280 px: searches, filters, changes a status from the list, opens a lead, adds a note', async () => {
    const { context, page, problems } = await openVisitor(browser, { width: 1280, height: 900 });
    opened.push(context);
    await loginAdmin(page, s.url, FIRST_ADMIN);
    await page.goto(`${s.url}/admin/dashboard?view=contacts`);
    const table = page.getByRole('table', { name: 'Prospects' });
    await table.getByRole('button', { name: 'Claire Dubois', exact: true }).waitFor();
    await table.getByRole('button', { name: 'Paul Martin', exact: true }).waitFor();
    await table.getByText('/seo-avocat-droit-du-travail-lyon · google / cpc / travail-lyon').waitFor();

    await page.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill('martin-avocat');
    await table.getByRole('button', { name: 'Claire Dubois', exact: true }).waitFor({ state: 'detached' });
    await table.getByRole('button', { name: 'Paul Martin', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill('');
    await page.getByRole('combobox', { name: 'Filtrer par type' }).selectOption('contact');
    await table.getByRole('button', { name: 'Paul Martin', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Filtrer par type' }).selectOption('');

    await table.getByRole('combobox', { name: 'Statut de Claire Dubois' }).selectOption('contacte');
    await toast(page, 'Statut mis à jour').waitFor();
    await until(() => s.query<{ status: string }>('SELECT status FROM contacts')[0]?.status === 'contacte', 'the status stored');
    await page.getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('nouveau');
    await table.getByRole('button', { name: 'Claire Dubois', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('');

    await table.getByRole('button', { name: 'Claire Dubois', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Claire Dubois' });
    await detail.getByText('Être trouvée pour « avocat licenciement Lyon ».').waitFor();
    expect(page.url()).toMatch(/[?&]lead=contact-\d+/);
    expect(await detail.getByRole('link', { name: 'Appeler le 06 12 34 56 78' }).getAttribute('href')).toBe('tel:0612345678');
    expect(await detail.getByRole('link', { name: 'claire@cabinet-dubois.fr' }).getAttribute('href')).toBe('mailto:claire@cabinet-dubois.fr');
    await detail.getByText('https://www.google.fr/').waitFor();
    await detail.getByText('travail-lyon', { exact: true }).waitFor();
    await detail.getByText(/Nouveau → Contacté \(admin\)/).waitFor();
    await detail.getByText(/Notification à l.agence à contact@avocat-visible\.fr/).waitFor();

    await detail.getByRole('button', { name: 'Ajouter la note' }).click();
    await detail.getByText('Veuillez saisir le texte de la note.').waitFor();
    await detail.getByRole('textbox', { name: 'Nouvelle note' }).fill('Rappelée : rendez-vous jeudi 10 h.');
    await detail.getByRole('button', { name: 'Ajouter la note' }).click();
    await detail.getByText('Rappelée : rendez-vous jeudi 10 h.').waitFor();
    await detail.getByText(/^admin · /).waitFor();
    expect(s.query('SELECT text FROM lead_notes')).toEqual([{ text: 'Rappelée : rendez-vous jeudi 10 h.' }]);

    await detail.getByRole('combobox', { name: 'Statut du prospect' }).selectOption('rdv');
    await detail.getByText(/Contacté → Rendez-vous \(admin\)/).waitFor();
    await detail.getByRole('button', { name: 'Fermer' }).click();
    await detail.waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('lead=');
    expect(problems).toEqual([]);
  });

  it('the dashboard shows the leads to handle, the response time against the promise, the chart and the pages by conversion', async () => {
    const { context, page, problems } = await openVisitor(browser, { width: 1280, height: 900 });
    opened.push(context);
    await loginAdmin(page, s.url, FIRST_ADMIN);
    const toHandle = page.getByRole('heading', { name: 'À traiter' }).locator('..').locator('..');
    await toHandle.getByText('1', { exact: true }).waitFor();
    await page.getByText(/Promesse : 2 h — 1 sur 1 prospect traité dans le délai/).waitFor();
    await page.getByText('2 visites et 2 prospects sur 30 jours.').waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    const pages = page.getByRole('table', { name: 'Pages classées par taux de conversion' });
    const row = pages.getByRole('row').filter({ hasText: '/seo-avocat-droit-du-travail-lyon' });
    await row.getByText('50 %').waitFor();
    expect(problems).toEqual([]);
  });

  it('at 390 px: a card per lead with a tap-to-call phone, and no sideways scrolling', async () => {
    const { context, page, problems } = await openVisitor(browser, { width: 390, height: 844 });
    opened.push(context);
    await loginAdmin(page, s.url, FIRST_ADMIN);
    await page.goto(`${s.url}/admin/dashboard?view=contacts`);
    const cards = page.getByRole('list', { name: 'Prospects' });
    const card = cards.getByRole('listitem', { name: 'Paul Martin' });
    await card.waitFor();
    expect(await card.getByRole('link', { name: '+33 7 00 00 00 01' }).getAttribute('href')).toBe('tel:+33700000001');
    await card.getByRole('combobox', { name: 'Statut de Paul Martin' }).waitFor();
    await expect(page.getByRole('table', { name: 'Prospects' }).isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });

  it('the icon buttons show their tooltip after 700 ms, and the next one at once within 300 ms', async () => {
    const { context, page, problems } = await openVisitor(browser, { width: 1280, height: 900 });
    opened.push(context);
    await loginAdmin(page, s.url, FIRST_ADMIN);
    await page.clock.install();
    await page.goto(`${s.url}/admin/dashboard?view=contacts`);
    const table = page.getByRole('table', { name: 'Prospects' });
    const view = table.getByRole('button', { name: 'Voir la fiche de Claire Dubois' });
    const tooltip = (text: string) => page.getByRole('tooltip', { name: text });
    await view.waitFor();
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1000);

    await view.hover({ position: { x: 10, y: 10 } });
    await view.hover({ position: { x: 14, y: 14 } });
    await page.clock.runFor(650);
    expect(await tooltip('Voir la fiche de Claire Dubois').count()).toBe(0);
    await page.clock.runFor(60);
    await tooltip('Voir la fiche de Claire Dubois').waitFor();

    // The pointer leaves for the page's title (through a few moves, as a hand does): the tooltip closes.
    const away = (await page.getByRole('heading', { level: 1, name: 'Contacts' }).boundingBox())!;
    const leave = () => page.mouse.move(away.x + 20, away.y + away.height / 2, { steps: 5 });
    await leave();
    await tooltip('Voir la fiche de Claire Dubois').waitFor({ state: 'detached' });
    // Within 300 ms the next opens at once.
    await page.clock.runFor(200);
    const write = table.getByRole('link', { name: 'Écrire à Claire Dubois' });
    await write.hover({ position: { x: 10, y: 10 } });
    await write.hover({ position: { x: 14, y: 14 } });
    await tooltip('Écrire à Claire Dubois').waitFor();

    // Past the 300 ms, the delay is back.
    await leave();
    await tooltip('Écrire à Claire Dubois').waitFor({ state: 'detached' });
    await page.clock.runFor(400);
    const paulView = table.getByRole('button', { name: 'Voir la fiche de Paul Martin' });
    await paulView.hover({ position: { x: 10, y: 10 } });
    await paulView.hover({ position: { x: 14, y: 14 } });
    await page.clock.runFor(600);
    expect(await tooltip('Voir la fiche de Paul Martin').count()).toBe(0);
    await page.clock.runFor(150);
    await tooltip('Voir la fiche de Paul Martin').waitFor();
    expect(problems).toEqual([]);
  });
});
