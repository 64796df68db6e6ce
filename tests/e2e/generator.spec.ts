/**
 * The AI article generator in Chromium: missing fields, ideas for a practice type, an image
 * (generate, download, delete), the article saved as an AI draft and found again in the
 * dashboard — with the offline provider (no OPENAI_API_KEY); then, through the openai SDK against
 * a fake server, a failing provider: the error explained, the form kept, and the next try saved.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { imageFilename } from '#shared/format/slug';
import { countWords } from '#shared/format/text';
import { ADMIN_TOKEN_KEY } from '#shared/site/storage';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fakes/openai-server';
import { registerAdmin, startServer, type TestServer } from '../helpers/server';
import { expect, test, toast, waitForHydration } from './fixtures';

const aiDrafts = (server: TestServer) => server.query<Record<string, unknown>>('SELECT * FROM blog_posts WHERE generated_with_ai = 1');

/** Opens the generator and waits until the form answers (hydrated). */
async function openGenerator(page: Page, base: string): Promise<void> {
  await page.goto(base + '/admin/blog/generate');
  await waitForHydration(page);
}

/** Labour law, and the offline provider's idea about the prud'hommes as the custom topic. */
async function chooseLabourLawIdea(page: Page): Promise<void> {
  await page.getByLabel('Domaine de pratique').selectOption('droit-du-travail');
  const idea = page.getByRole('button', { name: /^Prud’hommes/ });
  await idea.click();
  await expect(idea).toHaveAttribute('aria-pressed', 'true');
}

/** Generates an image from the « Balance de la justice dorée » example; returns its address. */
async function generateImage(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Balance de la justice dorée/ }).click();
  await page.getByRole('button', { name: 'Générer l’image' }).click();
  const image = page.getByRole('img', { name: /Image de l’article/ });
  await expect(image).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
  return (await image.getAttribute('src'))!;
}

