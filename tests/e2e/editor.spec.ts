/**
 * The article edit screen in Chromium (issue #20): live preview (the public page's renderer),
 * SEO score and checks as one types, Google snippet, image upload, scheduling. Screenshots at
 * 1440 and 390 px when SCREENSHOTS_DIR is set.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { Page } from '@playwright/test';
import { api, registerAdmin } from '../helpers/server';
import { expect, shot, test, waitForHydration } from './fixtures';

const ARTICLE = {
  title: 'Avocat droit pénal à Lyon : être trouvé sur Google',
  slug: 'avocat-droit-penal-lyon',
  content: '## Pourquoi être visible\n\nUn avocat droit pénal à Lyon doit être trouvé.\n\n## Comment faire\n\nEn effet, le référencement local aide.',
  excerpt: 'Un résumé court.',
  practiceType: 'droit-penal',
  firmSize: 'petit-cabinet',
  topic: 'seo-local',
  metaDescription: 'Comment un avocat droit pénal à Lyon devient visible sur Google, pas à pas.',
  keywords: ['seo'],
  imageUrl: null,
  published: false,
  focusKeyword: 'avocat droit pénal',
};

/** Console problems but the resources that failed to load (as the suite always allowed here). */
const realProblems = (problems: string[]) => problems.filter((p) => !/Failed to load resource/.test(p));

