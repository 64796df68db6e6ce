/**
 * The generator screen on the streamed generation, through the openai SDK against the fake server
 * streaming slowly: the text appears as it is written with its stage, the month's usage is shown,
 * and « Arrêter » stops the generation (provider call aborted, nothing saved).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { composeArticle } from '#server/ai/composer';
import { ADMIN_TOKEN_KEY } from '#shared/site/storage';
import { chatReply, startFakeOpenAi, type FakeOpenAi } from '../fakes/openai-server';
import { registerAdmin, startServer, type TestServer } from '../helpers/server';
import { until } from '../helpers/until';
import { expect, test, toast, waitForHydration } from './fixtures';

const article = composeArticle({ practiceType: 'droit-penal', firmSize: 'avocat-independant', topic: 'seo-local', customTopic: null, tone: 'professionnel', length: 'moyen' });

test.describe('the streamed generation on the generator screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.describe.configure({ mode: 'serial' });
  let fake: FakeOpenAi;
  let app: TestServer;
  let token = '';
  test.beforeAll(async () => {
    fake = await startFakeOpenAi({ chunkDelayMs: 40, chunkChars: 40 });
    app = await startServer({ OPENAI_API_KEY: 'cle-de-test', OPENAI_BASE_URL: fake.url, OPENAI_MONTHLY_TOKEN_BUDGET: '100000' });
    token = await registerAdmin(app.url);
  });
  test.afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  async function open(page: Page, context: BrowserContext) {
    const { hostname } = new URL(app.url);
    await context.addCookies([{ name: 'av_session', value: token, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [ADMIN_TOKEN_KEY, token] as const);
    await page.goto(app.url + '/admin/blog/generate');
    await waitForHydration(page);
    await page.getByLabel('Domaine de pratique').selectOption('droit-penal');
    await page.getByLabel('Taille du cabinet').selectOption('avocat-independant');
    await page.getByLabel('Thème').selectOption('seo-local');
  }

  test('shows the text as it is written with its stage, then saves the draft', async ({ page, context }) => {
    fake.reset();
    fake.queueChat(chatReply({ ideas: ['Idée 1', 'Idée 2', 'Idée 3', 'Idée 4', 'Idée 5'] }), chatReply(article, { prompt: 3000, completion: 2000 }));
    await open(page, context);
    await expect(page.getByTestId('ai-usage-month')).toHaveText(/^0 jetons sur 100\s000 \(0 %\)$/);
    await page.getByRole('button', { name: 'Générer l’article' }).click();
    await expect(page.getByTestId('generation-stage')).toHaveText('Rédaction en cours…');
    const text = page.getByLabel('Article en cours de rédaction');
    await expect(text).toContainText(article.content.slice(0, 30));
    await expect(page).toHaveURL(`${app.url}/admin/dashboard`, { timeout: 60_000 });
    await expect(toast(page, 'Article généré avec succès')).toBeVisible();
    expect(app.query('SELECT title, focus_keyword FROM blog_posts WHERE generated_with_ai = 1')).toEqual([{ title: article.title, focus_keyword: 'SEO local' }]);

    await page.goto(app.url + '/admin/blog/generate');
    await expect(page.getByTestId('ai-usage-month')).toHaveText(/^5\s020 jetons sur 100\s000 \(5 %\)$/);
  });

  test('« Arrêter » stops the generation: the provider call is aborted and nothing is saved', async ({ page, context }) => {
    fake.reset();
    fake.queueChat(chatReply({ ideas: ['Idée 1', 'Idée 2', 'Idée 3', 'Idée 4', 'Idée 5'] }), chatReply(article));
    await open(page, context);
    const before = app.query('SELECT id FROM blog_posts').length;
    await page.getByRole('button', { name: 'Générer l’article' }).click();
    await expect(page.getByLabel('Article en cours de rédaction')).toContainText(article.content.slice(0, 30));
    await page.getByRole('button', { name: 'Arrêter' }).click();
    await expect(toast(page, 'Génération arrêtée')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Générer l’article' })).toBeEnabled();
    await until(() => fake.aborted === 1, 'the provider call aborted');
    expect(app.query('SELECT id FROM blog_posts')).toHaveLength(before);
    await expect(page).toHaveURL(`${app.url}/admin/blog/generate`);
  });
});