test.describe('the AI article generator in a real browser (offline provider)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('asks for the missing fields', async ({ adminPage: page, server, problems }) => {
    await openGenerator(page, server.url);
    await page.getByRole('button', { name: 'Générer l’article' }).click();
    await expect(toast(page, 'Champs manquants')).toBeVisible();
    await expect(toast(page, 'Veuillez remplir tous les champs obligatoires')).toBeVisible();
    await expect(page.getByLabel('Domaine de pratique')).toHaveAttribute('aria-invalid', 'true');
    // The form is checked in the browser: nothing was sent, nothing saved.
    expect(aiDrafts(server)).toHaveLength(0);
    expect(problems).toEqual([]);
  });

  test('suggests ideas for the chosen practice type; choosing one sets the custom topic', async ({ adminPage: page, server, problems }) => {
    await openGenerator(page, server.url);
    await page.getByLabel('Domaine de pratique').selectOption('droit-du-travail');
    await expect(toast(page, 'Idées générées')).toBeVisible();
    await expect(toast(page, "7 idées d'articles générées")).toBeVisible();
    const idea = page.getByRole('button', { name: /^Prud’hommes/ });
    await idea.click();
    await expect(idea).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Sujet personnalisé')).toHaveValue(/^Prud’hommes : expliquer la procédure/);
    await expect(page.getByLabel('Thème')).toHaveValue('');
    expect(problems).toEqual([]);
  });

  test('generates, downloads and deletes an image', async ({ adminPage: page, server, problems }) => {
    await openGenerator(page, server.url);
    await test.step('the admin picks the prud’hommes idea as the subject', () => chooseLabourLawIdea(page));

    const description = page.getByLabel('Description de l’image');
    const generateButton = page.getByRole('button', { name: 'Générer l’image' });
    const image = page.getByRole('img', { name: /Image de l’article/ });
    await test.step('without a description, the image is refused', async () => {
      await generateButton.click();
      await expect(page.getByText("Veuillez saisir une description pour l'image").first()).toBeVisible();
      await expect(description).toHaveAttribute('aria-invalid', 'true');
    });

    let src = '';
    await test.step('an example description fills the field, and the image is generated under the subject’s name', async () => {
      await page.getByRole('button', { name: /^Balance de la justice dorée/ }).click();
      await expect(description).toHaveValue(/^Balance de la justice dorée/);
      await generateButton.click();
      await expect(toast(page, 'Image générée')).toBeVisible();
      await expect(image).toHaveAttribute('src', /^\/uploads\/prud-hommes-expliquer-la-procedure[a-z0-9-]*\.png$/);
      src = (await image.getAttribute('src'))!;
    });

    await test.step('« Télécharger (PNG) » saves the served 1200×630 PNG under a dated name', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Télécharger (PNG)' }).click();
      const download = await downloading;
      const base = imageFilename(await page.getByLabel('Sujet personnalisé').inputValue());
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${base}-\\d{4}-\\d{2}-\\d{2}-\\d{6}\\.png$`));
      const bytes = fs.readFileSync(await download.path());
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      const served = Buffer.from(await (await fetch(server.url + src)).arrayBuffer());
      expect(bytes.equals(served)).toBe(true);
    });

    await test.step('« Supprimer l’image » removes it, and a new one can be generated', async () => {
      await page.getByRole('button', { name: 'Supprimer l’image' }).click();
      await expect(toast(page, 'Image supprimée')).toBeVisible();
      await expect(image).toHaveCount(0);
      await generateButton.click();
      await expect(image).toBeVisible();
    });
    expect(problems).toEqual([]);
  });

  test.describe('a generated draft', () => {
    // The second test looks for the draft the first one saved.
    test.describe.configure({ mode: 'serial' });

    test('generates the article, saves it as an AI draft and goes back to the dashboard', async ({ adminPage: page, server, problems }) => {
      await openGenerator(page, server.url);
      let imageSrc = '';
      await test.step('the admin picks the prud’hommes idea and an image', async () => {
        await chooseLabourLawIdea(page);
        imageSrc = await generateImage(page);
      });
      await test.step('a small firm, an accessible tone, a short text: generate', async () => {
        await page.getByLabel('Taille du cabinet').selectOption('petit-cabinet-2-5');
        await page.getByRole('radio', { name: 'Accessible' }).check();
        await page.getByLabel('Longueur').selectOption('court');
        await page.getByRole('button', { name: 'Générer l’article' }).click();
        await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
        await expect(toast(page, 'Article généré avec succès')).toBeVisible();
        await expect(toast(page, "L'article a été créé et sauvegardé en brouillon")).toBeVisible();
      });

      const rows = aiDrafts(server);
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

    test("counts it in the 'Générateur IA' view, lists it as an AI draft and opens it in the edit screen", async ({ adminPage: page, server, problems }) => {
      const [draft] = server.query<{ id: number; title: string }>('SELECT id, title FROM blog_posts WHERE generated_with_ai = 1');
      expect(draft).toBeDefined();
      const { id, title } = draft!;

      await test.step("the 'Générateur IA' view counts one AI article, none published", async () => {
        await page.goto(`${server.url}/admin/dashboard/generator`);
        const statValue = (label: string) =>
          page.getByText(label, { exact: true }).locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]/p[1]');
        await expect(statValue("Articles générés par l'IA")).toHaveText('1');
        await expect(statValue('Articles IA publiés')).toHaveText('0');
      });

      await test.step('the articles view lists it as an AI draft; « Modifier » opens it', async () => {
        await page.goto(`${server.url}/admin/dashboard/articles`);
        const item = page.getByRole('listitem', { name: title });
        await expect(item).toBeVisible();
        await expect(item.getByText('Brouillon', { exact: true })).toHaveCount(1);
        await expect(item.getByText('IA', { exact: true })).toHaveCount(1);
        await item.getByRole('link', { name: `Modifier « ${title} »` }).click();
        await expect(page).toHaveURL(`${server.url}/admin/blog/edit/${id}`);
        await expect(page.getByLabel('Titre')).toHaveValue(title);
        await expect(page.getByLabel('Type de pratique')).toHaveValue('droit-du-travail');
      });
      expect(problems).toEqual([]);
    });
  });
});

test.describe('the AI article generator when the provider fails (openai SDK, fake server)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // An app of its own, on the openai SDK against the fake: the file's other app has no key.
  let fake: FakeOpenAi;
  let app: TestServer;
  test.beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startServer({ OPENAI_API_KEY: 'cle-de-test', OPENAI_BASE_URL: fake.url });
  });
  test.afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  test('shows the spec error, explains why, keeps the form, and succeeds on the next try', async ({ page, context }) => {
    await test.step('the admin of this app is signed in', async () => {
      const token = await registerAdmin(app.url);
      const { hostname } = new URL(app.url);
      await context.addCookies([{ name: 'av_session', value: token, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [ADMIN_TOKEN_KEY, token] as const);
      await openGenerator(page, app.url);
    });

    await test.step('the ideas call fails too: its own toast, and a retry button', async () => {
      fake.queueChat(errorReply(500));
      await page.getByLabel('Domaine de pratique').selectOption('droit-fiscal');
      await expect(toast(page, "Impossible de générer des idées d'articles")).toBeVisible();
      await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    });

    await test.step('the article fails: the spec error, the reason, the form kept, nothing saved', async () => {
      await page.getByLabel('Taille du cabinet').selectOption('grand-cabinet-plus-20');
      await page.getByLabel('Thème').selectOption('conformite-rgpd');
      fake.queueChat(errorReply(500));
      await page.getByRole('button', { name: 'Générer l’article' }).click();
      await expect(toast(page, 'Erreur de génération')).toBeVisible();
      await expect(toast(page, "Impossible de générer l'article. Vérifiez vos paramètres.")).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Le service d’IA a refusé la demande (erreur 500)' })).toBeVisible();
      await expect(page).toHaveURL(`${app.url}/admin/blog/generate`);
      await expect(page.getByLabel('Thème')).toHaveValue('conformite-rgpd');
      expect(aiDrafts(app)).toHaveLength(0);
    });

    await test.step('the next try succeeds: the draft is saved with the chosen theme', async () => {
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
      await expect(page).toHaveURL(`${app.url}/admin/dashboard`);
      expect(app.query('SELECT title, topic FROM blog_posts WHERE generated_with_ai = 1')).toEqual([
        { title: 'RGPD : le site du cabinet fiscaliste', topic: 'conformite-rgpd' },
      ]);
    });
  });
});
