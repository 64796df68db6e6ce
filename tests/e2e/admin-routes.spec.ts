/**
 * The back office's addresses in a real browser: each view of /admin/dashboard is a route that
 * loads by its URL, with the sidebar marking it; the old `?view=` and `?lead=` links lead to the
 * new addresses; a lead has its own address; the lead desk's search, filters and pages are in the
 * URL; a view whose loader fails shows its error state and retries, and its pending state shows
 * while the loader waits.
 */
import type { Locator, Page } from '@playwright/test';
import { api } from '../helpers/server';
import { ADMIN_SERVER_ENV } from './admin-helpers';
import { expect, test } from './fixtures';

const claire = { firstName: 'Claire', lastName: 'Dubois', email: 'claire@cabinet-dubois.fr', firmName: 'Cabinet Dubois', consent: true };
/** 26 quiz leads and Claire: 27 leads, two pages of 25. */
const QUIZ_LEADS = 26;
const quizLead = (n: number) => ({ firstName: 'Prospect', lastName: `Quiz ${String(n).padStart(2, '0')}`, email: `quiz${n}@exemple.fr`, consent: true, quizAnswers: [] });

const VIEWS: { path: string; heading: string; shows: (page: Page) => Locator }[] = [
  { path: '/admin/dashboard', heading: 'Tableau de bord', shows: (page) => page.getByRole('table', { name: 'Les 5 premiers articles' }) },
  { path: '/admin/dashboard/articles', heading: 'Articles de blog', shows: (page) => page.getByRole('list', { name: 'Articles' }) },
  { path: '/admin/dashboard/generator', heading: 'Générateur IA', shows: (page) => page.getByRole('link', { name: 'Ouvrir le générateur' }) },
  { path: '/admin/dashboard/leads', heading: 'Contacts', shows: (page) => page.getByRole('table', { name: 'Prospects' }) },
  { path: '/admin/dashboard/emails', heading: 'E-mails', shows: (page) => page.getByRole('table', { name: 'E-mails' }) },
  { path: '/admin/dashboard/webhooks', heading: 'Webhooks', shows: (page) => page.getByLabel('URL du webhook') },
  { path: '/admin/dashboard/settings', heading: 'Paramètres', shows: (page) => page.getByRole('heading', { name: 'Profil' }) },
];

