import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { imageFilename } from '../../src/shared/format/slug';
import { countWords } from '../../src/shared/format/text';
import { chatReply, errorReply, startFakeOpenAi } from '../fakes/openai-server';
import { launchBrowser, useBrowser, waitForHydration, watchConsole } from '../helpers/browser';
import { registerAdmin, startServer, useTestServer, type TestServer } from '../helpers/server';

describe('the AI article generator in a real browser (offline provider)', () => {
  const s = useTestServer();
  const browser = useBrowser();
  let context: BrowserContext;
  let page: Page;
  let problems: string[] = [];

  beforeAll(async () => {
    const token = await registerAdmin(s.url);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.addInitScript((t) => window.localStorage.setItem('admin_jwt', t), token);
    page = await context.newPage();
    problems = watchConsole(page);
    await page.goto(s.url + '/admin/blog/generate');
    await waitForHydration(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

  it('asks for the missing fields', async () => {
    await page.getByRole('button', { name: 'Générer l’article' }).click();
    await toast('Champs manquants').waitFor();
    expect(await toast('Veuillez remplir tous les champs obligatoires').count()).toBe(1);
    expect(await page.getByLabel('Domaine de pratique').getAttribute('aria-invalid')).toBe('true');
    expect(s.query('SELECT id FROM blog_posts WHERE generated_with_ai = 1')).toHaveLength(0);
  });

  it('suggests ideas for the chosen practice type; choosing one sets the custom topic', async () => {
    await page.getByLabel('Domaine de pratique').selectOption('droit-du-travail');
    await toast('Idées générées').waitFor();
    expect(await toast("7 idées d'articles générées").count()).toBe(1);
    const idea = page.getByRole('button', { name: /^Prud’hommes/ });
    await idea.click();
    expect(await idea.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Sujet personnalisé').inputValue()).toMatch(/^Prud’hommes : expliquer la procédure/);
    expect(await page.getByLabel('Thème').inputValue()).toBe('');
  });

  it('generates, downloads and deletes an image', async () => {
    await page.getByRole('button', { name: 'Générer l’image' }).click();
    await page.getByText("Veuillez saisir une description pour l'image").first().waitFor();
    expect(await page.getByLabel('Description de l’image').getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('button', { name: /^Balance de la justice dorée/ }).click();
    expect(await page.getByLabel('Description de l’image').inputValue()).toMatch(/^Balance de la justice dorée/);
    await page.getByRole('button', { name: 'Générer l’image' }).click();
    await toast('Image générée').waitFor();
    const image = page.getByRole('img', { name: /Image de l’article/ });
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/prud-hommes-expliquer-la-procedure[a-z0-9-]*\.png$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger (PNG)' }).click(),
    ]);
    const base = imageFilename(await page.getByLabel('Sujet personnalisé').inputValue());
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${base}-\\d{4}-\\d{2}-\\d{2}-\\d{6}\\.png$`));
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    const served = Buffer.from(await (await fetch(s.url + src)).arrayBuffer());
    expect(bytes.equals(served)).toBe(true);

    await page.getByRole('button', { name: 'Supprimer l’image' }).click();
    await toast('Image supprimée').waitFor();
    await image.waitFor({ state: 'detached' });

    // A new image for the article.
    await page.getByRole('button', { name: 'Générer l’image' }).click();
    await page.getByRole('img', { name: /Image de l’article/ }).waitFor();
  });

  it('generates the article, saves it as an AI draft and goes back to the dashboard', async () => {
    const imageSrc = await page.getByRole('img', { name: /Image de l’article/ }).getAttribute('src');
    await page.getByLabel('Taille du cabinet').selectOption('petit-cabinet-2-5');
    await page.getByRole('radio', { name: 'Accessible' }).check();
    await page.getByLabel('Longueur').selectOption('court');
    await page.getByRole('button', { name: 'Générer l’article' }).click();
    await page.waitForURL(`${s.url}/admin/dashboard`);
    await toast('Article généré avec succès').waitFor();
    expect(await toast("L'article a été créé et sauvegardé en brouillon").count()).toBe(1);

    const rows = s.query<Record<string, unknown>>('SELECT * FROM blog_posts WHERE generated_with_ai = 1');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      published: 0,
      generated_with_ai: 1,
      practice_type: 'droit-du-travail',
      firm_size: 'petit-cabinet-2-5',
      image_url: imageSrc,
    });
    expect(String(row.title)).toMatch(/^Prud’hommes : expliquer la procédure/);
    expect(row.generation_prompt).toContain('Ton : accessible');
    expect(row.generation_prompt).toContain('entre 800 et 1000 mots');
    const words = countWords(String(row.content));
    expect(words).toBeGreaterThanOrEqual(800);
    expect(words).toBeLessThanOrEqual(1000);
    expect(problems).toEqual([]);
  });

  it("counts it in the 'Générateur IA' view, lists it as an AI draft and opens it in the edit screen", async () => {
    const [draft] = s.query<{ id: number; title: string }>('SELECT id, title FROM blog_posts WHERE generated_with_ai = 1');
    await page.goto(`${s.url}/admin/dashboard?view=generator`);
    const statValue = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]/p[1]');
    await expect.poll(() => statValue("Articles générés par l'IA").textContent(), { timeout: 10_000 }).toBe('1');
    expect(await statValue('Articles IA publiés').textContent()).toBe('0');

    await page.goto(`${s.url}/admin/dashboard?view=articles`);
    const item = page.getByRole('listitem', { name: draft!.title });
    await item.waitFor();
    expect(await item.getByText('Brouillon', { exact: true }).count()).toBe(1);
    expect(await item.getByText('IA', { exact: true }).count()).toBe(1);
    await item.getByRole('link', { name: `Modifier « ${draft!.title} »` }).click();
    await page.waitForURL(`${s.url}/admin/blog/edit/${draft!.id}`);
    await expect.poll(() => page.getByLabel('Titre').inputValue()).toBe(draft!.title);
    expect(await page.getByLabel('Type de pratique').inputValue()).toBe('droit-du-travail');
    expect(problems).toEqual([]);
  });
});

describe('the AI article generator when the provider fails (openai SDK, fake server)', () => {
  let s: TestServer;
  let browser: Browser;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    [s, browser] = await Promise.all([
      startServer({ OPENAI_API_KEY: 'cle-de-test', OPENAI_BASE_URL: fake.url }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
    await fake?.close();
  });

  it('shows the spec error, explains why, keeps the form, and succeeds on the next try', async () => {
    const token = await registerAdmin(s.url);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((t) => window.localStorage.setItem('admin_jwt', t), token);
    const page = await context.newPage();
    await page.goto(s.url + '/admin/blog/generate');
    await waitForHydration(page);
    const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

    // The ideas call fails too: its own toast, and a retry button.
    fake.queueChat(errorReply(500));
    await page.getByLabel('Domaine de pratique').selectOption('droit-fiscal');
    await toast("Impossible de générer des idées d'articles").waitFor();
    await page.getByRole('button', { name: 'Réessayer' }).waitFor();

    await page.getByLabel('Taille du cabinet').selectOption('grand-cabinet-plus-20');
    await page.getByLabel('Thème').selectOption('conformite-rgpd');
    fake.queueChat(errorReply(500));
    await page.getByRole('button', { name: 'Générer l’article' }).click();
    await toast('Erreur de génération').waitFor();
    expect(await toast("Impossible de générer l'article. Vérifiez vos paramètres.").count()).toBe(1);
    const alert = page.getByRole('alert').filter({ hasText: 'Le service d’IA a refusé la demande (erreur 500)' });
    await alert.waitFor();
    expect(page.url()).toBe(`${s.url}/admin/blog/generate`);
    expect(await page.getByLabel('Thème').inputValue()).toBe('conformite-rgpd');
    expect(s.query('SELECT id FROM blog_posts WHERE generated_with_ai = 1')).toHaveLength(0);

    const words = Array.from({ length: 1300 }, () => 'conformité').join(' ');
    fake.queueChat(
      chatReply({
        title: 'RGPD : le site du cabinet fiscaliste',
        excerpt: 'Mettre le site en conformité.',
        content: `## Enjeux\n\n${words}`,
        metaDescription: 'Le RGPD pour les cabinets fiscalistes.',
        keywords: ['rgpd avocat', 'cabinet fiscaliste', 'conformité'],
      }),
    );
    await page.getByRole('button', { name: 'Générer l’article' }).click();
    await page.waitForURL(`${s.url}/admin/dashboard`);
    const rows = s.query<{ title: string; topic: string }>('SELECT title, topic FROM blog_posts WHERE generated_with_ai = 1');
    expect(rows).toEqual([{ title: 'RGPD : le site du cabinet fiscaliste', topic: 'conformite-rgpd' }]);
    await context.close();
  });
});
