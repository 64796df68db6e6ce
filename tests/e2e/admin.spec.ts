/**
 * The back office in a real browser: first admin, login, dashboard, an article's life from
 * creation to deletion as the public sees it, logout, and a colleague's account.
 *
 * The first admin's registration, login and logout are driven through the screens, on an app of
 * their own with no account yet; every other test starts from its own logged-in `adminPage` and
 * creates the articles it works on through the REST API.
 */
import type { Page } from '@playwright/test';
import { imageFilename } from '../../src/shared/format/slug';
import { ADMIN_TOKEN_KEY } from '../../src/shared/site/storage';
import { api, FIRST_ADMIN, registerAdmin, startServer, type TestServer } from '../helpers/server';
import { expect, shot, storeCookieChoice, test as base, toast, waitForHydration } from './fixtures';

/** The account the first-admin tests register through the screens. */
const DIRECTION = { username: 'direction', email: 'direction@avocat-visible.test', password: 'mot-de-passe-direction' };

const test = base.extend<{ emptyApp: TestServer; visitor: Page }>({
  /** An app of its own, with no admin yet: self-registration is open until a first account exists. */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
  emptyApp: async ({}, provide) => {
    const app = await startServer();
    await provide(app);
    await app.close();
  },
  /** A second person (a context of their own, cookies chosen) next to the admin's page. */
  visitor: async ({ browser }, provide) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await storeCookieChoice(context);
    await provide(await context.newPage());
    await context.close();
  },
});

// Every admin test opens a session of its own: more logins than the default ten per window.
test.use({ serverEnv: { RATE_LIMIT_AUTH_MAX: '1000' } });

