/**
 * The article edit screen in Chromium (issue #20): live preview (the public page's renderer),
 * SEO score and checks as one types, Google snippet, image upload, scheduling. Screenshots at
 * 1440 and 390 px when SCREENSHOTS_DIR is set.
 */
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, registerAdmin, useTestServer } from '../helpers/server';
import { storeCookieChoice, useBrowser, watchConsole } from '../helpers/browser';

const SHOTS = process.env.SCREENSHOTS_DIR;

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

describe('the article editor in a real browser', () => {
  const s = useTestServer();
  const browser = useBrowser();
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let id: number;
  beforeAll(async () => {
    const token = await registerAdmin(s.url);
    id = (await api<{ id: number }>(s.url, 'POST', '/api/admin/blog/posts', { token, body: ARTICLE })).body.id;
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await storeCookieChoice(context);
    await context.addInitScript((t) => localStorage.setItem('admin_jwt', t), token);
    page = await context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  const score = async () => Number((await page.getByTestId('seo-score').textContent())!.split('/')[0]);

  it('shows the preview beside the Markdown at 1440 px, rendered and sanitised like the public page', async () => {
    await page.goto(`${s.url}/admin/blog/edit/${id}`);
    const preview = page.getByTestId('article-preview');
    await preview.getByRole('heading', { name: 'Pourquoi être visible', level: 2 }).waitFor();
    const content = page.getByLabel('Contenu (Markdown)');
    expect(await content.isVisible()).toBe(true);
    expect(await preview.isVisible()).toBe(true);
    const [editorBox, previewBox] = [await content.boundingBox(), await preview.boundingBox()];
    expect(previewBox!.x).toBeGreaterThan(editorBox!.x + editorBox!.width - 1); // side by side
    await content.fill('## Intertitre tapé\n\nDu **gras** <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">');
    await preview.getByRole('heading', { name: 'Intertitre tapé' }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('gras');
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.locator('[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('updates the score « N/100 » and the checks as one types', async () => {
    await page.getByLabel('Contenu (Markdown)').fill(ARTICLE.content);
    await expect.poll(() => page.locator('[data-check="h2-structure"]').getAttribute('data-status')).toBe('good');
    const before = await score();
    expect(await page.getByTestId('seo-score').textContent()).toMatch(/^\d{1,3}\/100$/);
    expect(await page.locator('[data-check="keyword-title"]').getAttribute('data-status')).toBe('good');
    await page.getByLabel('Mot-clé principal').fill('notaire successions');
    await expect.poll(() => page.locator('[data-check="keyword-title"]').getAttribute('data-status')).toBe('bad');
    expect(await page.locator('[data-check="keyword-title"]').textContent()).toContain('Ajoutez le mot-clé « notaire successions » dans le titre.');
    await expect.poll(score).toBeLessThan(before);
    await page.getByLabel('Mot-clé principal').fill('avocat droit pénal');
    await expect.poll(score).toBe(before);
    await expect.poll(() => page.locator('[data-check="readability"]').textContent()).toMatch(/Kandel et Moles/);
  });

  it('previews the search result: title cut like Google, the address, the description, mobile and desktop', async () => {
    const snippet = page.getByTestId('snippet-preview');
    expect(await snippet.getByTestId('snippet-url').textContent()).toBe('www.avocat-visible.test › blog › avocat-droit-penal-lyon');
    await page.getByLabel('Titre', { exact: true }).fill('Avocat droit pénal à Lyon : le guide complet pour être trouvé sur Google en 2026');
    await expect.poll(() => snippet.getByTestId('snippet-title').textContent()).toMatch(/ …$/);
    const title = (await snippet.getByTestId('snippet-title').textContent())!;
    expect(title.length).toBeLessThanOrEqual(62);
    expect(await snippet.getByTestId('snippet-description').textContent()).toBe(ARTICLE.metaDescription);
    await snippet.getByRole('tab', { name: 'Ordinateur' }).click();
    expect(await snippet.locator('[data-device]').getAttribute('data-device')).toBe('desktop');
    await page.getByLabel('Meta description').fill('Mot '.repeat(60).trim());
    await expect.poll(async () => (await snippet.getByTestId('snippet-description').textContent())!.length).toBeLessThanOrEqual(157);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-1440.png`, fullPage: true });
  });

  it('uploads an image dropped or chosen beside « Générer une image »', async () => {
    const canvas = createCanvas(1800, 900);
    canvas.getContext('2d').fillRect(0, 0, 10, 10);
    await page.getByLabel('Choisir un fichier').setInputFiles({ name: 'cabinet.png', mimeType: 'image/png', buffer: canvas.toBuffer('image/png') });
    await expect.poll(() => page.getByLabel("Adresse de l'image").inputValue()).toMatch(/^\/uploads\/cabinet-[a-z0-9]+\.webp$/);
    const refused = await page.evaluate(async () => {
      const dt = new DataTransfer();
      dt.items.add(new File(['<html></html>'], 'page.png', { type: 'text/html' }));
      document.querySelector('[data-testid="image-drop-zone"]')!.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      return true;
    });
    expect(refused).toBe(true);
    await page.getByText('Seules les images PNG, JPEG et WebP sont acceptées.').first().waitFor();
  });

  it('schedules the article: saved, then « Programmé le … » in the list', async () => {
    await page.getByLabel('Titre', { exact: true }).fill(ARTICLE.title);
    await page.getByRole('switch').first().click();
    const at = new Date(Date.now() + 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page.getByLabel('Date de publication (facultative)').fill(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:30`);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Article mis à jour').first().waitFor();
    const [row] = s.query<{ publish_at: number; published: number; focus_keyword: string }>('SELECT publish_at, published, focus_keyword FROM blog_posts WHERE id = ?', id);
    expect(row!.published).toBe(1);
    expect(row!.focus_keyword).toBe('avocat droit pénal');
    expect(new Date(row!.publish_at).getHours()).toBe(9);
    await page.goto(`${s.url}/admin/dashboard?view=articles`);
    await page.getByText(/^Programmé le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/).first().waitFor();
  });

  it('manages the categories in Paramètres: create, rename (its page moves), delete', async () => {
    await page.goto(`${s.url}/admin/dashboard?view=settings`);
    await page.getByLabel('Nom de la nouvelle catégorie').fill('Droit pénal des affaires');
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    const field = page.getByLabel('Nom de la catégorie Droit pénal des affaires');
    await field.waitFor();
    await field.fill('Pénal des affaires');
    await page.getByRole('form', { name: 'Catégorie Droit pénal des affaires' }).getByRole('button', { name: 'Renommer' }).click();
    await page.getByLabel('Nom de la catégorie Pénal des affaires').waitFor();
    expect((await fetch(`${s.url}/blog/categorie/penal-des-affaires`)).status).toBe(200);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Supprimer la catégorie Pénal des affaires' }).click();
    await page.getByLabel('Nom de la catégorie Pénal des affaires').waitFor({ state: 'detached' });
    expect((await fetch(`${s.url}/blog/categorie/penal-des-affaires`)).status).toBe(404);
  });

  it('keeps tabs below 1280 px, and looks right at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${s.url}/admin/blog/edit/${id}`);
    await page.getByLabel('Contenu (Markdown)').waitFor();
    expect(await page.getByTestId('article-preview').isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Aperçu' }).click();
    await page.getByTestId('article-preview').getByRole('heading', { name: 'Pourquoi être visible' }).waitFor();
    expect(await page.getByLabel('Contenu (Markdown)').isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-390.png`, fullPage: true });
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });
});
