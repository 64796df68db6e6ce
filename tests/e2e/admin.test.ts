/**
 * The back office in a real browser: first admin, login, dashboard, an article's life from
 * creation to deletion as the public sees it, logout, and a colleague's account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { useTestServer } from '../helpers/server';
import { storeCookieChoice, useBrowser } from '../helpers/browser';

const SHOTS = process.env.SCREENSHOTS_DIR;

async function newContext(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await storeCookieChoice(context);
  return context;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A toast's text (Radix also copies it into a live region for screen readers: take the first). */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: typeof text === 'string' }).first();

async function login(page: Page, base: string, username: string, password: string) {
  await page.goto(`${base}/admin/auth`);
  await page.getByRole('tab', { name: 'Connexion' }).waitFor();
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel("Nom d'utilisateur").fill(username);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await toast(page, 'Connexion réussie').waitFor();
  await page.waitForURL(/\/admin\/dashboard/);
}

describe('the back office in a real browser', () => {
  const s = useTestServer();
  const browser = useBrowser();
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('sends a visitor without a session from every protected route to /admin/auth', async () => {
    for (const path of ['/admin/dashboard', '/admin/blog/new', '/admin/blog/edit/1', '/admin/blog/generate', '/admin']) {
      await page.goto(s.url + path);
      await page.waitForURL(`${s.url}/admin/auth`);
      await page.getByRole('tab', { name: 'Inscription' }).waitFor();
    }
  });

  it('registers the first admin, who lands on the dashboard', async () => {
    await page.getByRole('tab', { name: 'Inscription' }).click();
    const form = page.getByRole('tabpanel', { name: 'Inscription' });
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    // Client-side validation, announced on the fields.
    await expect(form.getByLabel("Nom d'utilisateur").getAttribute('aria-invalid')).resolves.toBe('true');
    await form.getByLabel("Nom d'utilisateur").fill('direction');
    await form.getByLabel('E-mail').fill('direction@avocat-visible.test');
    await form.getByLabel('Mot de passe').fill('mot-de-passe-direction');
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    await toast(page, 'Compte créé').waitFor();
    await toast(page, 'Bienvenue direction').waitFor();
    await page.waitForURL(`${s.url}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    const cards = page.getByText('Total des articles').locator('..').locator('..');
    await cards.getByText('3', { exact: true }).waitFor();
    await expect(page.getByText('3 publiés').isVisible()).resolves.toBe(true);
    await expect(page.getByText('100 %').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('admin_jwt'))).resolves.toMatch(/^\w{20,}$/);
    await shot(page, 'dashboard-1440');
  });

  it('logs out: back to /admin/auth, token gone, dashboard no longer reachable; then logs in again', async () => {
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL(`${s.url}/admin/auth`);
    await toast(page, 'Déconnexion').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('admin_jwt'))).resolves.toBeNull();
    await page.goto(`${s.url}/admin/dashboard`);
    await page.waitForURL(`${s.url}/admin/auth`);

    // A second self-registration is refused by the default policy, with the reason in the toast.
    await page.getByRole('tab', { name: 'Inscription' }).click();
    const form = page.getByRole('tabpanel', { name: 'Inscription' });
    await form.getByLabel("Nom d'utilisateur").fill('intrus');
    await form.getByLabel('E-mail').fill('intrus@example.test');
    await form.getByLabel('Mot de passe').fill('mot-de-passe-intrus');
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    await toast(page, 'Erreur lors de la création du compte').waitFor();
    await toast(page, /Les inscriptions sont réservées/).waitFor();

    await login(page, s.url, 'direction', 'mot-de-passe-direction');
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
  });

  it('a stale token is cleared by the 401 of the user check', async () => {
    const other = await newContext(browser);
    const p = await other.newPage();
    await p.addInitScript(() => localStorage.setItem('admin_jwt', 'jeton-perime-jeton-perime-jeton-perime'));
    await p.goto(`${s.url}/admin/dashboard`);
    await p.waitForURL(`${s.url}/admin/auth`);
    await p.getByRole('tab', { name: 'Connexion' }).waitFor();
    // The init script writes it again on each load: read it after the check ran.
    await p.waitForFunction(() => localStorage.getItem('admin_jwt') === null);
    await other.close();
  });

  const TITLE = 'Référencement local : guide 2026 pour avocats';
  const SLUG = 'referencement-local-guide-2026-pour-avocats';

  it('creates an article; the slug follows the title', async () => {
    await page.getByRole('link', { name: 'Articles de blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Articles de blog' }).waitFor();
    await page.getByRole('link', { name: 'Nouvel article' }).click();
    await page.waitForURL(`${s.url}/admin/blog/new`);
    await page.getByRole('button', { name: "Créer l'article" }).click();
    await page.getByText('Le titre est obligatoire.').waitFor();

    await page.getByLabel('Titre').fill(TITLE);
    await expect(page.getByLabel('Slug (URL)').inputValue()).resolves.toBe(SLUG);
    await page.getByLabel('Extrait').fill('Les étapes clés pour apparaître dans le pack local de Google.');
    await page.getByLabel('Contenu (Markdown)').fill('## Pourquoi le SEO local\n\nUn cabinet visible près de chez ses clients gagne des dossiers.');
    await page.getByLabel('Mots-clés').fill('seo local, avocat , , Lyon');
    await page.getByLabel('Type de pratique').selectOption('droit-penal');
    await page.getByLabel('Taille du cabinet').selectOption('petit-cabinet');
    await page.getByLabel('Sujet').selectOption('seo-local');
    await expect(page.getByRole('switch', { name: 'Publié' }).getAttribute('aria-checked')).resolves.toBe('false');
    await page.getByRole('button', { name: "Créer l'article" }).click();
    await toast(page, 'Article créé').waitFor();
    await page.waitForURL(/\/admin\/blog\/edit\/\d+$/);
    await page.getByRole('heading', { level: 1, name: "Modifier l'article" }).waitFor();
    await expect(page.getByLabel('Titre').inputValue()).resolves.toBe(TITLE);
    await expect(page.getByLabel('Mots-clés').inputValue()).resolves.toBe('seo local, avocat, Lyon');
    const [row] = s.query<{ published: number; keywords: string }>('SELECT published, keywords FROM blog_posts WHERE slug = ?', SLUG);
    expect(row).toEqual({ published: 0, keywords: '["seo local","avocat","Lyon"]' });
    await shot(page, 'edit-1440');
  });

  it('the edit screen asks for an image from the title and reports the outcome', async () => {
    await page.getByRole('button', { name: 'Générer une image' }).click();
    await Promise.race([
      toast(page, 'Image générée').waitFor(),
      toast(page, "Impossible de générer l'image. Veuillez réessayer.").waitFor(),
    ]);
  });

  it('saves an edit with the spec toast', async () => {
    await page.getByLabel('Extrait').fill('Les étapes clés, revues, pour apparaître dans le pack local.');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await toast(page, 'Article mis à jour').waitFor();
    await toast(page, 'Les modifications ont été sauvegardées avec succès').waitFor();
  });

  it('publishes it: the public blog and its URL show it; unpublished, it answers 404', async () => {
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    const item = page.getByRole('listitem', { name: TITLE });
    await item.getByRole('button', { name: 'Publier' }).click();
    await toast(page, 'Article publié').waitFor();
    await item.getByText('Publié', { exact: true }).waitFor();
    await shot(page, 'articles-1440');

    const visitor = await newContext(browser);
    const pub = await visitor.newPage();
    await pub.goto(`${s.url}/blog`);
    await pub.getByRole('link', { name: TITLE }).waitFor();
    await expect(pub.getByText('4 articles publiés').isVisible()).resolves.toBe(true);
    const res = await pub.goto(`${s.url}/blog/${SLUG}`);
    expect(res?.status()).toBe(200);
    await pub.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect(pub.getByText('seo local, avocat, Lyon').isVisible()).resolves.toBe(true);
    await shot(pub, 'article-1440');

    await item.getByRole('button', { name: 'Dépublier' }).click();
    await toast(page, 'Article dépublié').waitFor();
    await item.getByText('Brouillon', { exact: true }).waitFor();
    const gone = await pub.goto(`${s.url}/blog/${SLUG}`);
    expect(gone?.status()).toBe(404);
    await pub.getByRole('heading', { level: 1, name: 'Article non trouvé' }).waitFor();
    await pub.goto(`${s.url}/blog`);
    await pub.getByText('3 articles publiés').waitFor();
    expect(await pub.getByRole('link', { name: TITLE }).count()).toBe(0);
    await visitor.close();
  });

  it('deletes it after the confirmation text', async () => {
    const item = page.getByRole('listitem', { name: TITLE });
    await item.getByRole('button', { name: /^Supprimer/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Êtes-vous sûr de vouloir supprimer cet article ?').waitFor();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, 'Article supprimé').waitFor();
    await item.waitFor({ state: 'detached' });
    expect(s.query('SELECT id FROM blog_posts WHERE slug = ?', SLUG)).toEqual([]);
  });

  it('creates a colleague from the settings view, who can then log in', async () => {
    await page.getByRole('link', { name: 'Paramètres' }).click();
    await page.getByText('direction@avocat-visible.test').waitFor();
    await page.getByLabel("Nom d'utilisateur du nouveau compte").fill('collaboratrice');
    await page.getByLabel('E-mail du nouveau compte').fill('collaboratrice@avocat-visible.test');
    await page.getByLabel('Mot de passe du nouveau compte').fill('mot-de-passe-collab');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await toast(page, 'Compte créé').waitFor();
    await toast(page, 'Le compte « collaboratrice » a été créé.').waitFor();

    const colleague = await newContext(browser);
    const p = await colleague.newPage();
    await login(p, s.url, 'collaboratrice', 'mot-de-passe-collab');
    await p.getByRole('link', { name: 'Paramètres' }).click();
    await p.getByText('collaboratrice@avocat-visible.test').waitFor();
    await colleague.close();
  });

  it('lists contacts and quiz leads in the lead desk, with CSV download buttons', async () => {
    await fetch(`${s.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Claire', lastName: 'Petit', email: 'claire@cabinet.fr', firmName: 'Cabinet Petit', specialization: 'travail', consent: true }),
    });
    await page.goto(`${s.url}/admin/dashboard?view=contacts`);
    const table = page.getByRole('table', { name: 'Prospects' });
    await table.getByText('Cabinet Petit · claire@cabinet.fr').waitFor();
    await table.getByRole('button', { name: 'Claire Petit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Claire Petit' }).getByText('Droit du travail').waitFor();
    await page.getByRole('dialog', { name: 'Claire Petit' }).getByRole('button', { name: 'Fermer' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Contacts en CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const quizDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Leads du quiz en CSV' }).click();
    expect((await quizDownload).suggestedFilename()).toMatch(/^leads-quiz-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.getByRole('combobox', { name: 'Filtrer par type' }).selectOption('quiz');
    await page.getByText('Aucun prospect ne correspond à ces critères.').waitFor();
  });

  it('a session closed elsewhere sends the admin back to the login screen', async () => {
    const token = await page.evaluate(() => localStorage.getItem('admin_jwt'));
    const res = await fetch(`${s.url}/api/admin/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    // Paramètres loads its webhooks list, never loaded since the last page load: fetched afresh, it answers 401.
    await page.getByRole('link', { name: 'Paramètres' }).click();
    await page.waitForURL(`${s.url}/admin/auth`);
    await page.getByRole('tab', { name: 'Connexion' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('admin_jwt'))).resolves.toBeNull();
  });

  it('collapses the sidebar into a menu on mobile', async () => {
    const mobile = await newContext(browser, { width: 390, height: 844 });
    const p = await mobile.newPage();
    await login(p, s.url, 'direction', 'mot-de-passe-direction');
    await p.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    expect(await p.getByRole('link', { name: 'Articles de blog' }).count()).toBe(0);
    // Measured once the articles table (36rem wide, scrolled inside its panel) is on screen; what overflows is named.
    await p.getByRole('table', { name: 'Les 5 premiers articles' }).waitFor();
    const wide = await p.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > 391 && !el.closest('.overflow-x-auto'))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}`),
    );
    expect(await p.evaluate(() => document.documentElement.scrollWidth), wide.join(' | ')).toBeLessThanOrEqual(390);
    await shot(p, 'dashboard-390');
    await p.getByRole('button', { name: 'Menu' }).click();
    await p.getByRole('link', { name: 'Articles de blog' }).click();
    await p.getByRole('heading', { level: 1, name: 'Articles de blog' }).waitFor();
    await expect(p.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await shot(p, 'articles-390');
    await mobile.close();
  });
});