/** Logs in through /admin/auth as a person would: the « Connexion réussie » toast, then the dashboard. */
async function login(page: Page, appUrl: string, user: { username: string; password: string }) {
  await page.goto(`${appUrl}/admin/auth`);
  await waitForHydration(page);
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel("Nom d'utilisateur").fill(user.username);
  await form.getByLabel('Mot de passe').fill(user.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast(page, 'Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

const adminToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY);

/** A draft created through the REST API with the session of `page`; returns its id. */
async function createDraft(page: Page, server: TestServer, title: string, slug: string): Promise<number> {
  const token = (await adminToken(page)) ?? '';
  const res = await api<{ id: number }>(server.url, 'POST', '/api/admin/blog/posts', {
    token,
    body: {
      title,
      slug,
      excerpt: 'Les étapes clés pour apparaître dans le pack local de Google.',
      content: '## Pourquoi le SEO local\n\nUn cabinet visible près de chez ses clients gagne des dossiers.',
      keywords: ['seo local', 'avocat', 'Lyon'],
      practiceType: 'droit-penal',
      firmSize: 'petit-cabinet',
      topic: 'seo-local',
      published: false,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

test.describe('the back office in a real browser', () => {
  test('sends a visitor without a session from every protected route to /admin/auth', async ({ page, server }) => {
    for (const path of ['/admin/dashboard', '/admin/blog/new', '/admin/blog/edit/1', '/admin/blog/generate', '/admin']) {
      await test.step(path, async () => {
        await page.goto(server.url + path);
        await expect(page).toHaveURL(`${server.url}/admin/auth`);
        await expect(page.getByRole('tab', { name: 'Inscription' })).toBeVisible();
      });
    }
  });

  test('registers the first admin, who lands on the dashboard', async ({ emptyApp, page }) => {
    await page.goto(`${emptyApp.url}/admin/auth`);
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Inscription' }).click();
    const form = page.getByRole('tabpanel', { name: 'Inscription' });
    await test.step('an empty form is refused on the page, the fields say why', async () => {
      await form.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(form.getByLabel("Nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
    });
    await test.step('the filled form creates the account and opens the dashboard', async () => {
      await form.getByLabel("Nom d'utilisateur").fill(DIRECTION.username);
      await form.getByLabel('E-mail').fill(DIRECTION.email);
      await form.getByLabel('Mot de passe').fill(DIRECTION.password);
      await form.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(toast(page, 'Compte créé')).toBeVisible();
      await expect(toast(page, 'Bienvenue direction')).toBeVisible();
      await expect(page).toHaveURL(`${emptyApp.url}/admin/dashboard`);
    });
    await test.step('the dashboard counts the three seeded articles, all published', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
      const cards = page.getByText('Total des articles').locator('..').locator('..');
      await expect(cards.getByText('3', { exact: true })).toBeVisible();
      await expect(page.getByText('3 publiés')).toBeVisible();
      await expect(page.getByText('100 %')).toBeVisible();
      await expect.poll(() => adminToken(page)).toMatch(/^\w{20,}$/);
    });
    await shot(page, 'dashboard-1440');
  });

  test('logs out: back to /admin/auth, token gone, dashboard no longer reachable; then logs in again', async ({ emptyApp, page }) => {
    await registerAdmin(emptyApp.url, DIRECTION);
    await test.step('the first admin logs in', async () => {
      await login(page, emptyApp.url, DIRECTION);
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    });
    await test.step('« Déconnexion » ends the session', async () => {
      await page.getByRole('button', { name: 'Déconnexion' }).click();
      await expect(page).toHaveURL(`${emptyApp.url}/admin/auth`);
      await expect(toast(page, 'Déconnexion')).toBeVisible();
      await expect.poll(() => adminToken(page)).toBeNull();
      await page.goto(`${emptyApp.url}/admin/dashboard`);
      await expect(page).toHaveURL(`${emptyApp.url}/admin/auth`);
    });
    await test.step('a second self-registration is refused by the default policy, with the reason in the toast', async () => {
      await waitForHydration(page);
      await page.getByRole('tab', { name: 'Inscription' }).click();
      const form = page.getByRole('tabpanel', { name: 'Inscription' });
      await form.getByLabel("Nom d'utilisateur").fill('intrus');
      await form.getByLabel('E-mail').fill('intrus@example.test');
      await form.getByLabel('Mot de passe').fill('mot-de-passe-intrus');
      await form.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(toast(page, 'Erreur lors de la création du compte')).toBeVisible();
      await expect(toast(page, /Les inscriptions sont réservées/)).toBeVisible();
    });
    await test.step('the admin logs in again', async () => {
      await login(page, emptyApp.url, DIRECTION);
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    });
  });

  test('a stale token is cleared by the 401 of the user check', async ({ page, server }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'jeton-perime-jeton-perime-jeton-perime'), ADMIN_TOKEN_KEY);
    await page.goto(`${server.url}/admin/dashboard`);
    await expect(page).toHaveURL(`${server.url}/admin/auth`);
    await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    // The init script writes it again on each load: read it after the check ran.
    await expect.poll(() => adminToken(page)).toBeNull();
  });

  const TITLE = 'Référencement local : guide 2026 pour avocats';
  const SLUG = 'referencement-local-guide-2026-pour-avocats';

  test('creates an article; the slug follows the title', async ({ adminPage: page, server }) => {
    await test.step('« Nouvel article » from the articles view; an empty title is refused', async () => {
      await page.goto(`${server.url}/admin/dashboard`);
      await page.getByRole('link', { name: 'Articles de blog' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Articles de blog' })).toBeVisible();
      await page.getByRole('link', { name: 'Nouvel article' }).click();
      await expect(page).toHaveURL(`${server.url}/admin/blog/new`);
      await page.getByRole('button', { name: "Créer l'article" }).click();
      await expect(page.getByText('Le titre est obligatoire.')).toBeVisible();
    });
    await test.step('the form, filled, creates a draft and opens its edit screen', async () => {
      await page.getByLabel('Titre').fill(TITLE);
      await expect(page.getByLabel('Slug (URL)')).toHaveValue(SLUG);
      await page.getByLabel('Extrait').fill('Les étapes clés pour apparaître dans le pack local de Google.');
      await page.getByLabel('Contenu (Markdown)').fill('## Pourquoi le SEO local\n\nUn cabinet visible près de chez ses clients gagne des dossiers.');
      await page.getByLabel('Mots-clés').fill('seo local, avocat , , Lyon');
      await page.getByLabel('Type de pratique').selectOption('droit-penal');
      await page.getByLabel('Taille du cabinet').selectOption('petit-cabinet');
      await page.getByLabel('Sujet').selectOption('seo-local');
      await expect(page.getByRole('switch', { name: 'Publié' })).toHaveAttribute('aria-checked', 'false');
      await page.getByRole('button', { name: "Créer l'article" }).click();
      await expect(toast(page, 'Article créé')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: "Modifier l'article" })).toBeVisible();
      await expect(page.getByLabel('Titre')).toHaveValue(TITLE);
      await expect(page.getByLabel('Mots-clés')).toHaveValue('seo local, avocat, Lyon');
    });
    expect(server.query('SELECT published, keywords FROM blog_posts WHERE slug = ?', SLUG)).toEqual([{ published: 0, keywords: '["seo local","avocat","Lyon"]' }]);
    await shot(page, 'edit-1440');
  });

  test('the edit screen asks for an image from the title and reports the outcome', async ({ adminPage: page, server }) => {
    const title = 'Avis Google : guide 2026 pour avocats';
    const id = await createDraft(page, server, title, 'avis-google-guide-2026-pour-avocats');
    await page.goto(`${server.url}/admin/blog/edit/${id}`);
    await expect(page.getByLabel('Titre')).toHaveValue(title);
    await expect(page.getByText('Aucune image', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Générer une image' }).click();
    // Without OPENAI_API_KEY the app draws its offline cover: the generation succeeds, always.
    await expect(toast(page, 'Image générée')).toBeVisible();
    await expect(toast(page, "Impossible de générer l'image. Veuillez réessayer.")).toHaveCount(0);
    // The PNG is stored under a name from the title, and shown in the panel.
    const address = page.getByLabel("Adresse de l'image");
    await expect(address).toHaveValue(new RegExp(`^/uploads/${imageFilename(title)}-[a-z0-9]+\\.png$`));
    const preview = page.getByRole('img', { name: "Aperçu de l'image de l'article" });
    await expect(preview).toHaveAttribute('src', await address.inputValue());
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('saves an edit with the spec toast', async ({ adminPage: page, server }) => {
    const title = 'Fiche Google : guide 2026 pour avocats';
    const id = await createDraft(page, server, title, 'fiche-google-guide-2026-pour-avocats');
    await page.goto(`${server.url}/admin/blog/edit/${id}`);
    // The form is filled with the stored article before anything is typed in it.
    await expect(page.getByLabel('Titre')).toHaveValue(title);
    await page.getByLabel('Extrait').fill('Les étapes clés, revues, pour apparaître dans le pack local.');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(toast(page, 'Article mis à jour')).toBeVisible();
    await expect(toast(page, 'Les modifications ont été sauvegardées avec succès')).toBeVisible();
    expect(server.query('SELECT excerpt FROM blog_posts WHERE id = ?', id)).toEqual([{ excerpt: 'Les étapes clés, revues, pour apparaître dans le pack local.' }]);
  });

  test('publishes it: the public blog and its URL show it; unpublished, it answers 404', async ({ adminPage: page, server, visitor: pub }) => {
    const title = 'Pack local Google : guide 2026 pour avocats';
    const slug = 'pack-local-google-guide-2026-pour-avocats';
    await createDraft(page, server, title, slug);
    const articleUrl = `${server.url}/blog/${slug}`;
    await page.goto(`${server.url}/admin/dashboard?view=articles`);
    const item = page.getByRole('listitem', { name: title });

    await test.step('« Publier »: the article is public', async () => {
      await item.getByRole('button', { name: 'Publier' }).click();
      await expect(toast(page, 'Article publié')).toBeVisible();
      await expect(item.getByText('Publié', { exact: true })).toBeVisible();
      await shot(page, 'articles-1440');

      await pub.goto(`${server.url}/blog`);
      await expect(pub.getByRole('link', { name: title })).toBeVisible();
      await expect(pub.getByText('4 articles publiés')).toBeVisible();
      const res = await pub.goto(articleUrl);
      expect(res?.status()).toBe(200);
      await expect(pub.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(pub.getByText('seo local, avocat, Lyon')).toBeVisible();
      await shot(pub, 'article-1440');
    });

    await test.step('« Dépublier »: its URL answers 404 and the blog lists it no more', async () => {
      await item.getByRole('button', { name: 'Dépublier' }).click();
      await expect(toast(page, 'Article dépublié')).toBeVisible();
      await expect(item.getByText('Brouillon', { exact: true })).toBeVisible();
      const gone = await pub.goto(articleUrl);
      expect(gone?.status()).toBe(404);
      await expect(pub.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible();
      await pub.goto(`${server.url}/blog`);
      await expect(pub.getByText('3 articles publiés')).toBeVisible();
      await expect(pub.getByRole('link', { name: title })).toHaveCount(0);
    });
  });

  test('deletes it after the confirmation text', async ({ adminPage: page, server }) => {
    const title = 'Annuaires juridiques : guide 2026 pour avocats';
    const id = await createDraft(page, server, title, 'annuaires-juridiques-guide-2026-pour-avocats');
    await page.goto(`${server.url}/admin/dashboard?view=articles`);
    const item = page.getByRole('listitem', { name: title });
    await item.getByRole('button', { name: /^Supprimer/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer cet article ?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Article supprimé')).toBeVisible();
    await expect(item).toHaveCount(0);
    expect(server.query('SELECT id FROM blog_posts WHERE id = ?', id)).toEqual([]);
  });

  test('creates a colleague from the settings view, who can then log in', async ({ adminPage: page, server, visitor: colleague }) => {
    await test.step('the settings view creates the account', async () => {
      await page.goto(`${server.url}/admin/dashboard`);
      await page.getByRole('link', { name: 'Paramètres' }).click();
      await expect(page.getByText(FIRST_ADMIN.email)).toBeVisible();
      await page.getByLabel("Nom d'utilisateur du nouveau compte").fill('collaboratrice');
      await page.getByLabel('E-mail du nouveau compte').fill('collaboratrice@avocat-visible.test');
      await page.getByLabel('Mot de passe du nouveau compte').fill('mot-de-passe-collab');
      await page.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(toast(page, 'Compte créé')).toBeVisible();
      await expect(toast(page, 'Le compte « collaboratrice » a été créé.')).toBeVisible();
    });
    await test.step('the colleague logs in and sees her own profile', async () => {
      await login(colleague, server.url, { username: 'collaboratrice', password: 'mot-de-passe-collab' });
      await colleague.getByRole('link', { name: 'Paramètres' }).click();
      await expect(colleague.getByText('collaboratrice@avocat-visible.test')).toBeVisible();
    });
  });

  test('lists contacts and quiz leads in the lead desk, with CSV download buttons', async ({ adminPage: page, server }) => {
    const sent = await api(server.url, 'POST', '/api/contacts', {
      body: { firstName: 'Claire', lastName: 'Petit', email: 'claire@cabinet.fr', firmName: 'Cabinet Petit', specialization: 'travail', consent: true },
    });
    expect(sent.status).toBe(201);
    await page.goto(`${server.url}/admin/dashboard?view=contacts`);
    const table = page.getByRole('table', { name: 'Prospects' });
    await test.step('the contact is listed, its detail names the practice area', async () => {
      await expect(table.getByText('Cabinet Petit · claire@cabinet.fr')).toBeVisible();
      await table.getByRole('button', { name: 'Claire Petit', exact: true }).click();
      const detail = page.getByRole('dialog', { name: 'Claire Petit' });
      await expect(detail.getByText('Droit du travail')).toBeVisible();
      await detail.getByRole('button', { name: 'Fermer' }).click();
      await expect(detail).toHaveCount(0);
    });
    await test.step('the two CSV buttons download dated files', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Contacts en CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
      const quizDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Leads du quiz en CSV' }).click();
      expect((await quizDownload).suggestedFilename()).toMatch(/^leads-quiz-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    await page.getByRole('combobox', { name: 'Filtrer par type' }).selectOption('quiz');
    await expect(page.getByText('Aucun prospect ne correspond à ces critères.')).toBeVisible();
  });

  test('a session closed elsewhere sends the admin back to the login screen', async ({ adminPage: page, server }) => {
    // The articles view, once its one query has answered: nothing is in flight when the session ends.
    await page.goto(`${server.url}/admin/dashboard?view=articles`);
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first()).toBeVisible();
    const res = await api(server.url, 'POST', '/api/admin/logout', { token: (await adminToken(page)) ?? '' });
    expect(res.status).toBe(200);
    // Paramètres loads its webhooks list, never loaded since the page was loaded: fetched afresh, it answers 401.
    await page.getByRole('link', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/auth`);
    await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    await expect.poll(() => adminToken(page)).toBeNull();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('collapses the sidebar into a menu on mobile', async ({ adminPage: page, server }) => {
      await page.goto(`${server.url}/admin/dashboard`);
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Articles de blog' })).toHaveCount(0);
      await test.step('nothing but the scrolled tables is wider than the screen', async () => {
        // Measured once the articles table (36rem wide, scrolled inside its panel) is on screen; what overflows is named.
        await expect(page.getByRole('table', { name: 'Les 5 premiers articles' })).toBeVisible();
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > 391 && !el.closest('.overflow-x-auto'))
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}`),
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join(' | ')).toBeLessThanOrEqual(390);
        await shot(page, 'dashboard-390');
      });
      await test.step('the menu opens, and closes once a view is chosen', async () => {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('link', { name: 'Articles de blog' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Articles de blog' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
        await shot(page, 'articles-390');
      });
    });
  });
});
