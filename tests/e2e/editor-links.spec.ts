/**
 * Internal links checked before they break (issue 40), in Chromium: the editor's SEO analysis
 * lists a broken link and a redirected one, « Corriger le lien » rewrites the redirected one in
 * one click (from the keyboard); deleting or unpublishing an article names the published
 * articles that link to it.
 */
import type { Page } from '@playwright/test';
import { api, registerAdmin } from '../helpers/server';
import { SqliteFile as Database } from '../helpers/sqlite';
import { expect, test, waitForHydration } from './fixtures';

const TARGET = { slug: 'seo-local-avocats-top-3-google-paris', path: '/blog/seo-local-avocats-top-3-google-paris' };

const ARTICLE = {
  title: 'Référencement local : les liens du cabinet',
  slug: 'referencement-local-liens',
  content: '## Pourquoi\n\nUn texte sans lien.',
  excerpt: 'Un résumé court.',
  practiceType: 'droit-penal',
  firmSize: 'petit-cabinet',
  topic: 'seo-local',
  metaDescription: null,
  keywords: [],
  imageUrl: null,
  published: true,
};

/** A published article that links to the seeded one. */
const LINKER = { ...ARTICLE, title: 'Guide des avis Google pour avocats', slug: 'guide-avis-google', content: `## Avis\n\nLisez [le guide du SEO local](${TARGET.path}).` };

test.describe('internal links in the back office', () => {
  let id: number;
  let targetTitle: string;
  test.beforeAll(async ({ servers }, testInfo) => {
    const server = await servers.forFile(testInfo.file);
    const token = await registerAdmin(server.url);
    const created = await api<{ id: number }>(server.url, 'POST', '/api/admin/blog/posts', { token, body: ARTICLE });
    expect(created.status).toBe(201);
    id = created.body.id;
    expect((await api(server.url, 'POST', '/api/admin/blog/posts', { token, body: LINKER })).status).toBe(201);
    targetTitle = server.query<{ title: string }>('SELECT title FROM blog_posts WHERE slug = ?', TARGET.slug)[0]!.title;
    // An old address of the seeded article, as « Redirections » writes it.
    const db = new Database(server.dbFile);
    db.prepare("INSERT INTO redirects (from_path, to_target, status, source) VALUES ('/blog/ancienne-adresse', ?, 301, 'manual')").run(TARGET.path);
    db.close();
  });

  async function openEditor(page: Page, base: string): Promise<void> {
    await page.goto(`${base}/admin/blog/edit/${id}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Titre', { exact: true })).toHaveValue(ARTICLE.title);
  }

  test('flags a broken and a redirected link, and fixes the redirected one in one click', async ({ adminPage: page, server, problems }) => {
    await openEditor(page, server.url);
    const content = page.getByLabel('Contenu (Markdown)');
    const links = page.getByTestId('link-checks');
    await test.step('the analysis lists « Lien interne cassé » and « Lien redirigé vers … »', async () => {
      await content.fill('## Liens\n\nLisez [le guide](/blog/ancienne-adresse#carte) et [cet article](/blog/article-disparu).');
      await expect(links.locator('[data-link="/blog/article-disparu"]')).toHaveText('Lien interne cassé : /blog/article-disparu');
      await expect(links.locator('[data-link="/blog/ancienne-adresse"]')).toContainText(`Lien redirigé vers ${TARGET.path} : /blog/ancienne-adresse`);
    });
    await test.step('« Corriger le lien », from the keyboard, points the link at the new address', async () => {
      await links.getByRole('button', { name: 'Corriger le lien /blog/ancienne-adresse' }).focus();
      await page.keyboard.press('Enter');
      await expect(content).toHaveValue(`## Liens\n\nLisez [le guide](${TARGET.path}#carte) et [cet article](/blog/article-disparu).`);
      await expect(links.locator('[data-link="/blog/ancienne-adresse"]')).toHaveCount(0);
      await expect(links.getByRole('heading', { name: 'Liens internes' })).toBeFocused();
      await expect(links.getByRole('status')).toHaveText(`Lien corrigé : /blog/ancienne-adresse pointe maintenant vers ${TARGET.path}.`);
      // The next check of the corrected content still flags the broken one, and only it.
      await expect(links.locator('li')).toHaveCount(1);
      await expect(links.locator('[data-link="/blog/article-disparu"]')).toBeVisible();
    });
    expect(problems).toEqual([]);
  });

  test('names the published articles linking to an article before it is deleted or unpublished', async ({ adminPage: page, server, problems }) => {
    await page.goto(`${server.url}/admin/dashboard/articles`);
    await waitForHydration(page);
    const row = page.getByRole('listitem', { name: targetTitle });
    await test.step('delete: the spec’s question, then « Ces articles publiés y renvoient : … »', async () => {
      await row.getByRole('button', { name: `Supprimer « ${targetTitle} »` }).click();
      const dialog = page.getByRole('dialog', { name: "Supprimer l'article" });
      await expect(dialog).toContainText('Êtes-vous sûr de vouloir supprimer cet article ?');
      await expect(dialog.getByTestId('backlinks')).toContainText('Ces articles publiés y renvoient :');
      await expect(dialog.getByTestId('backlinks').getByRole('link', { name: LINKER.title })).toBeVisible();
      await dialog.getByRole('button', { name: 'Annuler' }).click();
    });
    await test.step('unpublish: a confirmation naming them, cancelled; the article stays published', async () => {
      await row.getByRole('button', { name: 'Dépublier' }).click();
      const dialog = page.getByRole('dialog', { name: 'Dépublier l’article' });
      await expect(dialog.getByTestId('backlinks')).toContainText(LINKER.title);
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await expect(dialog).toBeHidden();
      expect(server.query<{ published: number }>('SELECT published FROM blog_posts WHERE slug = ?', TARGET.slug)[0]!.published).toBe(1);
    });
    expect(problems).toEqual([]);
  });
});
