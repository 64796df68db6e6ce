/**
 * The back office's content in a real browser: an article's life from creation to deletion as the
 * public sees it (each test on its own logged-in page, its own draft made through the REST API),
 * and the lead desk's list with its CSV downloads.
 */
import { imageFilename } from '#shared/format/slug';
import { api } from '../helpers/server';
import { expect, shot, toast } from './fixtures';
import { ADMIN_SERVER_ENV, createDraft, test } from './admin-helpers';

test.use({ serverEnv: ADMIN_SERVER_ENV });

test.describe('the back office content in a real browser', () => {
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
    await page.goto(`${server.url}/admin/dashboard/articles`);
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
    await page.goto(`${server.url}/admin/dashboard/articles`);
    const item = page.getByRole('listitem', { name: title });
    await item.getByRole('button', { name: /^Supprimer/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer cet article ?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Article supprimé')).toBeVisible();
    await expect(item).toHaveCount(0);
    expect(server.query('SELECT id FROM blog_posts WHERE id = ?', id)).toEqual([]);
  });


  test('lists contacts and quiz leads in the lead desk, with CSV download buttons', async ({ adminPage: page, server }) => {
    const sent = await api(server.url, 'POST', '/api/contacts', {
      body: { firstName: 'Claire', lastName: 'Petit', email: 'claire@cabinet.fr', firmName: 'Cabinet Petit', specialization: 'travail', consent: true },
    });
    expect(sent.status).toBe(201);
    await page.goto(`${server.url}/admin/dashboard/leads`);
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
});