test.describe('the back office by its addresses', () => {
  // One admin session per test (more logins than the default ten per window); 27 leads posted.
  const env = { ...ADMIN_SERVER_ENV, RATE_LIMIT_FORMS_MAX: '100' };
  test.use({ viewport: { width: 1280, height: 900 }, serverEnv: env });

  let quizId = 0;
  let claireId = 0;
  test.beforeAll(async ({ servers }, testInfo) => {
    const server = await servers.forFile(testInfo.file, env);
    const sent = await api<{ id: number }>(server.url, 'POST', '/api/contacts', { body: claire });
    expect(sent.status).toBe(201);
    claireId = sent.body.id;
    for (let n = 1; n <= QUIZ_LEADS; n++) {
      const res = await api<{ id: number }>(server.url, 'POST', '/api/quiz-leads', { body: quizLead(n) });
      expect(res.status).toBe(201);
      if (n === 3) quizId = res.body.id;
    }
  });

  for (const view of VIEWS) {
    test(`${view.path} loads by its address, the sidebar marking it`, async ({ adminPage: page, server, problems }) => {
      const response = await page.goto(`${server.url}${view.path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: view.heading })).toBeVisible();
      await expect(view.shows(page)).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Administration' });
      await expect(nav.getByRole('link', { name: view.heading })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      expect(page.url()).toBe(`${server.url}${view.path}`);
      expect(problems).toEqual([]);
    });
  }

  test('the old ?view= and ?lead= links lead to the new addresses', async ({ adminPage: page, server }) => {
    const old: [string, string][] = [
      ['?view=articles', '/admin/dashboard/articles'],
      ['?view=generator', '/admin/dashboard/generator'],
      ['?view=contacts', '/admin/dashboard/leads'],
      ['?view=settings', '/admin/dashboard/settings'],
      ['?view=overview', '/admin/dashboard'],
      ['?view=inconnue', '/admin/dashboard'],
    ];
    for (const [search, path] of old) {
      await page.goto(`${server.url}/admin/dashboard${search}`);
      await expect(page, search).toHaveURL(`${server.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The lead e-mails' link to a lead (src/server/outbox/templates): its panel opens at its address.
    await page.goto(`${server.url}/admin/dashboard?view=contacts&lead=contact-${claireId}`);
    await expect(page).toHaveURL(`${server.url}/admin/dashboard/leads/contact/${claireId}`);
    await expect(page.getByRole('dialog', { name: 'Claire Dubois' })).toBeVisible();
  });

  test('a lead has its address: the panel opens from it, and closing it goes back to the list with its filters', async ({ adminPage: page, server, problems }) => {
    await page.goto(`${server.url}/admin/dashboard/leads/quiz/${quizId}?kind=quiz&q=Quiz`);
    const detail = page.getByRole('dialog', { name: 'Prospect Quiz 03' });
    await expect(detail.getByText('quiz3@exemple.fr').first()).toBeVisible();
    await detail.getByRole('button', { name: 'Fermer' }).click();
    await expect(detail).toHaveCount(0);
    await expect(page).toHaveURL(`${server.url}/admin/dashboard/leads?kind=quiz&q=Quiz`);
    await expect(page.getByRole('searchbox', { name: 'Rechercher un prospect' })).toHaveValue('Quiz');

    await test.step('from the list, a lead opens at its address, the filters kept', async () => {
      await page.getByRole('table', { name: 'Prospects' }).getByRole('button', { name: 'Prospect Quiz 03', exact: true }).click();
      await expect(page).toHaveURL(`${server.url}/admin/dashboard/leads/quiz/${quizId}?kind=quiz&q=Quiz`);
      await expect(detail).toBeVisible();
    });

    await test.step('an address that names no lead leads back to the list', async () => {
      await page.goto(`${server.url}/admin/dashboard/leads/inconnu/12`);
      await expect(page).toHaveURL(`${server.url}/admin/dashboard/leads`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
    expect(problems).toEqual([]);
  });

  test('a filtered list has an address: opened, it shows the same filters and leads; a filter changed writes it', async ({ adminPage: page, server, problems }) => {
    await page.goto(`${server.url}/admin/dashboard/leads?q=dubois&status=nouveau&kind=contact&period=30`);
    const table = page.getByRole('table', { name: 'Prospects' });
    await expect(page.getByRole('searchbox', { name: 'Rechercher un prospect' })).toHaveValue('dubois');
    await expect(page.getByRole('combobox', { name: 'Filtrer par statut' })).toHaveValue('nouveau');
    await expect(page.getByRole('combobox', { name: 'Filtrer par type' })).toHaveValue('contact');
    await expect(page.getByRole('combobox', { name: 'Filtrer par période' })).toHaveValue('30');
    await expect(table.getByRole('button', { name: 'Claire Dubois', exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    await page.getByRole('combobox', { name: 'Filtrer par type' }).selectOption('quiz');
    await expect(page).toHaveURL(`${server.url}/admin/dashboard/leads?q=dubois&status=nouveau&kind=quiz&period=30`);
    await expect(page.getByText('Aucun prospect ne correspond à ces critères.')).toBeVisible();

    await test.step('the search box writes the address; the sidebar link to Contacts clears the list and the box', async () => {
      const search = page.getByRole('searchbox', { name: 'Rechercher un prospect' });
      await search.fill('Quiz 07');
      await expect(page).toHaveURL(/\?q=Quiz(\+|%20)07&status=nouveau&kind=quiz&period=30$/);
      await expect(table.getByRole('button', { name: 'Prospect Quiz 07', exact: true })).toBeVisible();
      await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Contacts' }).click();
      await expect(page).toHaveURL(`${server.url}/admin/dashboard/leads`);
      await expect(search).toHaveValue('');
      await expect(table.getByRole('row')).toHaveCount(1 + 25);
    });
    expect(problems).toEqual([]);
  });

  test('the pages shown are in the address: « Afficher plus » writes page=2, and the address shows both pages', async ({ adminPage: page, server, problems }) => {
    const rows = page.getByRole('table', { name: 'Prospects' }).getByRole('row');
    await page.goto(`${server.url}/admin/dashboard/leads`);
    await expect(rows).toHaveCount(1 + 25);
    await page.getByRole('button', { name: 'Afficher plus de prospects' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/dashboard/leads?page=2`);
    await expect(rows).toHaveCount(1 + QUIZ_LEADS + 1);

    await page.goto(`${server.url}/admin/dashboard/leads?page=2`);
    await expect(rows).toHaveCount(1 + QUIZ_LEADS + 1);
    await expect(page.getByRole('button', { name: 'Afficher plus de prospects' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a view whose loader fails shows its error state in French; « Réessayer » runs it again", async ({ adminPage: page, server }) => {
    await page.goto(`${server.url}/admin/dashboard`);
    await expect(page.getByRole('table', { name: 'Les 5 premiers articles' })).toBeVisible();
    // The e-mails' list cannot be loaded (the network drops it).
    const emailsList = /\/trpc\/[^?]*emails\.list/;
    await page.route(emailsList, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'E-mails' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Erreur de chargement' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Erreur lors du chargement des e-mails');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();

    await page.unroute(emailsList);
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('table', { name: 'E-mails' })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('a view shows its pending state while its loader waits', async ({ adminPage: page, server, problems }) => {
    await page.goto(`${server.url}/admin/dashboard`);
    await expect(page.getByRole('table', { name: 'Les 5 premiers articles' })).toBeVisible();
    // The webhooks' list is held until the pending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/[^?]*webhooks\.list/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Webhooks' }).click();
    const pending = page.locator('[aria-busy="true"]');
    await expect(pending.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await expect(pending.getByRole('status')).toHaveText('Chargement...');
    release();
    await expect(page.getByLabel('URL du webhook')).toBeVisible();
    await expect(pending).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
