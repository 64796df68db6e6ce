/**
 * The lead desk in a real browser: at 1280 px the list (search, filters, status from the list),
 * the detail (call, write, source and utm, a note, the history, the e-mails) and the dashboard's
 * figures; at 390 px a card per lead without sideways scrolling; the icon buttons' tooltips with
 * the spec's delays, on Playwright's clock.
 */
import type { Locator } from '@playwright/test';
import { api } from '../helpers/server';
import { expect, test, toast } from './fixtures';

const claire = {
  firstName: 'Claire', lastName: 'Dubois', email: 'claire@cabinet-dubois.fr', phone: '06 12 34 56 78', firmName: 'Cabinet Dubois',
  specialization: 'travail', objectives: 'Être trouvée pour « avocat licenciement Lyon ».', consent: true,
  sourcePage: '/seo-avocat-droit-du-travail-lyon', referrer: 'https://www.google.fr/', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'travail-lyon',
};
const paul = { firstName: 'Paul', lastName: 'Martin', email: 'paul@martin-avocat.fr', phone: '+33 7 00 00 00 01', consent: true, quizAnswers: [] };

/** The spec's tooltip timing (§9), as src/client/ui/tooltip.tsx sets it on the Radix provider. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

test.describe('the lead desk in the back office', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // Two leads (Claire by the contact form with her source and utm, Paul by the quiz) and two
  // visits of Claire's landing page.
  test.beforeAll(async ({ servers }, testInfo) => {
    const server = await servers.forFile(testInfo.file);
    expect((await api(server.url, 'POST', '/api/contacts', { body: claire })).status).toBe(201);
    expect((await api(server.url, 'POST', '/api/quiz-leads', { body: paul })).status).toBe(201);
    await api(server.url, 'POST', '/api/beacon', { body: { path: '/seo-avocat-droit-du-travail-lyon' } });
    await api(server.url, 'POST', '/api/beacon', { body: { path: '/seo-avocat-droit-du-travail-lyon' } });
  });

  test.describe('Claire handled, then the dashboard', () => {
    // The dashboard's figures count the lead the first test handles: they run in this order.
    test.describe.configure({ mode: 'serial' });

    test('at 1280 px: searches, filters, changes a status from the list, opens a lead, adds a note', async ({ adminPage: page, server, problems }) => {
      await page.goto(`${server.url}/admin/dashboard/leads`);
      const table = page.getByRole('table', { name: 'Prospects' });
      const claireRow = table.getByRole('button', { name: 'Claire Dubois', exact: true });
      const paulRow = table.getByRole('button', { name: 'Paul Martin', exact: true });
      await test.step('both leads are listed, Claire with her source page and utm', async () => {
        await expect(claireRow).toBeVisible();
        await expect(paulRow).toBeVisible();
        await expect(table.getByText('/seo-avocat-droit-du-travail-lyon · google / cpc / travail-lyon')).toBeVisible();
      });

      await test.step('each lead shows its priority score, its factors in a tooltip on keyboard focus; « Trier par priorité » goes in the address', async () => {
        const score = table.getByRole('button', { name: /^Score de priorité 25 sur 100 : Droit du travail/ });
        await score.focus();
        await expect(page.getByRole('tooltip')).toContainText('Droit du travail : dossier moyen 4 200 € +10 · Téléphone donné +15');
        const sort = page.getByRole('button', { name: 'Trier par priorité' });
        await sort.click();
        await expect(sort).toHaveAttribute('aria-pressed', 'true');
        await expect(page).toHaveURL(/[?&]sort=score/);
        await expect(table.getByRole('button', { name: /^Score de priorité/ })).toHaveText(['40', '25']);
        await sort.click();
        await expect(page).toHaveURL(`${server.url}/admin/dashboard/leads`);
      });

      await test.step('the search and the type filter narrow the list', async () => {
        const search = page.getByRole('searchbox', { name: 'Rechercher un prospect' });
        await search.fill('martin-avocat');
        await expect(claireRow).toHaveCount(0);
        await expect(paulRow).toBeVisible();
        await search.fill('');
        await page.getByRole('combobox', { name: 'Filtrer par type' }).selectOption('contact');
        await expect(paulRow).toHaveCount(0);
        await expect(claireRow).toBeVisible();
        await page.getByRole('combobox', { name: 'Filtrer par type' }).selectOption('');
      });

      await test.step('Claire is marked « contacté » from the list; the status filter leaves her out of « nouveau »', async () => {
        await table.getByRole('combobox', { name: 'Statut de Claire Dubois' }).selectOption('contacte');
        await expect(toast(page, 'Statut mis à jour')).toBeVisible();
        await expect.poll(() => server.query('SELECT status FROM contacts')).toEqual([{ status: 'contacte' }]);
        await page.getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('nouveau');
        await expect(claireRow).toHaveCount(0);
        await expect(paulRow).toBeVisible();
        await page.getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('');
      });

      const detail = page.getByRole('dialog', { name: 'Claire Dubois' });
      await test.step('her detail: call, write, source and utm, the history, the e-mails', async () => {
        await claireRow.click();
        await expect(detail.getByText('Être trouvée pour « avocat licenciement Lyon ».')).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/dashboard\/leads\/contact\/\d+$/);
        await expect(detail.getByRole('link', { name: 'Appeler le 06 12 34 56 78' })).toHaveAttribute('href', 'tel:0612345678');
        await expect(detail.getByRole('link', { name: 'claire@cabinet-dubois.fr' })).toHaveAttribute('href', 'mailto:claire@cabinet-dubois.fr');
        await expect(detail.getByText('https://www.google.fr/')).toBeVisible();
        await expect(detail.getByText('travail-lyon', { exact: true })).toBeVisible();
        await expect(detail.getByText(/Nouveau → Contacté \(admin\)/)).toBeVisible();
        await expect(detail.getByText(/Notification à l.agence à contact@avocat-visible\.fr/)).toBeVisible();
      });

      await test.step('a note: refused empty, then added with its author', async () => {
        await detail.getByRole('button', { name: 'Ajouter la note' }).click();
        await expect(detail.getByText('Veuillez saisir le texte de la note.')).toBeVisible();
        await detail.getByRole('textbox', { name: 'Nouvelle note' }).fill('Rappelée : rendez-vous jeudi 10 h.');
        await detail.getByRole('button', { name: 'Ajouter la note' }).click();
        await expect(detail.getByText('Rappelée : rendez-vous jeudi 10 h.')).toBeVisible();
        await expect(detail.getByText(/^admin · /)).toBeVisible();
        expect(server.query('SELECT text FROM lead_notes')).toEqual([{ text: 'Rappelée : rendez-vous jeudi 10 h.' }]);
      });

      await test.step('« rendez-vous » from the detail joins the history; closing goes back to the list’s address', async () => {
        await detail.getByRole('combobox', { name: 'Statut du prospect' }).selectOption('rdv');
        await expect(detail.getByText(/Contacté → Rendez-vous \(admin\)/)).toBeVisible();
        await detail.getByRole('button', { name: 'Fermer' }).click();
        await expect(detail).toHaveCount(0);
        await expect(page).toHaveURL(`${server.url}/admin/dashboard/leads`);
      });
      expect(problems).toEqual([]);
    });

    test('the dashboard shows the leads to handle, the response time against the promise, the chart and the pages by conversion', async ({ adminPage: page, server, problems }) => {
      await page.goto(`${server.url}/admin/dashboard`);
      const toHandle = page.getByRole('heading', { name: 'À traiter' }).locator('..').locator('..');
      // The first figure waits for the back office's overview code (charts included) and its first
      // query: on a loaded CI machine, longer than the default 10 s.
      await expect(toHandle.getByText('1', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(/Promesse : 2 h — 1 sur 1 prospect traité dans le délai/)).toBeVisible();
      await expect(page.getByText('2 visites et 2 prospects sur 30 jours.')).toBeVisible();
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
      const pages = page.getByRole('table', { name: 'Pages classées par taux de conversion' });
      const row = pages.getByRole('row').filter({ hasText: '/seo-avocat-droit-du-travail-lyon' });
      await expect(row.getByText('50 %')).toBeVisible();
      expect(problems).toEqual([]);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('at 390 px: a card per lead with a tap-to-call phone, and no sideways scrolling', async ({ adminPage: page, server, problems }) => {
      await page.goto(`${server.url}/admin/dashboard/leads`);
      const card = page.getByRole('list', { name: 'Prospects' }).getByRole('listitem', { name: 'Paul Martin' });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: '+33 7 00 00 00 01' })).toHaveAttribute('href', 'tel:+33700000001');
      await expect(card.getByRole('combobox', { name: 'Statut de Paul Martin' })).toBeVisible();
      // The cards are on screen: the table of wide screens is not.
      await expect(page.getByRole('table', { name: 'Prospects' })).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(problems).toEqual([]);
    });

    test('at 390 px: the dashboard with its figures, its chart and the pages by conversion, without sideways scrolling', async ({ adminPage: page, server, problems }) => {
      await page.goto(`${server.url}/admin/dashboard`);
      const pages = page.getByRole('table', { name: 'Pages classées par taux de conversion' });
      // The chart's code (recharts, loaded with the overview) comes first: up to 20 s on a loaded machine.
      await expect(pages.getByRole('row').filter({ hasText: '/seo-avocat-droit-du-travail-lyon' })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
      await expect(page.getByRole('table', { name: 'Les 5 premiers articles' })).toBeVisible();
      // The wide tables scroll inside their panel; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(problems).toEqual([]);
    });
  });

  test('the icon buttons show their tooltip after 700 ms, and the next one at once within 300 ms', async ({ adminPage: page, server, problems }) => {
    await page.clock.install();
    await page.goto(`${server.url}/admin/dashboard/leads`);
    const table = page.getByRole('table', { name: 'Prospects' });
    const tooltip = (text: string) => page.getByRole('tooltip', { name: text });
    const claireView = table.getByRole('button', { name: 'Voir la fiche de Claire Dubois' });
    const claireWrite = table.getByRole('link', { name: 'Écrire à Claire Dubois' });
    const paulView = table.getByRole('button', { name: 'Voir la fiche de Paul Martin' });
    await expect(claireView).toBeVisible();
    // From here the page's time moves only when the test says so: a tooltip shown or not at a given
    // time on this clock is the delay itself, whatever the machine's speed.
    await page.clock.pauseAt(Date.now() + 1000);

    // Radix opens a tooltip on a pointer move over its trigger: two moves, as a hand does.
    const pointAt = async (target: Locator) => {
      await target.hover({ position: { x: 10, y: 10 } });
      await target.hover({ position: { x: 14, y: 14 } });
    };
    // The pointer leaves for the page's title (through a few moves): the tooltip closes.
    const away = (await page.getByRole('heading', { level: 1, name: 'Contacts' }).boundingBox())!;
    const leave = () => page.mouse.move(away.x + 20, away.y + away.height / 2, { steps: 5 });

    await test.step('hovered, a tooltip stays hidden until 700 ms, then shows', async () => {
      await pointAt(claireView);
      await expect(tooltip('Voir la fiche de Claire Dubois')).toHaveCount(0);
      await page.clock.runFor(OPEN_DELAY_MS - 10);
      // Radix's trigger says 'closed' until the delay's timer has fired.
      await expect(claireView).toHaveAttribute('data-state', 'closed');
      await expect(tooltip('Voir la fiche de Claire Dubois')).toHaveCount(0);
      await page.clock.runFor(20);
      await expect(tooltip('Voir la fiche de Claire Dubois')).toBeVisible();
      await expect(claireView).toHaveAttribute('data-state', 'delayed-open');
    });

    await test.step('within 300 ms of it closing, the next tooltip opens at once', async () => {
      await leave();
      await expect(tooltip('Voir la fiche de Claire Dubois')).toHaveCount(0);
      await page.clock.runFor(SKIP_DELAY_MS - 10);
      await pointAt(claireWrite);
      // The clock stands still: no delay could have run out.
      await expect(tooltip('Écrire à Claire Dubois')).toBeVisible();
      await expect(claireWrite).toHaveAttribute('data-state', 'instant-open');
    });

    await test.step('past 300 ms, the 700 ms delay is back', async () => {
      await leave();
      await expect(tooltip('Écrire à Claire Dubois')).toHaveCount(0);
      await page.clock.runFor(SKIP_DELAY_MS + 10);
      await pointAt(paulView);
      await expect(paulView).toHaveAttribute('data-state', 'closed');
      await expect(tooltip('Voir la fiche de Paul Martin')).toHaveCount(0);
      await page.clock.runFor(OPEN_DELAY_MS - 10);
      await expect(paulView).toHaveAttribute('data-state', 'closed');
      await expect(tooltip('Voir la fiche de Paul Martin')).toHaveCount(0);
      await page.clock.runFor(20);
      await expect(tooltip('Voir la fiche de Paul Martin')).toBeVisible();
      await expect(paulView).toHaveAttribute('data-state', 'delayed-open');
    });
    expect(problems).toEqual([]);
  });
});