test.describe('the article editor in a real browser', () => {
  // The article every test edits on a page of its own (no test saves more than its own change).
  let id: number;
  test.beforeAll(async ({ servers }, testInfo) => {
    const server = await servers.forFile(testInfo.file);
    const token = await registerAdmin(server.url);
    const created = await api<{ id: number }>(server.url, 'POST', '/api/admin/blog/posts', { token, body: ARTICLE });
    expect(created.status).toBe(201);
    id = created.body.id;
  });

  /** Opens the article's edit screen, loaded and hydrated. */
  async function openEditor(page: Page, base: string): Promise<void> {
    await page.goto(`${base}/admin/blog/edit/${id}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Titre', { exact: true })).toHaveValue(ARTICLE.title);
  }

  const score = async (page: Page) => Number((await page.getByTestId('seo-score').textContent())!.split('/')[0]);

  test('shows the preview beside the Markdown at 1440 px, rendered and sanitised like the public page', async ({ adminPage: page, server, problems }) => {
    await openEditor(page, server.url);
    const preview = page.getByTestId('article-preview');
    const content = page.getByLabel('Contenu (Markdown)');
    await test.step('the Markdown and its preview side by side', async () => {
      await expect(preview.getByRole('heading', { name: 'Pourquoi être visible', level: 2 })).toBeVisible();
      await expect(content).toBeVisible();
      await expect(preview).toBeVisible();
      const [editorBox, previewBox] = [await content.boundingBox(), await preview.boundingBox()];
      expect(previewBox!.x).toBeGreaterThan(editorBox!.x + editorBox!.width - 1);
    });
    await test.step('typed Markdown is rendered; scripts and event handlers are dropped', async () => {
      await content.fill('## Intertitre tapé\n\nDu **gras** <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">');
      await expect(preview.getByRole('heading', { name: 'Intertitre tapé' })).toBeVisible();
      await expect(preview.locator('strong')).toHaveText('gras');
      await expect(preview.locator('script')).toHaveCount(0);
      await expect(preview.locator('[onerror]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    });
    expect(realProblems(problems)).toEqual([]);
  });

  test('updates the score « N/100 » and the checks as one types', async ({ adminPage: page, server, problems }) => {
    await openEditor(page, server.url);
    const seoScore = page.getByTestId('seo-score');
    const keywordInTitle = page.locator('[data-check="keyword-title"]');
    await page.getByLabel('Contenu (Markdown)').fill(ARTICLE.content);
    await expect(page.locator('[data-check="h2-structure"]')).toHaveAttribute('data-status', 'good');
    await expect(seoScore).toHaveText(/^\d{1,3}\/100$/);
    const before = await score(page);
    await expect(keywordInTitle).toHaveAttribute('data-status', 'good');

    await test.step('a keyword missing from the title: the check turns bad and the score drops', async () => {
      await page.getByLabel('Mot-clé principal').fill('notaire successions');
      await expect(keywordInTitle).toHaveAttribute('data-status', 'bad');
      await expect(keywordInTitle).toContainText('Ajoutez le mot-clé « notaire successions » dans le titre.');
      await expect.poll(() => score(page)).toBeLessThan(before);
    });
    await test.step('the keyword back: the score is back', async () => {
      await page.getByLabel('Mot-clé principal').fill('avocat droit pénal');
      await expect.poll(() => score(page)).toBe(before);
      await expect(page.locator('[data-check="readability"]')).toContainText(/Kandel et Moles/);
    });
    expect(realProblems(problems)).toEqual([]);
  });

  test('previews the search result: title cut like Google, the address, the description, mobile and desktop', async ({ adminPage: page, server, problems }) => {
    await openEditor(page, server.url);
    const snippet = page.getByTestId('snippet-preview');
    const snippetTitle = snippet.getByTestId('snippet-title');
    await expect(snippet.getByTestId('snippet-url')).toHaveText('www.avocat-visible.test › blog › avocat-droit-penal-lyon');
    await test.step('a long title is cut with « … », within 62 characters', async () => {
      await page.getByLabel('Titre', { exact: true }).fill('Avocat droit pénal à Lyon : le guide complet pour être trouvé sur Google en 2026');
      await expect(snippetTitle).toHaveText(/ …$/);
      expect((await snippetTitle.textContent())!.length).toBeLessThanOrEqual(62);
      await expect(snippet.getByTestId('snippet-description')).toHaveText(ARTICLE.metaDescription);
    });
    await test.step('the desktop view, and a long description cut within 157 characters', async () => {
      await snippet.getByRole('tab', { name: 'Ordinateur' }).click();
      await expect(snippet.locator('[data-device]')).toHaveAttribute('data-device', 'desktop');
      await page.getByLabel('Meta description').fill('Mot '.repeat(60).trim());
      await expect.poll(async () => (await snippet.getByTestId('snippet-description').textContent())!.length).toBeLessThanOrEqual(157);
    });
    await shot(page, 'editor-1440');
    expect(realProblems(problems)).toEqual([]);
  });

  test('uploads an image dropped or chosen beside « Générer une image »', async ({ adminPage: page, server, problems }) => {
    await openEditor(page, server.url);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/uploads') uploads.push(request.method());
    });
    const address = page.getByLabel("Adresse de l'image");
    await test.step('a PNG chosen with « Choisir un fichier » is uploaded and stored as WebP', async () => {
      const canvas = createCanvas(1800, 900);
      canvas.getContext('2d').fillRect(0, 0, 10, 10);
      await page.getByLabel('Choisir un fichier').setInputFiles({ name: 'cabinet.png', mimeType: 'image/png', buffer: canvas.toBuffer('image/png') });
      await expect(address).toHaveValue(/^\/uploads\/cabinet-[a-z0-9]+\.webp$/);
      expect(uploads).toEqual(['POST']);
    });
    await test.step('an HTML file dropped as « page.png » is refused in the browser, never sent', async () => {
      const uploaded = await address.inputValue();
      const dataTransfer = await page.evaluateHandle(() => {
        const dt = new DataTransfer();
        dt.items.add(new File(['<html></html>'], 'page.png', { type: 'text/html' }));
        return dt;
      });
      await page.getByTestId('image-drop-zone').dispatchEvent('drop', { dataTransfer });
      await expect(page.getByText('Seules les images PNG, JPEG et WebP sont acceptées.').first()).toBeVisible();
      // The message is the drop's outcome: by now the file would have been sent if it had not been refused.
      expect(uploads).toEqual(['POST']);
      await expect(address).toHaveValue(uploaded);
    });
    expect(realProblems(problems)).toEqual([]);
  });

  test('schedules the article: saved, then « Programmé le … » in the list', async ({ adminPage: page, server, problems }) => {
    await openEditor(page, server.url);
    await test.step('published, with a date two days ahead at 09:30, saved', async () => {
      await page.getByLabel('Titre', { exact: true }).fill(ARTICLE.title);
      await page.getByRole('switch').first().click();
      const at = new Date(Date.now() + 2 * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      await page.getByLabel('Date de publication (facultative)').fill(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:30`);
      await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await expect(page.getByText('Article mis à jour').first()).toBeVisible();
    });
    const [row] = server.query<{ publish_at: number; published: number; focus_keyword: string }>(
      'SELECT publish_at, published, focus_keyword FROM blog_posts WHERE id = ?',
      id,
    );
    expect(row!.published).toBe(1);
    expect(row!.focus_keyword).toBe('avocat droit pénal');
    expect(new Date(row!.publish_at).getHours()).toBe(9);
    await test.step('the articles list shows « Programmé le … à … »', async () => {
      await page.goto(`${server.url}/admin/dashboard/articles`);
      await expect(page.getByText(/^Programmé le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/).first()).toBeVisible();
    });
    expect(realProblems(problems)).toEqual([]);
  });

  test('manages the categories in Paramètres: create, rename (its page moves), delete', async ({ adminPage: page, server, problems }) => {
    await page.goto(`${server.url}/admin/dashboard/settings`);
    await test.step('create « Droit pénal des affaires »', async () => {
      await page.getByLabel('Nom de la nouvelle catégorie').fill('Droit pénal des affaires');
      await page.getByRole('button', { name: 'Créer', exact: true }).click();
    });
    await test.step('rename it « Pénal des affaires »: its page is at the new address', async () => {
      const field = page.getByLabel('Nom de la catégorie Droit pénal des affaires');
      await expect(field).toBeVisible();
      await field.fill('Pénal des affaires');
      await page.getByRole('form', { name: 'Catégorie Droit pénal des affaires' }).getByRole('button', { name: 'Renommer' }).click();
      await expect(page.getByLabel('Nom de la catégorie Pénal des affaires')).toBeVisible();
      expect((await fetch(`${server.url}/blog/categorie/penal-des-affaires`)).status).toBe(200);
    });
    await test.step('delete it (confirmed): its page is gone', async () => {
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Supprimer la catégorie Pénal des affaires' }).click();
      await expect(page.getByLabel('Nom de la catégorie Pénal des affaires')).toHaveCount(0);
      expect((await fetch(`${server.url}/blog/categorie/penal-des-affaires`)).status).toBe(404);
    });
    expect(realProblems(problems)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('keeps tabs below 1280 px, and looks right at 390 px', async ({ adminPage: page, server, problems }) => {
      await openEditor(page, server.url);
      const content = page.getByLabel('Contenu (Markdown)');
      const preview = page.getByTestId('article-preview');
      await expect(content).toBeVisible();
      await expect(preview).toBeHidden();
      await page.getByRole('tab', { name: 'Aperçu' }).click();
      await expect(preview.getByRole('heading', { name: 'Pourquoi être visible' })).toBeVisible();
      await expect(content).toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, 'editor-390');
      expect(realProblems(problems)).toEqual([]);
    });
  });
});
